CREATE TABLE "personal_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"stream" "category",
	"last_visit_at" timestamp with time zone,
	"previous_visit_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "personal_settings" ADD CONSTRAINT "personal_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;