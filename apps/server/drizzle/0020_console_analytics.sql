CREATE TABLE "analytics_day" (
	"tenant_id" integer NOT NULL,
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"target_id" integer DEFAULT 0 NOT NULL,
	"key" text DEFAULT '' NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_day_tenant_id_day_kind_target_id_key_pk" PRIMARY KEY("tenant_id","day","kind","target_id","key")
);
--> statement-breakpoint
ALTER TABLE "analytics_day" ADD CONSTRAINT "analytics_day_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "click_event_tenant_time" ON "click_event" USING btree ("tenant_id","created_at","type","target_id");--> statement-breakpoint
CREATE INDEX "place_like_tenant_time" ON "place_like" USING btree ("tenant_id","created_at","place_id");--> statement-breakpoint
CREATE INDEX "punch_record_tenant_time" ON "punch_record" USING btree ("tenant_id","punched_at","place_id");--> statement-breakpoint
CREATE INDEX "view_log_tenant_visit_time" ON "view_log" USING btree ("tenant_id","visit_time");--> statement-breakpoint
SELECT youlan_enable_tenant_rls('analytics_day');
