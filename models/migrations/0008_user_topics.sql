CREATE TABLE "user_topics" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"followed" text[] DEFAULT '{}' NOT NULL,
	"hidden_sources" text[] DEFAULT '{}' NOT NULL,
	"less_like" text[] DEFAULT '{}' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_topics" ADD CONSTRAINT "user_topics_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;