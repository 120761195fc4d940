-- Cabinet messages leave the cabinet (decision 0164): one row per message and channel, written in
-- the transaction of the message (a transactional outbox); the dispatcher sends due rows once.
CREATE TABLE "message_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"sent_to" text DEFAULT '' NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "message_deliveries_once" UNIQUE("message_id","channel")
);
--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_message_id_cabinet_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."cabinet_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_deliveries" ADD CONSTRAINT "message_deliveries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_deliveries_due_idx" ON "message_deliveries" USING btree ("next_attempt_at") WHERE "status" = 'pending';
