ALTER TABLE "agent_commissions" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "agent_commissions" ADD COLUMN "payment_order" text;--> statement-breakpoint
ALTER TABLE "agent_commissions" ADD COLUMN "paid_at" timestamp with time zone;
