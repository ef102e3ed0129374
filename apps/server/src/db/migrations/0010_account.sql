ALTER TYPE "public"."code_purpose" ADD VALUE 'change_email';--> statement-breakpoint
ALTER TYPE "public"."code_purpose" ADD VALUE 'delete_account';--> statement-breakpoint
CREATE TABLE "notification_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"new_courses" boolean DEFAULT false NOT NULL,
	"notes_updates" boolean DEFAULT false NOT NULL,
	"video_alerts" boolean DEFAULT false NOT NULL,
	"announcements" boolean DEFAULT true NOT NULL,
	"category" "category",
	"unsubscribe_token" text NOT NULL,
	"digest_since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_digest_day" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "institution" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "auth_codes" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;--> statement-breakpoint
ALTER TABLE "notification_settings" ADD CONSTRAINT "notification_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_settings_unsubscribe_token_key" ON "notification_settings" USING btree ("unsubscribe_token");