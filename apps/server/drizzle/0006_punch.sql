CREATE TABLE "punch_attempt" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"visitor_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"result" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punch_record" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"visitor_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"punch_date" text NOT NULL,
	"punched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"reported_datum" text NOT NULL,
	"accuracy_meters" double precision NOT NULL,
	"distance_meters" double precision NOT NULL,
	"photo_key" text,
	"flags" text[] DEFAULT '{}' NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "punch_spot" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"stamp_key" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "punch_attempt" ADD CONSTRAINT "punch_attempt_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_attempt" ADD CONSTRAINT "punch_attempt_visitor_id_visitor_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_record" ADD CONSTRAINT "punch_record_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_record" ADD CONSTRAINT "punch_record_visitor_id_visitor_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_record" ADD CONSTRAINT "punch_record_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_spot" ADD CONSTRAINT "punch_spot_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_spot" ADD CONSTRAINT "punch_spot_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "punch_attempt_visitor_time" ON "punch_attempt" USING btree ("tenant_id","visitor_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "punch_record_once_a_day" ON "punch_record" USING btree ("tenant_id","visitor_id","place_id","punch_date");--> statement-breakpoint
CREATE UNIQUE INDEX "punch_record_idempotency" ON "punch_record" USING btree ("tenant_id","visitor_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "punch_record_visitor_time" ON "punch_record" USING btree ("tenant_id","visitor_id","punched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "punch_spot_tenant_place" ON "punch_spot" USING btree ("tenant_id","place_id");