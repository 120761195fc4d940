CREATE TABLE "agent_commissions" (
	"deal_id" integer PRIMARY KEY NOT NULL,
	"agent_account_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"base" integer NOT NULL,
	"percent" double precision NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"earned_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "agent_commissions" ADD CONSTRAINT "agent_commissions_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_commissions" ADD CONSTRAINT "agent_commissions_agent_account_id_accounts_id_fk" FOREIGN KEY ("agent_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_commissions" ADD CONSTRAINT "agent_commissions_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agent_commissions_agent_idx" ON "agent_commissions" USING btree ("agent_account_id","status");--> statement-breakpoint
INSERT INTO "agent_commissions" ("deal_id", "agent_account_id", "application_id", "base", "percent", "amount", "status", "created_at", "earned_at")
SELECT "deals"."id", "agent_applications"."agent_account_id", "agent_applications"."application_id", "deals"."products_sum", 1.5,
	floor(greatest("deals"."products_sum", 0) * 1.5 / 100)::integer,
	CASE WHEN "deals"."stage" = 'closed' THEN 'earned' ELSE 'pending' END,
	"deals"."created_at",
	CASE WHEN "deals"."stage" = 'closed' THEN "deals"."updated_at" END
FROM "deals" INNER JOIN "agent_applications" ON "agent_applications"."application_id" = "deals"."application_id"
ON CONFLICT DO NOTHING;
