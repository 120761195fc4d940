CREATE TABLE "calc_conditions" (
	"id" serial PRIMARY KEY NOT NULL,
	"category_id" integer NOT NULL,
	"guid" text NOT NULL,
	"min_advance" smallint NOT NULL,
	"max_advance" smallint NOT NULL,
	"default_advance" smallint NOT NULL,
	"min_term" smallint NOT NULL,
	"max_term" smallint NOT NULL,
	"default_term" smallint NOT NULL,
	"rate_bp" integer NOT NULL,
	CONSTRAINT "calc_conditions_category_id_unique" UNIQUE("category_id"),
	CONSTRAINT "calc_conditions_guid_unique" UNIQUE("guid"),
	CONSTRAINT "calc_conditions_advance_check" CHECK ("calc_conditions"."min_advance" <= "calc_conditions"."default_advance" and "calc_conditions"."default_advance" <= "calc_conditions"."max_advance"),
	CONSTRAINT "calc_conditions_term_check" CHECK ("calc_conditions"."min_term" <= "calc_conditions"."default_term" and "calc_conditions"."default_term" <= "calc_conditions"."max_term")
);
--> statement-breakpoint
CREATE TABLE "kp_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"file_title" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"size" integer NOT NULL,
	"client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"product_id" integer NOT NULL,
	"price_level_id" integer,
	"quantity" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cart_lines_client_product_key" UNIQUE("client_id","product_id")
);
--> statement-breakpoint
ALTER TABLE "calc_conditions" ADD CONSTRAINT "calc_conditions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_price_level_id_price_levels_id_fk" FOREIGN KEY ("price_level_id") REFERENCES "public"."price_levels"("id") ON DELETE set null ON UPDATE no action;