CREATE TABLE "content_counts" (
	"item_type" text NOT NULL,
	"owner_key" uuid NOT NULL,
	"category" "category" NOT NULL,
	"status" "content_status" NOT NULL,
	"is_public" boolean NOT NULL,
	"rows" bigint NOT NULL,
	CONSTRAINT "content_counts_item_type_owner_key_category_status_is_public_pk" PRIMARY KEY("item_type","owner_key","category","status","is_public")
);
--> statement-breakpoint
CREATE TABLE "content_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "courses_public_list_idx";--> statement-breakpoint
DROP INDEX "notes_public_list_idx";--> statement-breakpoint
DROP INDEX "pyqs_public_list_idx";--> statement-breakpoint
DROP INDEX "videos_public_list_idx";--> statement-breakpoint
DROP INDEX "courses_owner_idx";--> statement-breakpoint
DROP INDEX "courses_category_created_idx";--> statement-breakpoint
DROP INDEX "notes_owner_idx";--> statement-breakpoint
DROP INDEX "notes_category_created_idx";--> statement-breakpoint
DROP INDEX "pyqs_owner_idx";--> statement-breakpoint
DROP INDEX "pyqs_category_created_idx";--> statement-breakpoint
DROP INDEX "videos_owner_idx";--> statement-breakpoint
DROP INDEX "videos_category_created_idx";--> statement-breakpoint
CREATE INDEX "courses_public_idx" ON "courses" USING btree ("created_at","id") WHERE "courses"."status" = 'public' and "courses"."is_public";--> statement-breakpoint
CREATE INDEX "courses_public_category_idx" ON "courses" USING btree ("category","created_at","id") WHERE "courses"."status" = 'public' and "courses"."is_public";--> statement-breakpoint
CREATE INDEX "courses_created_idx" ON "courses" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "notes_public_idx" ON "notes" USING btree ("created_at","id") WHERE "notes"."status" = 'public' and "notes"."is_public";--> statement-breakpoint
CREATE INDEX "notes_public_category_idx" ON "notes" USING btree ("category","created_at","id") WHERE "notes"."status" = 'public' and "notes"."is_public";--> statement-breakpoint
CREATE INDEX "notes_created_idx" ON "notes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pyqs_public_idx" ON "pyqs" USING btree ("created_at","id") WHERE "pyqs"."status" = 'public' and "pyqs"."is_public";--> statement-breakpoint
CREATE INDEX "pyqs_public_category_idx" ON "pyqs" USING btree ("category","created_at","id") WHERE "pyqs"."status" = 'public' and "pyqs"."is_public";--> statement-breakpoint
CREATE INDEX "pyqs_created_idx" ON "pyqs" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "videos_public_idx" ON "videos" USING btree ("created_at","id") WHERE "videos"."status" = 'public' and "videos"."is_public";--> statement-breakpoint
CREATE INDEX "videos_public_category_idx" ON "videos" USING btree ("category","created_at","id") WHERE "videos"."status" = 'public' and "videos"."is_public";--> statement-breakpoint
CREATE INDEX "videos_created_idx" ON "videos" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "courses_owner_idx" ON "courses" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "courses_category_created_idx" ON "courses" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "notes_owner_idx" ON "notes" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notes_category_created_idx" ON "notes" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "pyqs_owner_idx" ON "pyqs" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "pyqs_category_created_idx" ON "pyqs" USING btree ("category","created_at","id");--> statement-breakpoint
CREATE INDEX "videos_owner_idx" ON "videos" USING btree ("owner_id","created_at","id");--> statement-breakpoint
CREATE INDEX "videos_category_created_idx" ON "videos" USING btree ("category","created_at","id");--> statement-breakpoint
-- Exact row counts per owner, category, status and visibility, and the content version, kept by
-- statement-level triggers with transition tables: a bulk statement costs one grouped upsert, and
-- rows are locked in key order so concurrent writers cannot deadlock on them.
CREATE FUNCTION prepshelf_count_content() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO content_counts (item_type, owner_key, category, status, is_public, rows)
      SELECT TG_ARGV[0], coalesce(owner_id, '00000000-0000-0000-0000-000000000000'), category, status, is_public, count(*)
      FROM new_rows GROUP BY 2, 3, 4, 5 ORDER BY 2, 3, 4, 5
      ON CONFLICT (item_type, owner_key, category, status, is_public) DO UPDATE SET rows = content_counts.rows + excluded.rows;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO content_counts (item_type, owner_key, category, status, is_public, rows)
      SELECT TG_ARGV[0], owner_key, category, status, is_public, sum(delta) FROM (
        SELECT coalesce(owner_id, '00000000-0000-0000-0000-000000000000') AS owner_key, category, status, is_public, -1 AS delta FROM old_rows
        UNION ALL
        SELECT coalesce(owner_id, '00000000-0000-0000-0000-000000000000'), category, status, is_public, 1 FROM new_rows
      ) changes GROUP BY 2, 3, 4, 5 HAVING sum(delta) <> 0 ORDER BY 2, 3, 4, 5
      ON CONFLICT (item_type, owner_key, category, status, is_public) DO UPDATE SET rows = content_counts.rows + excluded.rows;
  ELSE
    INSERT INTO content_counts (item_type, owner_key, category, status, is_public, rows)
      SELECT TG_ARGV[0], coalesce(owner_id, '00000000-0000-0000-0000-000000000000'), category, status, is_public, -count(*)
      FROM old_rows GROUP BY 2, 3, 4, 5 ORDER BY 2, 3, 4, 5
      ON CONFLICT (item_type, owner_key, category, status, is_public) DO UPDATE SET rows = content_counts.rows + excluded.rows;
  END IF;
  UPDATE content_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION prepshelf_bump_content_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_version SET version = version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
