-- What the reminder sweep has told (issue 37, decision 0174): payments due in 3 days and overdue,
-- attorneys expiring in 14 days, each at most once per event and subject.
CREATE TABLE "announced_events" (
	"event" text NOT NULL,
	"subject_id" integer NOT NULL,
	"announced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "announced_events_event_subject_id_pk" PRIMARY KEY("event","subject_id")
);
