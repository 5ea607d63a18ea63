CREATE TABLE "search_miss" (
	"tenant_id" integer NOT NULL,
	"query" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_miss_tenant_id_query_pk" PRIMARY KEY("tenant_id","query")
);
--> statement-breakpoint
CREATE TABLE "search_synonym" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"words" text[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_miss" ADD CONSTRAINT "search_miss_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_synonym" ADD CONSTRAINT "search_synonym_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_synonym_tenant" ON "search_synonym" USING btree ("tenant_id");--> statement-breakpoint
-- Row-level security (0018): both tables hold one area's rows.
SELECT youlan_enable_tenant_rls('search_synonym');
--> statement-breakpoint
SELECT youlan_enable_tenant_rls('search_miss');
