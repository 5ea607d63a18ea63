CREATE TABLE "article" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"cover_image_key" text,
	"author" text,
	"content_html" text NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_query_day" (
	"tenant_id" integer NOT NULL,
	"query" text NOT NULL,
	"day" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	CONSTRAINT "search_query_day_tenant_id_query_day_pk" PRIMARY KEY("tenant_id","query","day")
);
--> statement-breakpoint
CREATE TABLE "search_word" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"word" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article" ADD CONSTRAINT "article_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_query_day" ADD CONSTRAINT "search_query_day_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_word" ADD CONSTRAINT "search_word_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_tenant_sort" ON "article" USING btree ("tenant_id","sort","published_at");--> statement-breakpoint
CREATE INDEX "search_query_day_tenant_day" ON "search_query_day" USING btree ("tenant_id","day");--> statement-breakpoint
CREATE INDEX "search_word_tenant_sort" ON "search_word" USING btree ("tenant_id","sort");