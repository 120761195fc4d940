-- Paper powers of attorney wait for a manager (decision 0155): 'pending' until accepted
-- ('active') or refused with a reason ('refused'). Paper attorneys stored before this were
-- accepted when saved: they are recorded as reviewed then.
ALTER TABLE "attorneys" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attorneys" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "attorneys" ADD COLUMN "reviewed_by" integer;--> statement-breakpoint
ALTER TABLE "attorneys" ADD COLUMN "review_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "attorneys" ADD CONSTRAINT "attorneys_reviewed_by_accounts_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "attorneys_pending_idx" ON "attorneys" USING btree ("submitted_at") WHERE "status" = 'pending';--> statement-breakpoint
UPDATE "attorneys" SET "submitted_at" = "activated_at", "reviewed_at" = "activated_at" WHERE "kind" = 'scan' AND "activated_at" IS NOT NULL;
