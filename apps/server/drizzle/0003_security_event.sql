CREATE TABLE "security_event" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"user_id" integer,
	"account" text,
	"ip" text,
	"method" text,
	"path" text,
	"code" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "security_event_created_idx" ON "security_event" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "security_event_user_idx" ON "security_event" USING btree ("user_id","created_at");