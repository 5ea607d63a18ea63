CREATE TABLE "console_upload" (
	"tenant_id" integer NOT NULL,
	"key" text NOT NULL,
	"files" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "console_upload_tenant_id_key_pk" PRIMARY KEY("tenant_id","key")
);
--> statement-breakpoint
ALTER TABLE "console_upload" ADD CONSTRAINT "console_upload_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "console_upload_time" ON "console_upload" USING btree ("created_at");--> statement-breakpoint
SELECT youlan_enable_tenant_rls('console_upload');
