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
CREATE INDEX "csp_challenges_ip_idx" ON "csp_challenges" USING btree ("ip","created_at");