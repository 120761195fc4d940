-- Money that came in (issue 38, decision 0168): payment orders of bank statements in the 1C format
-- and those a manager records by hand, matched to lease contracts; a payment order is taken once.
CREATE TABLE "incoming_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"source" text NOT NULL,
	"number" text NOT NULL,
	"day" date NOT NULL,
	"kopecks" bigint NOT NULL,
	"payer_inn" text NOT NULL,
	"payer_name" text DEFAULT '' NOT NULL,
	"purpose" text NOT NULL,
	"order_id" integer,
	"status" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"paid_payment_ids" integer[] DEFAULT '{}' NOT NULL,
	"manager_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incoming_payments_once" UNIQUE("number","day","kopecks","payer_inn")
);
--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD CONSTRAINT "incoming_payments_order_id_cabinet_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."cabinet_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incoming_payments" ADD CONSTRAINT "incoming_payments_manager_id_accounts_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "incoming_payments_created_idx" ON "incoming_payments" USING btree ("created_at");
