CREATE TABLE "device_key" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"secret_hash" text NOT NULL,
	"hint" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"rotated_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "device_reading" (
	"key_id" integer NOT NULL,
	"reading_id" text NOT NULL,
	"tenant_id" integer NOT NULL,
	"request_hash" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "device_reading_key_id_reading_id_pk" PRIMARY KEY("key_id","reading_id")
);
--> statement-breakpoint
CREATE TABLE "live_status" (
	"place_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"state" text,
	"wait_minutes" integer,
	"queue_people" integer,
	"free_spaces" integer,
	"departures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	"translations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "live_status_setting" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"stale_after_minutes" integer NOT NULL,
	"hide_after_minutes" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "device_key" ADD CONSTRAINT "device_key_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_reading" ADD CONSTRAINT "device_reading_key_id_device_key_id_fk" FOREIGN KEY ("key_id") REFERENCES "public"."device_key"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_reading" ADD CONSTRAINT "device_reading_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_status" ADD CONSTRAINT "live_status_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_status" ADD CONSTRAINT "live_status_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_status_setting" ADD CONSTRAINT "live_status_setting_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "device_key_tenant" ON "device_key" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "device_key_secret" ON "device_key" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "device_reading_received" ON "device_reading" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "live_status_tenant" ON "live_status" USING btree ("tenant_id");--> statement-breakpoint
SELECT youlan_enable_tenant_rls('live_status');--> statement-breakpoint
SELECT youlan_enable_tenant_rls('live_status_setting');--> statement-breakpoint
SELECT youlan_enable_tenant_rls('device_key');--> statement-breakpoint
SELECT youlan_enable_tenant_rls('device_reading');
