ALTER TABLE "article" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "summary_en" text;--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "author_en" text;--> statement-breakpoint
ALTER TABLE "article" ADD COLUMN "content_html_en" text;--> statement-breakpoint
ALTER TABLE "notice" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "notice" ADD COLUMN "content_html_en" text;--> statement-breakpoint
ALTER TABLE "search_word" ADD COLUMN "word_en" text;