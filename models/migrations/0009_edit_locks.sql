CREATE TABLE "edit_locks" (
	"kind" text NOT NULL,
	"item_id" uuid NOT NULL,
	"holder_id" uuid NOT NULL,
	"holder_name" text NOT NULL,
	"since" timestamp with time zone DEFAULT now() NOT NULL,
	"heartbeat_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "edit_locks_kind_item_id_pk" PRIMARY KEY("kind","item_id"),
	CONSTRAINT "edit_locks_kind_check" CHECK ("edit_locks"."kind" in ('news', 'blog'))
);
--> statement-breakpoint
ALTER TABLE "edit_locks" ADD CONSTRAINT "edit_locks_holder_id_users_id_fk" FOREIGN KEY ("holder_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;