CREATE TABLE "tour" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cover_key" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"place_ids" jsonb NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"distance_meters" integer DEFAULT 0 NOT NULL,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tour_tenant_id" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "tour_progress" (
	"tenant_id" integer NOT NULL,
	"visitor_id" integer NOT NULL,
	"tour_id" integer NOT NULL,
	"heard_place_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tour_progress_tenant_id_visitor_id_tour_id_pk" PRIMARY KEY("tenant_id","visitor_id","tour_id")
);
--> statement-breakpoint
ALTER TABLE "place" ADD COLUMN "stop_number" text;--> statement-breakpoint
ALTER TABLE "tour" ADD CONSTRAINT "tour_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_progress" ADD CONSTRAINT "tour_progress_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_progress" ADD CONSTRAINT "tour_progress_visitor_same_tenant" FOREIGN KEY ("tenant_id","visitor_id") REFERENCES "public"."visitor"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tour_progress" ADD CONSTRAINT "tour_progress_tour_same_tenant" FOREIGN KEY ("tenant_id","tour_id") REFERENCES "public"."tour"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tour_tenant_key" ON "tour" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "place_tenant_stop_number" ON "place" USING btree ("tenant_id","stop_number");--> statement-breakpoint
SELECT youlan_enable_tenant_rls('tour');--> statement-breakpoint
SELECT youlan_enable_tenant_rls('tour_progress');
