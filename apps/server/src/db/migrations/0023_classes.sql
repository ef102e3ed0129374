CREATE TYPE "public"."class_status" AS ENUM('open', 'closed', 'archived');--> statement-breakpoint
CREATE TABLE "classes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"term" text DEFAULT '' NOT NULL,
	"category" "category" NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"join_code" text NOT NULL,
	"status" "class_status" DEFAULT 'open' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_staff" (
	"class_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "class_staff_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "class_members" (
	"class_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	"added_by" uuid,
	CONSTRAINT "class_members_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "class_units" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "class_items" (
	"class_id" uuid NOT NULL,
	"item_type" text NOT NULL,
	"item_id" uuid NOT NULL,
	"unit_id" uuid,
	"position" integer DEFAULT 0 NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"added_by" uuid,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_items_class_id_item_type_item_id_pk" PRIMARY KEY("class_id","item_type","item_id"),
	CONSTRAINT "class_items_item_type_check" CHECK ("item_type" in ('note', 'pyq', 'video', 'course'))
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"attachment_type" text,
	"attachment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice_reads" (
	"notice_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notice_reads_notice_id_user_id_pk" PRIMARY KEY("notice_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_staff" ADD CONSTRAINT "class_staff_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_staff" ADD CONSTRAINT "class_staff_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_members" ADD CONSTRAINT "class_members_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_units" ADD CONSTRAINT "class_units_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_items" ADD CONSTRAINT "class_items_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_items" ADD CONSTRAINT "class_items_unit_id_class_units_id_fk" FOREIGN KEY ("unit_id") REFERENCES "public"."class_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_items" ADD CONSTRAINT "class_items_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notices" ADD CONSTRAINT "notices_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_notice_id_notices_id_fk" FOREIGN KEY ("notice_id") REFERENCES "public"."notices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice_reads" ADD CONSTRAINT "notice_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "classes_join_code_key" ON "classes" USING btree ("join_code");--> statement-breakpoint
CREATE INDEX "classes_created_idx" ON "classes" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "class_staff_user_idx" ON "class_staff" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "class_members_user_idx" ON "class_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "class_units_class_idx" ON "class_units" USING btree ("class_id","position");--> statement-breakpoint
CREATE INDEX "class_items_item_idx" ON "class_items" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE INDEX "notices_class_idx" ON "notices" USING btree ("class_id","created_at");--> statement-breakpoint
CREATE INDEX "notice_reads_user_idx" ON "notice_reads" USING btree ("user_id");--> statement-breakpoint
-- class_items names items of four tables, so no foreign key: a deleted item leaves every class here.
CREATE FUNCTION prepshelf_forget_class_item() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM class_items ci USING old_rows o WHERE ci.item_type = TG_ARGV[0] AND ci.item_id = o.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER notes_forget_class_item AFTER DELETE ON notes REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_forget_class_item('note');
--> statement-breakpoint
CREATE TRIGGER pyqs_forget_class_item AFTER DELETE ON pyqs REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_forget_class_item('pyq');
--> statement-breakpoint
CREATE TRIGGER videos_forget_class_item AFTER DELETE ON videos REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_forget_class_item('video');
--> statement-breakpoint
CREATE TRIGGER courses_forget_class_item AFTER DELETE ON courses REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_forget_class_item('course');
--> statement-breakpoint
-- Who sees what changes with these tables (the visibility rule reads them): cached pages and answers start over.
CREATE TRIGGER class_items_version AFTER INSERT OR UPDATE OR DELETE ON class_items FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_bump_content_version();
--> statement-breakpoint
CREATE TRIGGER class_members_version AFTER INSERT OR UPDATE OR DELETE ON class_members FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_bump_content_version();
--> statement-breakpoint
CREATE TRIGGER class_staff_version AFTER INSERT OR UPDATE OR DELETE ON class_staff FOR EACH STATEMENT EXECUTE FUNCTION prepshelf_bump_content_version();
