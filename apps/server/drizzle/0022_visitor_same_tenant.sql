-- Rows that name a visitor reference (tenant_id, visitor_id), so none can name another area's
-- visitor (as the place, class and survey references since 0011). The unique key they reference
-- comes first. Edited by hand after drizzle-kit: the two optional references (a click, a visit)
-- set only the visitor column to null when a visitor goes (PostgreSQL 15's column list), not the
-- tenant_id they share with the key. NOT VALID: every row written from now on is checked, while
-- the rows already stored (written under the services' checks) are not read again, which would
-- hold every write to the visit and click logs, the largest tables, for as long as it takes (the
-- migrations run in one transaction, so a VALIDATE here would not help).
ALTER TABLE "visitor" ADD CONSTRAINT "visitor_tenant_id" UNIQUE("tenant_id","id");--> statement-breakpoint
ALTER TABLE "material" DROP CONSTRAINT "material_visitor_id_visitor_id_fk";
--> statement-breakpoint
ALTER TABLE "upload" DROP CONSTRAINT "upload_visitor_id_visitor_id_fk";
--> statement-breakpoint
ALTER TABLE "image_job" DROP CONSTRAINT "image_job_visitor_id_visitor_id_fk";
--> statement-breakpoint
ALTER TABLE "click_event" DROP CONSTRAINT "click_event_visitor_id_visitor_id_fk";
--> statement-breakpoint
ALTER TABLE "help_shoot" DROP CONSTRAINT "help_shoot_owner_id_visitor_id_fk";
--> statement-breakpoint
ALTER TABLE "help_shoot" DROP CONSTRAINT "help_shoot_friend_id_visitor_id_fk";
--> statement-breakpoint
ALTER TABLE "opinion" DROP CONSTRAINT "opinion_visitor_id_visitor_id_fk";
--> statement-breakpoint
ALTER TABLE "place_like" DROP CONSTRAINT "place_like_visitor_id_visitor_id_fk";
--> statement-breakpoint
ALTER TABLE "punch_attempt" DROP CONSTRAINT "punch_attempt_visitor_id_visitor_id_fk";
--> statement-breakpoint
ALTER TABLE "punch_record" DROP CONSTRAINT "punch_record_visitor_id_visitor_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_response" DROP CONSTRAINT "survey_response_visitor_id_visitor_id_fk";
--> statement-breakpoint
ALTER TABLE "view_log" DROP CONSTRAINT "view_log_visitor_id_visitor_id_fk";
--> statement-breakpoint
ALTER TABLE "material" ADD CONSTRAINT "material_visitor_same_tenant" FOREIGN KEY ("tenant_id","visitor_id") REFERENCES "public"."visitor"("tenant_id","id") ON DELETE cascade ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "upload" ADD CONSTRAINT "upload_visitor_same_tenant" FOREIGN KEY ("tenant_id","visitor_id") REFERENCES "public"."visitor"("tenant_id","id") ON DELETE cascade ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "image_job" ADD CONSTRAINT "image_job_visitor_same_tenant" FOREIGN KEY ("tenant_id","visitor_id") REFERENCES "public"."visitor"("tenant_id","id") ON DELETE cascade ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "click_event" ADD CONSTRAINT "click_event_visitor_same_tenant" FOREIGN KEY ("tenant_id","visitor_id") REFERENCES "public"."visitor"("tenant_id","id") ON DELETE SET NULL ("visitor_id") ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "help_shoot" ADD CONSTRAINT "help_shoot_owner_same_tenant" FOREIGN KEY ("tenant_id","owner_id") REFERENCES "public"."visitor"("tenant_id","id") ON DELETE cascade ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "help_shoot" ADD CONSTRAINT "help_shoot_friend_same_tenant" FOREIGN KEY ("tenant_id","friend_id") REFERENCES "public"."visitor"("tenant_id","id") ON DELETE cascade ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "opinion" ADD CONSTRAINT "opinion_visitor_same_tenant" FOREIGN KEY ("tenant_id","visitor_id") REFERENCES "public"."visitor"("tenant_id","id") ON DELETE cascade ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "place_like" ADD CONSTRAINT "place_like_visitor_same_tenant" FOREIGN KEY ("tenant_id","visitor_id") REFERENCES "public"."visitor"("tenant_id","id") ON DELETE cascade ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "punch_attempt" ADD CONSTRAINT "punch_attempt_visitor_same_tenant" FOREIGN KEY ("tenant_id","visitor_id") REFERENCES "public"."visitor"("tenant_id","id") ON DELETE cascade ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "punch_record" ADD CONSTRAINT "punch_record_visitor_same_tenant" FOREIGN KEY ("tenant_id","visitor_id") REFERENCES "public"."visitor"("tenant_id","id") ON DELETE cascade ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "survey_response" ADD CONSTRAINT "survey_response_visitor_same_tenant" FOREIGN KEY ("tenant_id","visitor_id") REFERENCES "public"."visitor"("tenant_id","id") ON DELETE cascade ON UPDATE no action NOT VALID;--> statement-breakpoint
ALTER TABLE "view_log" ADD CONSTRAINT "view_log_visitor_same_tenant" FOREIGN KEY ("tenant_id","visitor_id") REFERENCES "public"."visitor"("tenant_id","id") ON DELETE SET NULL ("visitor_id") ON UPDATE no action NOT VALID;