CREATE TABLE "item_opens" (
	"user_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"first_opened_at" timestamp with time zone NOT NULL,
	"last_opened_at" timestamp with time zone NOT NULL,
	"open_count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "item_opens_user_id_item_type_item_id_pk" PRIMARY KEY("user_id","item_type","item_id"),
	CONSTRAINT "item_opens_item_type_check" CHECK (item_type in ('note', 'pyq', 'video', 'course'))
);
--> statement-breakpoint
CREATE TABLE "item_open_weeks" (
	"week_start" date NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"opens" integer NOT NULL,
	CONSTRAINT "item_open_weeks_week_start_item_type_item_id_user_id_pk" PRIMARY KEY("week_start","item_type","item_id","user_id"),
	CONSTRAINT "item_open_weeks_item_type_check" CHECK (item_type in ('note', 'pyq', 'video', 'course'))
);
--> statement-breakpoint
ALTER TABLE "item_opens" ADD CONSTRAINT "item_opens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "item_open_weeks" ADD CONSTRAINT "item_open_weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "item_opens_item_idx" ON "item_opens" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "item_open_weeks_item_idx" ON "item_open_weeks" USING btree ("item_type","item_id");--> statement-breakpoint
-- The opens of an item go with it (the four content tables share these tables, so no foreign key can).
CREATE FUNCTION prepshelf_forget_item_opens() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM item_opens o USING old_rows r WHERE o.item_type = TG_ARGV[0] AND o.item_id = r.id;
  DELETE FROM item_open_weeks w USING old_rows r WHERE w.item_type = TG_ARGV[0] AND w.item_id = r.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER notes_forget_opens AFTER DELETE ON notes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_forget_item_opens('note');--> statement-breakpoint
CREATE TRIGGER pyqs_forget_opens AFTER DELETE ON pyqs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_forget_item_opens('pyq');--> statement-breakpoint
CREATE TRIGGER videos_forget_opens AFTER DELETE ON videos REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_forget_item_opens('video');--> statement-breakpoint
CREATE TRIGGER courses_forget_opens AFTER DELETE ON courses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_forget_item_opens('course');
