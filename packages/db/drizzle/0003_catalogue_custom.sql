-- Catalogue generation counter: every change of products, their characteristics, price
-- levels, categories or filter pages bumps it, so that caches keyed by it never serve stale data.
INSERT INTO "catalogue_generation" ("id", "value") VALUES (1, 1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bump_catalogue_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalogue_generation (id, value) VALUES (1, 1)
  ON CONFLICT (id) DO UPDATE SET value = catalogue_generation.value + 1;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER products_bump_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_generation();
--> statement-breakpoint
CREATE TRIGGER product_characteristics_bump_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "product_characteristics"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_generation();
--> statement-breakpoint
CREATE TRIGGER price_levels_bump_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "price_levels"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_generation();
--> statement-breakpoint
CREATE TRIGGER categories_bump_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "categories"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_generation();
--> statement-breakpoint
CREATE TRIGGER suppliers_bump_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "suppliers"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_generation();
--> statement-breakpoint
CREATE TRIGGER catalog_filter_pages_bump_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "catalog_filter_pages"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_generation();
--> statement-breakpoint
CREATE TRIGGER banners_bump_generation AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "banners"
  FOR EACH STATEMENT EXECUTE FUNCTION bump_catalogue_generation();
