CREATE TABLE "revisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"news_id" uuid,
	"blog_id" uuid,
	"item_version" integer NOT NULL,
	"action" text NOT NULL,
	"restored_from" uuid,
	"author_id" uuid,
	"author_name" text,
	"status" text NOT NULL,
	"publish_at" timestamp with time zone,
	"title" text NOT NULL,
	"description" text,
	"categories" text[] NOT NULL,
	"language" text,
	"photo" text,
	"content" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "revisions_one_item" CHECK (("revisions"."news_id" is null) <> ("revisions"."blog_id" is null))
);
--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_news_id_news_id_fk" FOREIGN KEY ("news_id") REFERENCES "public"."news"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_blog_id_blogs_id_fk" FOREIGN KEY ("blog_id") REFERENCES "public"."blogs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "revisions" ADD CONSTRAINT "revisions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "revisions_news_version" ON "revisions" USING btree ("news_id","item_version");--> statement-breakpoint
CREATE UNIQUE INDEX "revisions_blog_version" ON "revisions" USING btree ("blog_id","item_version");