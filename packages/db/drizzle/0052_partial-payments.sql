-- Partial payments (issue 38, decision 0184): what incoming money paid of a schedule's payment, and
-- what each incoming payment put where, the penalties it took and what was left over.
ALTER TABLE "payments" ADD COLUMN "paid_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "payments" SET "paid_kopecks" = "sum"::bigint * 100 WHERE "paid_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD COLUMN "allocations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD COLUMN "penalty_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD COLUMN "surplus_kopecks" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "incoming_payments" AS i SET "allocations" = coalesce((
  SELECT jsonb_agg(jsonb_build_object('id', p."id", 'kopecks', p."sum"::bigint * 100, 'settles', true, 'penalty_kopecks', 0))
  FROM "payments" AS p WHERE p."id" = ANY (i."paid_payment_ids")
), '[]'::jsonb);
