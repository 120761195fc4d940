-- Letters and SMS partner accounts made the site send to addresses they typed (decision 0153):
-- the account, its company, the recipient, subject, kind, attachment and whether the address was
-- new to the account. Managers read it in /backoffice/partner-letters.
CREATE TABLE "partner_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"company_inn" text NOT NULL,
	"company_title" text DEFAULT '' NOT NULL,
	"channel" text DEFAULT 'email' NOT NULL,
	"recipient" text NOT NULL,
	"subject" text NOT NULL,
	"kind" text NOT NULL,
	"attachment" text DEFAULT '' NOT NULL,
	"is_new_address" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "partner_letters_account_idx" ON "partner_letters" USING btree ("account_id","created_at");
--> statement-breakpoint
CREATE INDEX "partner_letters_inn_idx" ON "partner_letters" USING btree ("company_inn","created_at");
--> statement-breakpoint
CREATE INDEX "partner_letters_created_idx" ON "partner_letters" USING btree ("created_at");
