CREATE TABLE "crowd_alarm" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"step" integer NOT NULL,
	"count" integer NOT NULL,
	"capacity" integer NOT NULL,
	"raised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"acked_at" timestamp with time zone,
	"acked_by" text
);
--> statement-breakpoint
CREATE TABLE "crowd_report" (
	"tenant_id" integer NOT NULL,
	"session" text NOT NULL,
	"place_id" integer,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crowd_report_tenant_id_session_pk" PRIMARY KEY("tenant_id","session")
);
--> statement-breakpoint
CREATE TABLE "crowd_sample" (
	"tenant_id" integer NOT NULL,
	"place_id" integer NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"official" boolean NOT NULL,
	CONSTRAINT "crowd_sample_place_id_minute_pk" PRIMARY KEY("place_id","minute")
);
--> statement-breakpoint
CREATE TABLE "place_crowd" (
	"place_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"capacity" integer,
	"levels" jsonb NOT NULL,
	"official_count" integer,
	"official_at" timestamp with time zone,
	"step" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crowd_alarm" ADD CONSTRAINT "crowd_alarm_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowd_alarm" ADD CONSTRAINT "crowd_alarm_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowd_report" ADD CONSTRAINT "crowd_report_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowd_report" ADD CONSTRAINT "crowd_report_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowd_sample" ADD CONSTRAINT "crowd_sample_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crowd_sample" ADD CONSTRAINT "crowd_sample_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_crowd" ADD CONSTRAINT "place_crowd_place_id_place_id_fk" FOREIGN KEY ("place_id") REFERENCES "public"."place"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_crowd" ADD CONSTRAINT "place_crowd_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crowd_alarm_tenant" ON "crowd_alarm" USING btree ("tenant_id","raised_at");--> statement-breakpoint
CREATE INDEX "crowd_report_window" ON "crowd_report" USING btree ("tenant_id","reported_at");--> statement-breakpoint
CREATE INDEX "crowd_sample_tenant" ON "crowd_sample" USING btree ("tenant_id","minute");--> statement-breakpoint
CREATE INDEX "place_crowd_tenant" ON "place_crowd" USING btree ("tenant_id");--> statement-breakpoint
SELECT youlan_enable_tenant_rls('place_crowd');--> statement-breakpoint
SELECT youlan_enable_tenant_rls('crowd_report');--> statement-breakpoint
SELECT youlan_enable_tenant_rls('crowd_sample');--> statement-breakpoint
SELECT youlan_enable_tenant_rls('crowd_alarm');
