CREATE TABLE "opinion" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"visitor_id" integer NOT NULL,
	"category" text NOT NULL,
	"text" text NOT NULL,
	"image_keys" text[] DEFAULT '{}' NOT NULL,
	"contact" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reply" text,
	"replied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "opinion" ADD CONSTRAINT "opinion_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opinion" ADD CONSTRAINT "opinion_visitor_id_visitor_id_fk" FOREIGN KEY ("visitor_id") REFERENCES "public"."visitor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opinion_tenant_visitor" ON "opinion" USING btree ("tenant_id","visitor_id","created_at");