INSERT INTO content_version (id, version) VALUES (1, 0);
--> statement-breakpoint
INSERT INTO content_counts (item_type, owner_key, category, status, is_public, rows)
  SELECT item_type, coalesce(owner_id, '00000000-0000-0000-0000-000000000000'), category, status, is_public, count(*)
  FROM (
    SELECT 'note' AS item_type, owner_id, category, status, is_public FROM notes
    UNION ALL SELECT 'pyq', owner_id, category, status, is_public FROM pyqs
    UNION ALL SELECT 'video', owner_id, category, status, is_public FROM videos
    UNION ALL SELECT 'course', owner_id, category, status, is_public FROM courses
  ) items GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
CREATE TRIGGER notes_count_insert AFTER INSERT ON notes REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_content('note');
--> statement-breakpoint
CREATE TRIGGER notes_count_update AFTER UPDATE ON notes REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_content('note');
--> statement-breakpoint
CREATE TRIGGER notes_count_delete AFTER DELETE ON notes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_content('note');
--> statement-breakpoint
CREATE TRIGGER pyqs_count_insert AFTER INSERT ON pyqs REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_content('pyq');
--> statement-breakpoint
CREATE TRIGGER pyqs_count_update AFTER UPDATE ON pyqs REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_content('pyq');
--> statement-breakpoint
CREATE TRIGGER pyqs_count_delete AFTER DELETE ON pyqs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_content('pyq');
--> statement-breakpoint
CREATE TRIGGER videos_count_insert AFTER INSERT ON videos REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_content('video');
--> statement-breakpoint
CREATE TRIGGER videos_count_update AFTER UPDATE ON videos REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_content('video');
--> statement-breakpoint
CREATE TRIGGER videos_count_delete AFTER DELETE ON videos REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_content('video');
--> statement-breakpoint
CREATE TRIGGER courses_count_insert AFTER INSERT ON courses REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_content('course');
--> statement-breakpoint
CREATE TRIGGER courses_count_update AFTER UPDATE ON courses REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_content('course');
--> statement-breakpoint
CREATE TRIGGER courses_count_delete AFTER DELETE ON courses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_count_content('course');
--> statement-breakpoint
CREATE TRIGGER pdf_pages_version AFTER INSERT OR UPDATE OR DELETE ON pdf_pages FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_bump_content_version();
