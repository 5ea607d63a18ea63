CREATE TABLE "app_secret" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "click_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "click_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"tenant_id" integer NOT NULL,
	"type" text NOT NULL,
	"target_id" integer NOT NULL,
	"visitor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notice" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"is_pinned" boolean DEFAULT false NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"class_id" integer NOT NULL,
	"place_type" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"intro" text DEFAULT '' NOT NULL,
	"image_key" text,
	"longitude" double precision NOT NULL,
	"latitude" double precision NOT NULL,
	"scope_range" integer,
	"audio_key" text,
	"like_count" integer DEFAULT 0 NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_class" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"name_en" text,
	"icon" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "place_like" (
	"tenant_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"visitor_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "place_like_tenant_id_place_id_visitor_id_pk" PRIMARY KEY("tenant_id","place_id","visitor_id")
);
--> statement-breakpoint
CREATE TABLE "route_permission" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"path" text NOT NULL,
	"parent_path" text,
	"status" integer DEFAULT 1 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tenant" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "tenant_config" (
	"tenant_id" integer PRIMARY KEY NOT NULL,
	"config" jsonb NOT NULL,
	"weather" jsonb NOT NULL,
	"weather_city_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "view_log" (
	"tenant_id" integer NOT NULL,
	"id" uuid NOT NULL,
	"visitor_id" integer,
	"visit_time" timestamp with time zone NOT NULL,
	"entry_page" text NOT NULL,
	"last_page" text NOT NULL,
	"view_time" text NOT NULL,
	"view_seconds" integer NOT NULL,
	"send_count" integer DEFAULT 1 NOT NULL,
	"ip" text,
	"user_agent" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "view_log_tenant_id_id_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "visitor" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"device_id" text,
	"openid" text,
	"nickname" text NOT NULL,
	"avatar_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "click_event" ADD CONSTRAINT "click_event_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "click_event" ADD CONSTRAINT "click_event_visitor_id_visitor_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notice" ADD CONSTRAINT "notice_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place" ADD CONSTRAINT "place_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place" ADD CONSTRAINT "place_class_id_place_class_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."place_class"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_class" ADD CONSTRAINT "place_class_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_like" ADD CONSTRAINT "place_like_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_like" ADD CONSTRAINT "place_like_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_like" ADD CONSTRAINT "place_like_visitor_id_visitor_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_permission" ADD CONSTRAINT "route_permission_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_config" ADD CONSTRAINT "tenant_config_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_log" ADD CONSTRAINT "view_log_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "view_log" ADD CONSTRAINT "view_log_visitor_id_visitor_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitor"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "visitor" ADD CONSTRAINT "visitor_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "click_event_tenant_target" ON "click_event" USING btree ("tenant_id","type","target_id");--> statement-breakpoint
CREATE INDEX "notice_tenant_published" ON "notice" USING btree ("tenant_id","published_at");--> statement-breakpoint
CREATE INDEX "place_tenant_sort" ON "place" USING btree ("tenant_id","sort","id");--> statement-breakpoint
CREATE INDEX "place_class_tenant" ON "place_class" USING btree ("tenant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "route_permission_tenant_path" ON "route_permission" USING btree ("tenant_id","path");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_tenant_device" ON "visitor" USING btree ("tenant_id","device_id");--> statement-breakpoint
CREATE UNIQUE INDEX "visitor_tenant_openid" ON "visitor" USING btree ("tenant_id","openid");