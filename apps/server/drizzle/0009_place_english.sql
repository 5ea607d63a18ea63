ALTER TABLE "place" ADD COLUMN "intro_en" text;--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "transcript" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "transcript_en" text;