CREATE TABLE "account_forms" (
	"account_id" integer NOT NULL,
	"form" text NOT NULL,
	"values" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_forms_account_id_form_pk" PRIMARY KEY("account_id","form")
);
--> statement-breakpoint
CREATE TABLE "csp_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_query" text NOT NULL,
	"inn" text NOT NULL,
	"challenge" text NOT NULL,
	"ip" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "csp_challenges_id_query_unique" UNIQUE("id_query")
);
--> statement-breakpoint
CREATE TABLE "championship_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"photo" text NOT NULL,
	"date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "championship_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"season_id" integer NOT NULL,
	"kind" text NOT NULL,
	"album" text DEFAULT '' NOT NULL,
	"title" text NOT NULL,
	"picture" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "championship_seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"body" text NOT NULL,
	"venue" text NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"photo" text NOT NULL,
	"results" jsonb NOT NULL,
	CONSTRAINT "championship_seasons_year_unique" UNIQUE("year")
);
--> statement-breakpoint
CREATE TABLE "chat_consultants" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" text NOT NULL,
	"photo" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_forms" ADD CONSTRAINT "account_forms_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "championship_items" ADD CONSTRAINT "championship_items_season_id_championship_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."championship_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "championship_media" ADD CONSTRAINT "championship_media_season_id_championship_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."championship_seasons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_consultants" ADD CONSTRAINT "chat_consultants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "csp_challenges_ip_idx" ON "csp_challenges" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "championship_items_season_idx" ON "championship_items" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "championship_media_season_idx" ON "championship_media" USING btree ("season_id","kind");