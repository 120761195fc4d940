CREATE TABLE "banners" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" text,
	"id_pagemapper" integer,
	"title" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"url" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_filter_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"parent_id" integer,
	"alias" text NOT NULL,
	"title" text NOT NULL,
	"h1" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"friendly_url" text NOT NULL,
	"old_url" text NOT NULL,
	"filter" jsonb NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "catalog_filter_pages_alias_unique" UNIQUE("alias"),
	CONSTRAINT "catalog_filter_pages_friendly_url_unique" UNIQUE("friendly_url")
);
--> statement-breakpoint
CREATE TABLE "catalogue_generation" (
	"id" integer PRIMARY KEY NOT NULL,
	"value" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "viewed_products" (
	"client_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "viewed_products_client_id_product_id_pk" PRIMARY KEY("client_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "catalog_filter_pages" ADD CONSTRAINT "catalog_filter_pages_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewed_products" ADD CONSTRAINT "viewed_products_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "banners_page_idx" ON "banners" USING btree ("page_id");--> statement-breakpoint
CREATE INDEX "banners_pagemapper_idx" ON "banners" USING btree ("id_pagemapper");--> statement-breakpoint
CREATE INDEX "catalog_filter_pages_category_idx" ON "catalog_filter_pages" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "viewed_products_client_idx" ON "viewed_products" USING btree ("client_id","viewed_at");