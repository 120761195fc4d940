CREATE TYPE "public"."characteristic_kind" AS ENUM('range', 'select', 'bool');--> statement-breakpoint
CREATE TYPE "public"."supplier_kind" AS ENUM('producer', 'dealer');--> statement-breakpoint
CREATE TYPE "public"."account_role" AS ENUM('client', 'supplier', 'agent', 'factoring-supplier', 'factoring-customer', 'ppk-reo', 'manager');--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"title" text NOT NULL,
	"uri" text NOT NULL,
	"icon" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "categories_uri_unique" UNIQUE("uri")
);
--> statement-breakpoint
CREATE TABLE "characteristics" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"unit" text DEFAULT '' NOT NULL,
	"kind" characteristic_kind NOT NULL,
	CONSTRAINT "characteristics_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "price_levels" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"value" integer NOT NULL,
	"sort" smallint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_characteristics" (
	"product_id" integer NOT NULL,
	"characteristic_id" integer NOT NULL,
	"value_num" double precision,
	"value_text" text
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"supplier_id" integer NOT NULL,
	"title" text NOT NULL,
	"brand" text NOT NULL,
	"model" text NOT NULL,
	"year" smallint NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"image" text NOT NULL,
	"is_monthly_offer" boolean DEFAULT false NOT NULL,
	"is_special_offer" boolean DEFAULT false NOT NULL,
	"is_buy_now" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('russian', coalesce(title, '') || ' ' || coalesce(brand, '') || ' ' || coalesce(model, '')), 'A') || setweight(to_tsvector('russian', coalesce(description, '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "sale_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"uri" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sale_categories_uri_unique" UNIQUE("uri")
);
--> statement-breakpoint
CREATE TABLE "sale_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_category_id" integer NOT NULL,
	"title" text NOT NULL,
	"year" smallint NOT NULL,
	"price" integer NOT NULL,
	"city" text NOT NULL,
	"region_fias_id" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"listed_on" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"inn" text NOT NULL,
	"ogrn" text NOT NULL,
	"kpp" text NOT NULL,
	"kind" "supplier_kind" NOT NULL,
	"city" text NOT NULL,
	"region_fias_id" text NOT NULL,
	"description" text NOT NULL,
	"is_accredited" boolean DEFAULT true NOT NULL,
	CONSTRAINT "suppliers_inn_unique" UNIQUE("inn")
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"date" date NOT NULL,
	"photo" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "branches" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"region_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" serial PRIMARY KEY NOT NULL,
	"fias_id" text NOT NULL,
	"title" text NOT NULL,
	"region_id" integer NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"population" integer NOT NULL,
	"search_key" text NOT NULL,
	CONSTRAINT "cities_fias_id_unique" UNIQUE("fias_id")
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"fias_id" text NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"title_with_type" text NOT NULL,
	"sort_key" text NOT NULL,
	CONSTRAINT "regions_fias_id_unique" UNIQUE("fias_id")
);
--> statement-breakpoint
CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"login" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "account_role" NOT NULL,
	"is_accredited" boolean DEFAULT false NOT NULL,
	"company_title" text NOT NULL,
	"inn" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_login_unique" UNIQUE("login")
);
--> statement-breakpoint
CREATE TABLE "seed_state" (
	"seed" integer NOT NULL,
	"scale" text NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_levels" ADD CONSTRAINT "price_levels_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_characteristics" ADD CONSTRAINT "product_characteristics_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_characteristics" ADD CONSTRAINT "product_characteristics_characteristic_id_characteristics_id_fk" FOREIGN KEY ("characteristic_id") REFERENCES "public"."characteristics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_lots" ADD CONSTRAINT "sale_lots_sale_category_id_sale_categories_id_fk" FOREIGN KEY ("sale_category_id") REFERENCES "public"."sale_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "branches" ADD CONSTRAINT "branches_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "price_levels_product_idx" ON "price_levels" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_characteristics_product_idx" ON "product_characteristics" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "product_characteristics_value_idx" ON "product_characteristics" USING btree ("characteristic_id","value_num");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "products_supplier_idx" ON "products" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search");--> statement-breakpoint
CREATE INDEX "products_title_trgm_idx" ON "products" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "sale_lots_category_idx" ON "sale_lots" USING btree ("sale_category_id");--> statement-breakpoint
CREATE INDEX "branches_region_idx" ON "branches" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "cities_search_key_idx" ON "cities" USING btree ("search_key");--> statement-breakpoint
CREATE INDEX "cities_region_idx" ON "cities" USING btree ("region_id");