CREATE TABLE "chat_operator_state" (
	"session_id" integer PRIMARY KEY NOT NULL,
	"read_message_id" integer DEFAULT 0 NOT NULL,
	"closed_message_id" integer,
	"consultant_account_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_operator_state" ADD CONSTRAINT "chat_operator_state_session_id_chat_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."chat_sessions"("id") ON DELETE no action ON UPDATE no action;