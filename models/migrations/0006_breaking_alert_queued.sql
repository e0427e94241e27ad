ALTER TABLE "news" ADD COLUMN "alert_queued_at" timestamp with time zone;--> statement-breakpoint
-- Breaking stories already live went out before publishing queued alerts: taking one down and
-- putting it back must not alert readers about old news now.
UPDATE "news" SET "alert_queued_at" = "published_at" WHERE "breaking" AND "status" = 'published';
