-- Failed sign-ins are counted per account and client address from now on; the counts kept so far
-- (per account alone, under names that are no longer used) are only minutes of state: start afresh.
DROP TABLE "login_throttle";--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"account_key" text NOT NULL,
	"client_ip" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	CONSTRAINT "login_throttle_account_key_client_ip_pk" PRIMARY KEY("account_key","client_ip")
);
--> statement-breakpoint
ALTER TABLE "security_event" ADD COLUMN "locked_until" timestamp with time zone;
