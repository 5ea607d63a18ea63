ALTER TABLE "place" DROP CONSTRAINT "place_class_id_place_class_id_fk";
--> statement-breakpoint
ALTER TABLE "place_like" DROP CONSTRAINT "place_like_place_id_place_id_fk";
--> statement-breakpoint
ALTER TABLE "punch_record" DROP CONSTRAINT "punch_record_place_id_place_id_fk";
--> statement-breakpoint
ALTER TABLE "punch_spot" DROP CONSTRAINT "punch_spot_place_id_place_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_question" DROP CONSTRAINT "survey_question_survey_id_survey_id_fk";
--> statement-breakpoint
ALTER TABLE "survey_response" DROP CONSTRAINT "survey_response_survey_id_survey_id_fk";
--> statement-breakpoint
-- Edited by hand: the unique (tenant_id, id) keys must exist before the foreign keys that reference them.
ALTER TABLE "place" ADD CONSTRAINT "place_tenant_id" UNIQUE("tenant_id","id");--> statement-breakpoint
ALTER TABLE "place_class" ADD CONSTRAINT "place_class_tenant_id" UNIQUE("tenant_id","id");--> statement-breakpoint
ALTER TABLE "survey" ADD CONSTRAINT "survey_tenant_id" UNIQUE("tenant_id","id");--> statement-breakpoint
ALTER TABLE "place" ADD CONSTRAINT "place_class_same_tenant" FOREIGN KEY ("tenant_id","class_id") REFERENCES "public"."place_class"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "place_like" ADD CONSTRAINT "place_like_place_same_tenant" FOREIGN KEY ("tenant_id","place_id") REFERENCES "public"."place"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_record" ADD CONSTRAINT "punch_record_place_same_tenant" FOREIGN KEY ("tenant_id","place_id") REFERENCES "public"."place"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punch_spot" ADD CONSTRAINT "punch_spot_place_same_tenant" FOREIGN KEY ("tenant_id","place_id") REFERENCES "public"."place"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_question" ADD CONSTRAINT "survey_question_survey_same_tenant" FOREIGN KEY ("tenant_id","survey_id") REFERENCES "public"."survey"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response" ADD CONSTRAINT "survey_response_survey_same_tenant" FOREIGN KEY ("tenant_id","survey_id") REFERENCES "public"."survey"("tenant_id","id") ON DELETE cascade ON UPDATE no action;
