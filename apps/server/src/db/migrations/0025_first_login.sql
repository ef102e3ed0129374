-- When the account was asked its stream on a first login (answered or skipped): it is asked once.
ALTER TABLE "personal_settings" ADD COLUMN "stream_asked_at" timestamp with time zone;--> statement-breakpoint
-- True once the account has come back for a second visit: "since your last visit" is said from then on.
ALTER TABLE "personal_settings" ADD COLUMN "is_returning" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Accounts that chose a stream were asked, in effect; accounts seen before have visited before.
UPDATE "personal_settings" SET "stream_asked_at" = now() WHERE "stream" IS NOT NULL;--> statement-breakpoint
UPDATE "personal_settings" SET "is_returning" = true WHERE "last_visit_at" IS NOT NULL;
