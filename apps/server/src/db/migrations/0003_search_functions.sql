-- array_to_string is only STABLE, so a generated column cannot call it; tags are text, so joining
-- them is immutable in practice. This wrapper lets the search vectors be generated columns.
CREATE OR REPLACE FUNCTION prepshelf_join_words(words text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  AS $$ SELECT coalesce(array_to_string(words, ' '), '') $$;
