CREATE TABLE "help_shoot" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"owner_id" integer NOT NULL,
	"friend_id" integer,
	"place_pose_id" integer NOT NULL,
	"place_name" text NOT NULL,
	"place_name_en" text,
	"pose_name" text NOT NULL,
	"pose_name_en" text,
	"outline_key" text,
	"pose_tips" text NOT NULL,
	"pose_tips_en" text,
	"share_image_key" text,
	"secret" text NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"ended_reason" text,
	"last_event_id" integer DEFAULT 0 NOT NULL,
	"frame" text,
	"last_active_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "help_shoot_tenant_id" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "help_shoot_event" (
	"tenant_id" integer NOT NULL,
	"help_shoot_id" integer NOT NULL,
	"seq" integer NOT NULL,
	"audience" text NOT NULL,
	"event" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_shoot_event_pk" PRIMARY KEY("help_shoot_id","seq")
);
--> statement-breakpoint
CREATE TABLE "help_shoot_photo" (
	"id" serial PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"help_shoot_id" integer NOT NULL,
	"media_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"material_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "help_shoot_photo_key" UNIQUE("tenant_id","help_shoot_id","media_key")
);
--> statement-breakpoint
ALTER TABLE "help_shoot" ADD CONSTRAINT "help_shoot_tenant_id_tenant_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenant"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_shoot" ADD CONSTRAINT "help_shoot_owner_id_visitor_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."visitor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_shoot" ADD CONSTRAINT "help_shoot_friend_id_visitor_id_fk" FOREIGN KEY ("friend_id") REFERENCES "public"."visitor"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_shoot_event" ADD CONSTRAINT "help_shoot_event_request_same_tenant" FOREIGN KEY ("tenant_id","help_shoot_id") REFERENCES "public"."help_shoot"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_shoot_photo" ADD CONSTRAINT "help_shoot_photo_request_same_tenant" FOREIGN KEY ("tenant_id","help_shoot_id") REFERENCES "public"."help_shoot"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "help_shoot_tenant_owner" ON "help_shoot" USING btree ("tenant_id","owner_id");--> statement-breakpoint
CREATE INDEX "help_shoot_open" ON "help_shoot" USING btree ("last_active_at") WHERE state <> 'ended';--> statement-breakpoint
CREATE INDEX "help_shoot_ended" ON "help_shoot" USING btree ("ended_at") WHERE state = 'ended';--> statement-breakpoint
CREATE INDEX "help_shoot_photo_request" ON "help_shoot_photo" USING btree ("tenant_id","help_shoot_id","id");