-- A farm the company register does not know is entered by the agent by hand (issue 39,
-- decision 0179): its region and address are kept, and it stays «не проверено» until a manager
-- checks it. Contractors found in the register were checked when they were added.
ALTER TABLE "agent_contractors" ADD COLUMN "region" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contractors" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "agent_contractors" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
UPDATE "agent_contractors" SET "verified_at" = "created_at";
