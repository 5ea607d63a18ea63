ALTER TABLE "opinion" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "opinion" ADD COLUMN "request_hash" text;--> statement-breakpoint
CREATE UNIQUE INDEX "opinion_idempotency" ON "opinion" USING btree ("tenant_id","visitor_id","idempotency_key");