CREATE TABLE "search_words" (
	"scope" text NOT NULL,
	"word" text NOT NULL,
	"docs" integer NOT NULL,
	CONSTRAINT "search_words_scope_word_pk" PRIMARY KEY("scope","word"),
	CONSTRAINT "search_words_scope_check" CHECK ("search_words"."scope" in ('news-en', 'news-hi', 'blogs'))
);
--> statement-breakpoint
CREATE INDEX "search_words_word_trgm" ON "search_words" USING gin ("word" gin_trgm_ops) WITH (fastupdate=false);