ALTER TABLE "survey" ADD COLUMN "title_en" text;--> statement-breakpoint
ALTER TABLE "survey" ADD COLUMN "intro_en" text;--> statement-breakpoint
ALTER TABLE "survey_question" ADD COLUMN "title_en" text;