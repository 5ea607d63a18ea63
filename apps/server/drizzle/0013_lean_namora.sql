CREATE TABLE "search_word_block" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"word" text NOT NULL
);
--> statement-breakpoint
-- Edited by hand: the column must exist before the primary key that names it (drizzle-kit emits them the other way round).
ALTER TABLE "search_query_day" ADD COLUMN "searcher" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_query_day" DROP CONSTRAINT "search_query_day_tenant_id_query_day_pk";--> statement-breakpoint
ALTER TABLE "search_query_day" ADD CONSTRAINT "search_query_day_tenant_id_query_day_searcher_pk" PRIMARY KEY("tenant_id","query","day","searcher");--> statement-breakpoint
ALTER TABLE "search_word_block" ADD CONSTRAINT "search_word_block_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_word_block_tenant" ON "search_word_block" USING btree ("tenant_id");