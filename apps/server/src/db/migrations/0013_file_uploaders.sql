CREATE TABLE "file_uploaders" (
	"file_id" text NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "file_uploaders_file_id_user_id_pk" PRIMARY KEY("file_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "file_uploaders" ADD CONSTRAINT "file_uploaders_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "file_uploaders" ADD CONSTRAINT "file_uploaders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "file_uploaders" ("file_id", "user_id", "created_at") SELECT "id", "uploaded_by", "created_at" FROM "files" WHERE "uploaded_by" IS NOT NULL ON CONFLICT DO NOTHING;
