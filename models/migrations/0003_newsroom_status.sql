CREATE TABLE "jobs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"task" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"key" text,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 10 NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_role_check";--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "published_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
-- Existing posts went live when they were created (the blog list keeps its order).
UPDATE "blogs" SET "published_at" = "created_at";--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_unique" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at") WHERE "jobs"."attempts" < "jobs"."max_attempts";--> statement-breakpoint
CREATE INDEX "news_scheduled_idx" ON "news" USING btree ("publish_at") WHERE "news"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "blogs_published_at_idx" ON "blogs" USING btree ("published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "blogs_scheduled_idx" ON "blogs" USING btree ("publish_at") WHERE "blogs"."status" = 'scheduled';--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('user', 'writer', 'editor', 'admin'));--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_status_check" CHECK ("news"."status" in ('draft', 'review', 'scheduled', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "news" ADD CONSTRAINT "news_scheduled_has_time_check" CHECK ("news"."status" <> 'scheduled' or "news"."publish_at" is not null);--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_status_check" CHECK ("blogs"."status" in ('draft', 'review', 'scheduled', 'published', 'unpublished'));--> statement-breakpoint
ALTER TABLE "blogs" ADD CONSTRAINT "blogs_scheduled_has_time_check" CHECK ("blogs"."status" <> 'scheduled' or "blogs"."publish_at" is not null);