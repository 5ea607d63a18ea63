CREATE TABLE "material" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"visitor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"media_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"source_key" text,
	"job_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "photo_spot" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"tips" text DEFAULT '' NOT NULL,
	"tips_en" text,
	"stand_distance_meters" double precision,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_pose" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"photo_spot_id" integer NOT NULL,
	"pose_id" integer NOT NULL,
	"sample_keys" text[] NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pose" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"sku_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"outline_key" text,
	"tips" text DEFAULT '' NOT NULL,
	"tips_en" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pose_sku" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sky" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"key" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"time_of_day" text NOT NULL,
	"image_key" text NOT NULL,
	"thumbnail_key" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "image_job" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"visitor_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"percent" integer DEFAULT 0 NOT NULL,
	"photo_key" text NOT NULL,
	"source_key" text NOT NULL,
	"operations" jsonb NOT NULL,
	"idempotency_key" text,
	"request_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"worker_id" text,
	"heartbeat_at" timestamp with time zone,
	"material_id" integer,
	"sky_found" boolean,
	"failure" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "material" ADD CONSTRAINT "material_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "material" ADD CONSTRAINT "material_visitor_id_visitor_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_spot" ADD CONSTRAINT "photo_spot_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "photo_spot" ADD CONSTRAINT "photo_spot_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_pose" ADD CONSTRAINT "place_pose_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_pose" ADD CONSTRAINT "place_pose_photo_spot_id_photo_spot_id_fk" FOREIGN KEY ("photo_spot_id") REFERENCES "public"."photo_spot"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_pose" ADD CONSTRAINT "place_pose_pose_id_pose_id_fk" FOREIGN KEY ("pose_id") REFERENCES "public"."pose"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pose" ADD CONSTRAINT "pose_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pose" ADD CONSTRAINT "pose_sku_id_pose_sku_id_fk" FOREIGN KEY ("sku_id") REFERENCES "public"."pose_sku"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pose_sku" ADD CONSTRAINT "pose_sku_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sky" ADD CONSTRAINT "sky_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_job" ADD CONSTRAINT "image_job_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_job" ADD CONSTRAINT "image_job_visitor_id_visitor_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "material_tenant_media_key" ON "material" USING btree ("tenant_id","media_key");--> statement-breakpoint
CREATE INDEX "material_tenant_visitor_id" ON "material" USING btree ("tenant_id","visitor_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "photo_spot_tenant_place" ON "photo_spot" USING btree ("tenant_id","place_id");--> statement-breakpoint
CREATE UNIQUE INDEX "place_pose_tenant_spot_pose" ON "place_pose" USING btree ("tenant_id","photo_spot_id","pose_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pose_tenant_key" ON "pose" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE INDEX "pose_tenant_sku" ON "pose" USING btree ("tenant_id","sku_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pose_sku_tenant_key" ON "pose_sku" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "sky_tenant_key" ON "sky" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "image_job_idempotency" ON "image_job" USING btree ("tenant_id","visitor_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "image_job_tenant_visitor" ON "image_job" USING btree ("tenant_id","visitor_id");--> statement-breakpoint
CREATE INDEX "image_job_open" ON "image_job" USING btree ("id") WHERE state in ('queued', 'working');