DROP INDEX "news_title_trgm";--> statement-breakpoint
DROP INDEX "blogs_title_trgm";