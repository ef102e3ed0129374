-- The vocabulary of the library (docs/decisions/0014): every word of every item's search_words and
-- every PDF page's, with the number of rows holding it. Typos are corrected towards these words only.
-- pg_trgm finds words that share trigrams with a typed one, fuzzystrmatch measures the edit distance
-- and gives a phonetic key (double metaphone) so "fisics" reaches "physics". Both are trusted
-- extensions of contrib (PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;
--> statement-breakpoint
-- COLLATE "C": prefixes are byte ranges of the primary key whatever the database's locale.
CREATE TABLE search_vocabulary (
  word text COLLATE "C" PRIMARY KEY,
  rows integer NOT NULL,
  sound text GENERATED ALWAYS AS (dmetaphone(word)) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX search_vocabulary_trgm_idx ON search_vocabulary USING gin (word gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX search_vocabulary_sound_idx ON search_vocabulary (sound) WHERE sound <> '';
--> statement-breakpoint
-- Keeps the vocabulary exact in the writing transaction: one grouped upsert per statement (transition
-- tables), words in order so concurrent writers cannot deadlock; words no row holds any more go.
CREATE FUNCTION prepshelf_count_words() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone text[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH changes AS (
      SELECT word, count(*)::int AS delta FROM new_rows, unnest(tsvector_to_array(search_words)) word GROUP BY word
    ), upserted AS (
      INSERT INTO search_vocabulary (word, rows)
        SELECT word, delta FROM changes WHERE length(word) BETWEEN 2 AND 40 ORDER BY word
        ON CONFLICT (word) DO UPDATE SET rows = search_vocabulary.rows + excluded.rows
        RETURNING word, rows
    ) SELECT array_agg(word) INTO gone FROM upserted WHERE rows <= 0;
  ELSIF TG_OP = 'UPDATE' THEN
    WITH changes AS (
      SELECT word, sum(delta)::int AS delta FROM (
        SELECT unnest(tsvector_to_array(search_words)) AS word, -1 AS delta FROM old_rows
        UNION ALL SELECT unnest(tsvector_to_array(search_words)), 1 FROM new_rows
      ) both_sides GROUP BY word HAVING sum(delta) <> 0
    ), upserted AS (
      INSERT INTO search_vocabulary (word, rows)
        SELECT word, delta FROM changes WHERE length(word) BETWEEN 2 AND 40 ORDER BY word
        ON CONFLICT (word) DO UPDATE SET rows = search_vocabulary.rows + excluded.rows
        RETURNING word, rows
    ) SELECT array_agg(word) INTO gone FROM upserted WHERE rows <= 0;
  ELSE
    WITH changes AS (
      SELECT word, -count(*)::int AS delta FROM old_rows, unnest(tsvector_to_array(search_words)) word GROUP BY word
    ), upserted AS (
      INSERT INTO search_vocabulary (word, rows)
        SELECT word, delta FROM changes WHERE length(word) BETWEEN 2 AND 40 ORDER BY word
        ON CONFLICT (word) DO UPDATE SET rows = search_vocabulary.rows + excluded.rows
        RETURNING word, rows
    ) SELECT array_agg(word) INTO gone FROM upserted WHERE rows <= 0;
  END IF;
  IF gone IS NOT NULL THEN
    DELETE FROM search_vocabulary WHERE word = ANY (gone) AND rows <= 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO search_vocabulary (word, rows)
  SELECT word, count(*) FROM (
    SELECT unnest(tsvector_to_array(search_words)) AS word FROM notes
    UNION ALL SELECT unnest(tsvector_to_array(search_words)) FROM pyqs
    UNION ALL SELECT unnest(tsvector_to_array(search_words)) FROM videos
    UNION ALL SELECT unnest(tsvector_to_array(search_words)) FROM courses
    UNION ALL SELECT unnest(tsvector_to_array(search_words)) FROM pdf_pages
  ) words WHERE length(word) BETWEEN 2 AND 40 GROUP BY word;
--> statement-breakpoint
CREATE TRIGGER notes_words_insert AFTER INSERT ON notes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_words();
--> statement-breakpoint
CREATE TRIGGER notes_words_update AFTER UPDATE ON notes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_words();
--> statement-breakpoint
CREATE TRIGGER notes_words_delete AFTER DELETE ON notes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_words();
--> statement-breakpoint
CREATE TRIGGER pyqs_words_insert AFTER INSERT ON pyqs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_words();
--> statement-breakpoint
CREATE TRIGGER pyqs_words_update AFTER UPDATE ON pyqs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_words();
--> statement-breakpoint
CREATE TRIGGER pyqs_words_delete AFTER DELETE ON pyqs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_words();
--> statement-breakpoint
CREATE TRIGGER videos_words_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_words();
--> statement-breakpoint
CREATE TRIGGER videos_words_update AFTER UPDATE ON videos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_words();
--> statement-breakpoint
CREATE TRIGGER videos_words_delete AFTER DELETE ON videos REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_words();
--> statement-breakpoint
CREATE TRIGGER courses_words_insert AFTER INSERT ON courses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_words();
--> statement-breakpoint
CREATE TRIGGER courses_words_update AFTER UPDATE ON courses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_words();
--> statement-breakpoint
CREATE TRIGGER courses_words_delete AFTER DELETE ON courses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_words();
--> statement-breakpoint
CREATE TRIGGER pdf_pages_words_insert AFTER INSERT ON pdf_pages REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_words();
--> statement-breakpoint
CREATE TRIGGER pdf_pages_words_update AFTER UPDATE ON pdf_pages REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_words();
--> statement-breakpoint
CREATE TRIGGER pdf_pages_words_delete AFTER DELETE ON pdf_pages REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_words();
--> statement-breakpoint
-- The words of the vocabulary a typed word may be a typo of: at most `max_edits` edits away (pg_trgm's
-- index proposes candidates sharing trigrams, levenshtein decides), or sounding the same (double
-- metaphone) and at most two more edits away; closest first, then the most used. Words that begin
-- with the typed one are left out (a prefix match finds them). A function so that the similarity
-- threshold is its own setting, not the session's.
CREATE FUNCTION prepshelf_typo_words(typed text, max_edits integer) RETURNS TABLE (word text)
  LANGUAGE sql STABLE PARALLEL SAFE
  SET pg_trgm.similarity_threshold = 0.2
  AS $$
    SELECT v.word FROM search_vocabulary v
    WHERE v.word <> (typed COLLATE "C") AND left(v.word, length(typed)) <> (typed COLLATE "C") AND (
      (v.word % typed AND levenshtein_less_equal(v.word, typed, max_edits) <= max_edits)
      OR (dmetaphone(typed) <> '' AND v.sound = dmetaphone(typed)
          AND levenshtein_less_equal(v.word, typed, max_edits + 2) <= max_edits + 2))
    ORDER BY levenshtein(v.word, typed), v.rows DESC, v.word
    LIMIT 8
  $$;
