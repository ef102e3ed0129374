ALTER TABLE "content_version" ADD COLUMN "pages_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION prepshelf_bump_pages_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE content_version SET version = version + 1, pages_version = pages_version + 1 WHERE id = 1;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER pdf_pages_version ON pdf_pages;
--> statement-breakpoint
CREATE TRIGGER pdf_pages_version AFTER INSERT OR UPDATE OR DELETE ON pdf_pages FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_bump_pages_version();
