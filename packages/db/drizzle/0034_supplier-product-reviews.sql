-- Clients' reviews of the machines of their handed-over deals and the supplier's public answers
-- (issue 13, docs/decisions/0112). One review per machine of a deal.
CREATE TABLE "product_reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"deal_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"text" text NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_reviews_deal_product_key" UNIQUE("deal_id","product_id"),
	CONSTRAINT "product_reviews_rating_check" CHECK ("rating" BETWEEN 1 AND 5)
);
--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_deal_id_deals_id_fk" FOREIGN KEY ("deal_id") REFERENCES "public"."deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_reviews" ADD CONSTRAINT "product_reviews_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_reviews_supplier_idx" ON "product_reviews" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "product_reviews_product_idx" ON "product_reviews" USING btree ("product_id","created_at");
--> statement-breakpoint
-- The public product page shows the reviews and answers (kept pages follow the generation, decision 0085).
CREATE TRIGGER product_reviews_bump_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_reviews"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_generation();
