-- Notifications by the person's choice (issue 37, decision 0169): a kind on every cabinet message,
-- the person's choices of letters and SMS per kind, and the failed deliveries the back office lists.
ALTER TABLE "cabinet_messages" ADD COLUMN "kind" text DEFAULT 'other' NOT NULL;--> statement-breakpoint
CREATE TABLE "notification_choices" (
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notification_choices_account_id_kind_channel_pk" PRIMARY KEY("account_id","kind","channel")
);
--> statement-breakpoint
ALTER TABLE "notification_choices" ADD CONSTRAINT "notification_choices_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_deliveries_failed_idx" ON "message_deliveries" USING btree ("id") WHERE "status" = 'failed';
--> statement-breakpoint
-- The account page shows the choices: a kept page of the account moves with them (decision 0131).
CREATE TRIGGER notification_choices_bump_account_generation AFTER INSERT OR UPDATE OR DELETE ON "notification_choices"
  FOR EACH ROW EXECUTE FUNCTION bump_account_generation('account_id');
--> statement-breakpoint
CREATE TRIGGER notification_choices_truncate_bumps_account_generations AFTER TRUNCATE ON "notification_choices"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_every_account_generation();
