-- The supplier's products tabs (issue 13, docs/decisions/0106): the state and note of its leads
-- (a lead itself is read from carts, applications and callback requests, never copied), its
-- special offers moderated by a manager, its consultants, and clients' reviews of its machines.
CREATE TABLE "supplier_interest_states" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_id" integer NOT NULL,
	"state" text DEFAULT 'new' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_interest_states_key" UNIQUE("supplier_id","source","source_id")
);
--> statement-breakpoint
ALTER TABLE "supplier_interest_states" ADD CONSTRAINT "supplier_interest_states_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TABLE "supplier_special_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"account_id" integer,
	"product_id" integer NOT NULL,
	"price" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"text" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"manager_comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "supplier_special_offers" ADD CONSTRAINT "supplier_special_offers_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_special_offers" ADD CONSTRAINT "supplier_special_offers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_special_offers" ADD CONSTRAINT "supplier_special_offers_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "supplier_special_offers_supplier_idx" ON "supplier_special_offers" USING btree ("supplier_id","created_at");--> statement-breakpoint
CREATE INDEX "supplier_special_offers_status_idx" ON "supplier_special_offers" USING btree ("status","ends_on");--> statement-breakpoint
-- An accepted offer is part of the public catalogue (CatalogPromo, /specialoffers/): accepting,
-- withdrawing or deleting one moves catalogue_generation like a change of products does.
CREATE TRIGGER supplier_special_offers_bump_generation_ins AFTER INSERT ON "supplier_special_offers"
  FOR EACH ROW WHEN (NEW.status = 'accepted') EXECUTE FUNCTION bump_catalogue_generation();
--> statement-breakpoint
CREATE TRIGGER supplier_special_offers_bump_generation_upd AFTER UPDATE ON "supplier_special_offers"
  FOR EACH ROW WHEN (OLD.status = 'accepted' OR NEW.status = 'accepted') EXECUTE FUNCTION bump_catalogue_generation();
--> statement-breakpoint
CREATE TRIGGER supplier_special_offers_bump_generation_del AFTER DELETE ON "supplier_special_offers"
  FOR EACH ROW WHEN (OLD.status = 'accepted') EXECUTE FUNCTION bump_catalogue_generation();
--> statement-breakpoint
CREATE TABLE "supplier_consultants" (
	"id" serial PRIMARY KEY NOT NULL,
	"supplier_id" integer NOT NULL,
	"category_id" integer,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"hours" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "supplier_consultants" ADD CONSTRAINT "supplier_consultants_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplier_consultants" ADD CONSTRAINT "supplier_consultants_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "supplier_consultants_scope_key" ON "supplier_consultants" USING btree ("supplier_id",COALESCE("category_id", 0));
--> statement-breakpoint
-- The product page shows the supplier's consultant (kept pages follow the generation, decision 0085).
CREATE TRIGGER supplier_consultants_bump_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "supplier_consultants"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_generation();
