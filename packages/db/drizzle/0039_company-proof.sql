-- A company is proven, not claimed (issue 35, decision 0156). Accounts that exist now keep acting
-- for their company ('legacy'), except those made by the password registration, which anybody
-- could make for any INN: they wait for a proof like every new one.
ALTER TABLE "accounts" ADD COLUMN "company_status" text DEFAULT 'confirmed' NOT NULL;
--> statement-breakpoint
ALTER TABLE "accounts" ALTER COLUMN "company_status" SET DEFAULT 'unconfirmed';
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "company_proof" text DEFAULT '' NOT NULL;
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "company_confirmed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "company_note" text DEFAULT '' NOT NULL;
--> statement-breakpoint
UPDATE "accounts" SET "company_proof" = 'legacy', "company_confirmed_at" = "created_at";
--> statement-breakpoint
UPDATE "accounts" SET "company_status" = 'unconfirmed', "company_proof" = '', "company_confirmed_at" = NULL
  WHERE "id" IN (SELECT "account_id" FROM "registrations" WHERE "account_id" IS NOT NULL);
--> statement-breakpoint
CREATE TABLE "company_proof_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL REFERENCES "accounts"("id") ON DELETE cascade,
	"inn" text NOT NULL,
	"company_title" text NOT NULL,
	"person_name" text NOT NULL,
	"person_position" text NOT NULL,
	"is_head" integer DEFAULT 0 NOT NULL,
	"documents" jsonb NOT NULL,
	"status" text DEFAULT 'review' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" integer REFERENCES "accounts"("id") ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX "company_proof_requests_account_idx" ON "company_proof_requests" USING btree ("account_id");
--> statement-breakpoint
CREATE INDEX "company_proof_requests_status_idx" ON "company_proof_requests" USING btree ("status","created_at");
--> statement-breakpoint
CREATE TRIGGER company_proof_requests_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "company_proof_requests"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
