CREATE TABLE "user_bookmarks" (
	"user_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"title" text NOT NULL,
	"article" jsonb,
	"bookmarked_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "user_bookmarks_user_id_locale_title_pk" PRIMARY KEY("user_id","locale","title")
);
--> statement-breakpoint
CREATE TABLE "user_read_stories" (
	"user_id" uuid NOT NULL,
	"story_key" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_read_stories_user_id_story_key_pk" PRIMARY KEY("user_id","story_key")
);
--> statement-breakpoint
ALTER TABLE "user_bookmarks" ADD CONSTRAINT "user_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_read_stories" ADD CONSTRAINT "user_read_stories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_bookmarks_list_idx" ON "user_bookmarks" USING btree ("user_id","locale","bookmarked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "user_read_stories_recent_idx" ON "user_read_stories" USING btree ("user_id","read_at" DESC NULLS LAST);