-- The narrow search table (docs/decisions/0027): one row per content item with only what a search
-- reads for every match (type, id, the visibility rule's columns, created_at, the PDF file, the title
-- for the exact-title rank, the two weighted vectors), so counting and ranking thousands of matches
-- reads a few small rows per block instead of the content tables' wide ones. Kept exact in the
-- writing transaction by the triggers below; the content tables' generated vectors stay its source.
CREATE TABLE search_items (
  id uuid PRIMARY KEY,
  type text NOT NULL,
  owner_id uuid,
  status content_status NOT NULL,
  is_public boolean NOT NULL,
  created_at timestamp with time zone NOT NULL,
  file_id text,
  title text NOT NULL,
  search_words tsvector NOT NULL,
  search_vector tsvector NOT NULL
);
--> statement-breakpoint
-- No pending list (fastupdate off): a search never scans unmerged entries; writes are rare.
CREATE INDEX search_items_words_idx ON search_items USING gin (search_words) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX search_items_vector_idx ON search_items USING gin (search_vector) WITH (fastupdate = off);
--> statement-breakpoint
-- The titles' words alone: the title tier of a search (search.repository.ts) is found through these.
CREATE INDEX search_items_title_words_idx ON search_items USING gin (ts_filter(search_words, '{a}')) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX search_items_title_vector_idx ON search_items USING gin (ts_filter(search_vector, '{a}')) WITH (fastupdate = off);
--> statement-breakpoint
CREATE INDEX search_items_created_idx ON search_items (created_at, id);
--> statement-breakpoint
CREATE INDEX search_items_file_idx ON search_items (file_id) WHERE file_id IS NOT NULL;
--> statement-breakpoint
-- One upsert or delete per statement (transition tables), as the vocabulary's triggers do. TG_ARGV[0]
-- is the item type; file_id is read through jsonb because videos and courses have none.
CREATE FUNCTION prepshelf_sync_search_items() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_items s USING old_rows o WHERE s.id = o.id;
  ELSE
    INSERT INTO search_items (id, type, owner_id, status, is_public, created_at, file_id, title, search_words, search_vector)
      SELECT n.id, TG_ARGV[0], n.owner_id, n.status, n.is_public, n.created_at, to_jsonb(n) ->> 'file_id', n.title,
        n.search_words, n.search_vector
      FROM new_rows n ORDER BY n.id
      ON CONFLICT (id) DO UPDATE SET owner_id = excluded.owner_id, status = excluded.status,
        is_public = excluded.is_public, created_at = excluded.created_at, file_id = excluded.file_id,
        title = excluded.title, search_words = excluded.search_words, search_vector = excluded.search_vector;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO search_items (id, type, owner_id, status, is_public, created_at, file_id, title, search_words, search_vector)
  SELECT id, 'note', owner_id, status, is_public, created_at, file_id, title, search_words, search_vector FROM notes
  UNION ALL SELECT id, 'pyq', owner_id, status, is_public, created_at, file_id, title, search_words, search_vector FROM pyqs
  UNION ALL SELECT id, 'video', owner_id, status, is_public, created_at, NULL, title, search_words, search_vector FROM videos
  UNION ALL SELECT id, 'course', owner_id, status, is_public, created_at, NULL, title, search_words, search_vector FROM courses;
--> statement-breakpoint
CREATE TRIGGER notes_search_items_insert AFTER INSERT ON notes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_sync_search_items('note');
--> statement-breakpoint
CREATE TRIGGER notes_search_items_update AFTER UPDATE ON notes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_sync_search_items('note');
--> statement-breakpoint
CREATE TRIGGER notes_search_items_delete AFTER DELETE ON notes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_sync_search_items('note');
--> statement-breakpoint
CREATE TRIGGER pyqs_search_items_insert AFTER INSERT ON pyqs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_sync_search_items('pyq');
--> statement-breakpoint
CREATE TRIGGER pyqs_search_items_update AFTER UPDATE ON pyqs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_sync_search_items('pyq');
--> statement-breakpoint
CREATE TRIGGER pyqs_search_items_delete AFTER DELETE ON pyqs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_sync_search_items('pyq');
--> statement-breakpoint
CREATE TRIGGER videos_search_items_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_sync_search_items('video');
--> statement-breakpoint
CREATE TRIGGER videos_search_items_update AFTER UPDATE ON videos REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_sync_search_items('video');
--> statement-breakpoint
CREATE TRIGGER videos_search_items_delete AFTER DELETE ON videos REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_sync_search_items('video');
--> statement-breakpoint
CREATE TRIGGER courses_search_items_insert AFTER INSERT ON courses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_sync_search_items('course');
--> statement-breakpoint
CREATE TRIGGER courses_search_items_update AFTER UPDATE ON courses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_sync_search_items('course');
--> statement-breakpoint
CREATE TRIGGER courses_search_items_delete AFTER DELETE ON courses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_sync_search_items('course');
