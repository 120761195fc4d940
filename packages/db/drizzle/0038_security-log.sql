-- The security log (issue 35): sign-ins and failures, certificate sign-ins, changes of password,
-- phone and e-mail, powers of attorney, company proof and letters from partner accounts. Read by
-- the account at /cabinet/v2/info/ and by managers in /backoffice; kept for a configured period.
CREATE TABLE "security_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer REFERENCES "accounts"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "security_events_account_idx" ON "security_events" USING btree ("account_id","created_at");
--> statement-breakpoint
CREATE INDEX "security_events_created_idx" ON "security_events" USING btree ("created_at");
