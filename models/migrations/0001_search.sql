CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "search_english" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(description, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "news" ADD COLUMN "search_simple" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(description, '')), 'B')) STORED;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "search_english" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('english', coalesce(author_name, '')), 'C')) STORED;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "search_simple" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '')), 'A') || setweight(to_tsvector('simple', coalesce(excerpt, '')), 'B') || setweight(to_tsvector('simple', coalesce(author_name, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "news_search_english_gin" ON "news" USING gin ("search_english");--> statement-breakpoint
CREATE INDEX "news_search_simple_gin" ON "news" USING gin ("search_simple");--> statement-breakpoint
CREATE INDEX "news_title_trgm" ON "news" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blogs_search_english_gin" ON "blogs" USING gin ("search_english");--> statement-breakpoint
CREATE INDEX "blogs_search_simple_gin" ON "blogs" USING gin ("search_simple");--> statement-breakpoint
CREATE INDEX "blogs_title_trgm" ON "blogs" USING gin ("title" gin_trgm_ops);