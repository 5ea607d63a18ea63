CREATE TABLE "panorama_marker" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"scene_id" integer NOT NULL,
	"key" text NOT NULL,
	"yaw" double precision NOT NULL,
	"pitch" double precision NOT NULL,
	"label" text NOT NULL,
	"label_en" text,
	"target_scene_id" integer,
	"place_id" integer,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "panorama_scene" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"image_key" text NOT NULL,
	"preview_key" text,
	"initial_view" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "panorama_scene_tenant_id" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "panorama_video" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"key" text NOT NULL,
	"title" text NOT NULL,
	"title_en" text,
	"video_key" text NOT NULL,
	"video_low_key" text,
	"poster_key" text,
	"duration_seconds" double precision NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "panorama_marker" ADD CONSTRAINT "panorama_marker_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panorama_marker" ADD CONSTRAINT "panorama_marker_scene_same_tenant" FOREIGN KEY ("tenant_id","scene_id") REFERENCES "public"."panorama_scene"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panorama_marker" ADD CONSTRAINT "panorama_marker_target_same_tenant" FOREIGN KEY ("tenant_id","target_scene_id") REFERENCES "public"."panorama_scene"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panorama_marker" ADD CONSTRAINT "panorama_marker_place_same_tenant" FOREIGN KEY ("tenant_id","place_id") REFERENCES "public"."place"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panorama_scene" ADD CONSTRAINT "panorama_scene_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "panorama_video" ADD CONSTRAINT "panorama_video_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "panorama_marker_tenant_scene_key" ON "panorama_marker" USING btree ("tenant_id","scene_id","key");--> statement-breakpoint
CREATE INDEX "panorama_marker_tenant_scene" ON "panorama_marker" USING btree ("tenant_id","scene_id");--> statement-breakpoint
CREATE UNIQUE INDEX "panorama_scene_tenant_key" ON "panorama_scene" USING btree ("tenant_id","key");--> statement-breakpoint
CREATE UNIQUE INDEX "panorama_video_tenant_key" ON "panorama_video" USING btree ("tenant_id","key");