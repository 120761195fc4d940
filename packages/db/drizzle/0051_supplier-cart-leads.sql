-- The supplier's leads from carts are its own record, written when the cart publishes a line put
-- by a signed-in client (issue 37, decision 0183), no longer read from cart_lines. Today's account
-- cart lines are carried over with their ids, so the states suppliers gave them still match.
CREATE TABLE "supplier_cart_leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_cart_leads_account_product" UNIQUE("account_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "supplier_cart_leads" ADD CONSTRAINT "supplier_cart_leads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "supplier_cart_leads" ADD CONSTRAINT "supplier_cart_leads_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "supplier_cart_leads_product_idx" ON "supplier_cart_leads" USING btree ("product_id");
--> statement-breakpoint
INSERT INTO "supplier_cart_leads" ("id", "account_id", "product_id", "quantity", "created_at", "updated_at")
SELECT cl."id", a."id", cl."product_id", cl."quantity", cl."created_at", cl."updated_at"
FROM "cart_lines" cl
JOIN "accounts" a ON cl."client_id" = 'account:' || a."id"::text
ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT setval(pg_get_serial_sequence('supplier_cart_leads', 'id'), GREATEST((SELECT max("id") FROM "supplier_cart_leads"), (SELECT max("id") FROM "cart_lines"), 1));
