CREATE TABLE "chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_id" integer NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"offline" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"client_id" text NOT NULL,
	"contact" text DEFAULT '' NOT NULL,
	"visitor_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"guid" text NOT NULL,
	"client_id" text NOT NULL,
	"session_id" text NOT NULL,
	"event_type" text NOT NULL,
	"event_name" text NOT NULL,
	"location" text NOT NULL,
	"event" jsonb NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sequence" integer,
	CONSTRAINT "analytics_events_guid_unique" UNIQUE("guid")
);
--> statement-breakpoint
CREATE TABLE "lease_fines" (
	"id" serial PRIMARY KEY NOT NULL,
	"contract_number" text NOT NULL,
	"inn" text NOT NULL,
	"resolution" text NOT NULL,
	"date" date NOT NULL,
	"article" text NOT NULL,
	"vehicle" text NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"paid" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"client_id" text,
	"payload" jsonb NOT NULL,
	"fingerprint" text NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"response" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_requests_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "utm_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"client_id" text NOT NULL,
	"utm_source" text DEFAULT '' NOT NULL,
	"utm_medium" text DEFAULT '' NOT NULL,
	"utm_campaign" text DEFAULT '' NOT NULL,
	"utm_content" text DEFAULT '' NOT NULL,
	"utm_term" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "department_contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"person" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"address" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"package_code" text NOT NULL,
	"title" text NOT NULL,
	"url" text NOT NULL,
	"mime_type" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "documents_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"question" text NOT NULL,
	"answer" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_marks" (
	"id" serial PRIMARY KEY NOT NULL,
	"faq_id" integer NOT NULL,
	"client_id" text NOT NULL,
	"useful" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"photo" text NOT NULL,
	"url" text NOT NULL,
	"date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"full_description" text DEFAULT '' NOT NULL,
	"meta_title" text DEFAULT '' NOT NULL,
	"meta_description" text DEFAULT '' NOT NULL,
	"meta_keywords" text DEFAULT '' NOT NULL,
	"canonical" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"h1" text DEFAULT '' NOT NULL,
	"h2" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"custom_html" text DEFAULT '' NOT NULL,
	"url_redirect" text DEFAULT '' NOT NULL,
	"date" date,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pages_url_unique" UNIQUE("url")
);
--> statement-breakpoint
CREATE TABLE "selling_points" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL,
	"icon" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vacancies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"city" text NOT NULL,
	"department" text NOT NULL,
	"salary" text NOT NULL,
	"description" text NOT NULL,
	"duties" jsonb NOT NULL,
	"requirements" jsonb NOT NULL,
	"date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "streets" (
	"id" serial PRIMARY KEY NOT NULL,
	"fias_id" text NOT NULL,
	"city_id" integer NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"postal_code" text NOT NULL,
	"search_key" text NOT NULL,
	CONSTRAINT "streets_fias_id_unique" UNIQUE("fias_id")
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "faq_marks" ADD CONSTRAINT "faq_marks_faq_id_faq_items_id_fk" FOREIGN KEY ("faq_id") REFERENCES "public"."faq_items"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "streets" ADD CONSTRAINT "streets_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_session_idx" ON "chat_messages" USING btree ("session_id","id");--> statement-breakpoint
CREATE INDEX "chat_sessions_client_idx" ON "chat_sessions" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "analytics_events_received_idx" ON "analytics_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "lease_fines_contract_idx" ON "lease_fines" USING btree ("contract_number");--> statement-breakpoint
CREATE INDEX "lease_fines_inn_idx" ON "lease_fines" USING btree ("inn");--> statement-breakpoint
CREATE INDEX "service_requests_kind_idx" ON "service_requests" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "service_requests_fingerprint_idx" ON "service_requests" USING btree ("fingerprint","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "utm_marks_uid_idx" ON "utm_marks" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "documents_package_idx" ON "documents" USING btree ("package_code");--> statement-breakpoint
CREATE INDEX "faq_items_type_idx" ON "faq_items" USING btree ("type");--> statement-breakpoint
CREATE UNIQUE INDEX "faq_marks_faq_client_idx" ON "faq_marks" USING btree ("faq_id","client_id");--> statement-breakpoint
CREATE INDEX "selling_points_code_idx" ON "selling_points" USING btree ("code");--> statement-breakpoint
CREATE INDEX "streets_city_idx" ON "streets" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "streets_search_key_idx" ON "streets" USING btree ("search_key");