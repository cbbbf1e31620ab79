-- Issue 14 (docs/analytics.md): the visitor picker of one widget lists that widget's most recent
-- visitors from a rollup of its own, kept by the rollup applier, instead of looking for the widget
-- among each recent visitor's events (which read every event the widget ever had: 5,123 buffers,
-- 686 ms cold at ten million events).
CREATE TABLE "analytics_widget_visitors" (
	"company_id" uuid NOT NULL,
	"widget_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_widget_visitors_pkey" PRIMARY KEY("company_id","widget_id","visitor")
);
--> statement-breakpoint
CREATE INDEX "analytics_widget_visitors_seen_idx" ON "analytics_widget_visitors" USING btree ("company_id","widget_id","last_seen");;--> statement-breakpoint
-- Hand-written: each widget's visitors among the events stored so far (one pass over them).
INSERT INTO "analytics_widget_visitors" ("company_id", "widget_id", "visitor", "last_seen", "events")
SELECT "company_id", "widget_id", "visitor", max("occurred_at"), count(*)
FROM "prospect_events" GROUP BY 1, 2, 3;
