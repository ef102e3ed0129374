CREATE TYPE "public"."category" AS ENUM('sciTechnology', 'commerce', 'artscivils');--> statement-breakpoint
CREATE TYPE "public"."content_status" AS ENUM('public', 'draft', 'archived');--> statement-breakpoint
CREATE TYPE "public"."file_kind" AS ENUM('pdf', 'image');--> statement-breakpoint
CREATE TYPE "public"."my_learning_type" AS ENUM('Note', 'PYQ', 'Video');--> statement-breakpoint
CREATE TYPE "public"."text_status" AS ENUM('pending', 'done', 'failed', 'none');--> statement-breakpoint
CREATE TABLE "course_lectures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"course_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"video_url" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"category" "category" DEFAULT 'sciTechnology' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"status" "content_status" DEFAULT 'public' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"mentor" text NOT NULL,
	"course_level" text DEFAULT 'Intermediate' NOT NULL,
	"duration" text DEFAULT '' NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"offer_percent" numeric(5, 2) DEFAULT 0 NOT NULL,
	"offer_price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"start_date" date,
	"course_contents" text DEFAULT '' NOT NULL,
	"why_choose" text DEFAULT '' NOT NULL,
	"benefits" text DEFAULT '' NOT NULL,
	"course_image" text NOT NULL,
	"trial_video" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("courses"."title", '')), 'A') || setweight(to_tsvector('english', prepshelf_join_words("courses"."tags")), 'B') || setweight(to_tsvector('english', coalesce("courses"."description" || ' ' || "courses"."mentor" || ' ' || "courses"."course_contents", '')), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" "file_kind" NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"uploaded_by" uuid,
	"page_count" integer,
	"text_status" text_status DEFAULT 'none' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "my_learning" (
	"user_id" uuid NOT NULL,
	"content_type" "my_learning_type" NOT NULL,
	"content_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "my_learning_user_id_content_type_content_id_pk" PRIMARY KEY("user_id","content_type","content_id")
);
--> statement-breakpoint
CREATE TABLE "notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"category" "category" DEFAULT 'sciTechnology' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"status" "content_status" DEFAULT 'public' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"professor" text DEFAULT '' NOT NULL,
	"file_id" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("notes"."title", '')), 'A') || setweight(to_tsvector('english', prepshelf_join_words("notes"."tags")), 'B') || setweight(to_tsvector('english', coalesce("notes"."description" || ' ' || "notes"."professor", '')), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pdf_pages" (
	"file_id" text NOT NULL,
	"page_number" integer NOT NULL,
	"text" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', "pdf_pages"."text")) STORED NOT NULL,
	CONSTRAINT "pdf_pages_file_id_page_number_pk" PRIMARY KEY("file_id","page_number")
);
--> statement-breakpoint
CREATE TABLE "pyqs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"category" "category" DEFAULT 'sciTechnology' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"status" "content_status" DEFAULT 'public' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"year" integer NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"file_id" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("pyqs"."title", '')), 'A') || setweight(to_tsvector('english', prepshelf_join_words("pyqs"."tags")), 'B') || setweight(to_tsvector('english', coalesce("pyqs"."subject" || ' ' || "pyqs"."year"::text, '')), 'C')) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reading_progress" (
	"user_id" uuid NOT NULL,
	"file_id" text NOT NULL,
	"page" integer NOT NULL,
	"page_count" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_progress_user_id_file_id_pk" PRIMARY KEY("user_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"category" "category" DEFAULT 'sciTechnology' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_public" boolean DEFAULT true NOT NULL,
	"status" "content_status" DEFAULT 'public' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"file_url" text NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("videos"."title", '')), 'A') || setweight(to_tsvector('english', prepshelf_join_words("videos"."tags")), 'B') || setweight(to_tsvector('english', coalesce("videos"."description", '')), 'C')) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "course_lectures" ADD CONSTRAINT "course_lectures_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_course_image_files_id_fk" FOREIGN KEY ("course_image") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "my_learning" ADD CONSTRAINT "my_learning_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notes" ADD CONSTRAINT "notes_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_pages" ADD CONSTRAINT "pdf_pages_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pyqs" ADD CONSTRAINT "pyqs_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pyqs" ADD CONSTRAINT "pyqs_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_progress" ADD CONSTRAINT "reading_progress_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_lectures_course_idx" ON "course_lectures" USING btree ("course_id","position");--> statement-breakpoint
CREATE INDEX "courses_public_list_idx" ON "courses" USING btree ("category","status","is_public","created_at");--> statement-breakpoint
CREATE INDEX "courses_owner_idx" ON "courses" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "courses_category_created_idx" ON "courses" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "courses_image_idx" ON "courses" USING btree ("course_image");--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "files_text_status_idx" ON "files" USING btree ("text_status");--> statement-breakpoint
CREATE INDEX "my_learning_item_idx" ON "my_learning" USING btree ("content_type","content_id");--> statement-breakpoint
CREATE INDEX "notes_public_list_idx" ON "notes" USING btree ("category","status","is_public","created_at");--> statement-breakpoint
CREATE INDEX "notes_owner_idx" ON "notes" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "notes_category_created_idx" ON "notes" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "notes_file_idx" ON "notes" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "notes_search_idx" ON "notes" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "pdf_pages_search_idx" ON "pdf_pages" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "pyqs_public_list_idx" ON "pyqs" USING btree ("category","status","is_public","created_at");--> statement-breakpoint
CREATE INDEX "pyqs_owner_idx" ON "pyqs" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "pyqs_category_created_idx" ON "pyqs" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "pyqs_file_idx" ON "pyqs" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "pyqs_search_idx" ON "pyqs" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "videos_public_list_idx" ON "videos" USING btree ("category","status","is_public","created_at");--> statement-breakpoint
CREATE INDEX "videos_owner_idx" ON "videos" USING btree ("owner_id","created_at");--> statement-breakpoint
CREATE INDEX "videos_category_created_idx" ON "videos" USING btree ("category","created_at");--> statement-breakpoint
CREATE INDEX "videos_search_idx" ON "videos" USING gin ("search_vector");