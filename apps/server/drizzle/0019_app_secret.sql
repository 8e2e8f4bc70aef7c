CREATE TABLE "app_secret" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "app_secret_single_row" CHECK ("app_secret"."id" = 1)
);
