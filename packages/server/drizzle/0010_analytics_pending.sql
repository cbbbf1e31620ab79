CREATE TABLE "analytics_pending" (
	"event_id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
