CREATE TABLE "analytics_known_visitors" (
	"company_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	CONSTRAINT "analytics_known_visitors_pkey" PRIMARY KEY("company_id","visitor")
);
--> statement-breakpoint
CREATE TABLE "analytics_page_anonymous_daily" (
	"company_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"widget_id" uuid NOT NULL,
	"recording_id" uuid DEFAULT '00000000-0000-0000-0000-000000000000' NOT NULL,
	"dim" text DEFAULT '' NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	"seconds" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_page_anonymous_daily_pkey" PRIMARY KEY("company_id","page_id","day","type","widget_id","recording_id","dim")
);
--> statement-breakpoint
CREATE TABLE "analytics_pending_visitors" (
	"company_id" uuid NOT NULL,
	"visitor" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_widget_anonymous_daily" (
	"company_id" uuid NOT NULL,
	"widget_id" uuid NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"recording_id" uuid DEFAULT '00000000-0000-0000-0000-000000000000' NOT NULL,
	"dim" text DEFAULT '' NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	"seconds" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_widget_anonymous_daily_pkey" PRIMARY KEY("company_id","widget_id","day","type","recording_id","dim")
);
--> statement-breakpoint
-- Hand-written (issue 14, docs/analytics.md): each gate submission with an e-mail notes its
-- visitor for the rollup pass, in the submission's transaction, whichever code inserts it.
CREATE FUNCTION analytics_note_known_visitor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO analytics_pending_visitors (company_id, visitor) VALUES (NEW.company_id, NEW.visitor);
	RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER gate_submissions_note_known_visitor AFTER INSERT ON gate_submissions
FOR EACH ROW WHEN (NEW.email <> '') EXECUTE FUNCTION analytics_note_known_visitor();--> statement-breakpoint
-- The visitors known so far: who gave a gate an e-mail, or came by a prospect's link.
INSERT INTO analytics_known_visitors (company_id, visitor)
SELECT company_id, visitor FROM gate_submissions WHERE email <> ''
UNION
SELECT e.company_id, e.visitor FROM prospect_events e
JOIN page_relationships pr ON pr.id = e.relationship_id AND pr.prospect_id IS NOT NULL;--> statement-breakpoint
-- The anonymous rollups of the events rolled up so far (those still noted are the pass's to add).
CREATE TEMPORARY TABLE anonymous_facts AS
SELECT e.company_id, e.widget_id, e.page_id, (e.occurred_at AT TIME ZONE 'UTC')::date AS day, e.type,
       f.recording_id, f.dim, f.events, f.seconds
FROM prospect_events e
LEFT JOIN recordings r ON e.type = 'watch' AND r.id = (e.data->>'recordingId')::uuid
CROSS JOIN LATERAL analytics_facts(e.type, e.data, r.duration_seconds) f
WHERE NOT EXISTS (SELECT 1 FROM analytics_known_visitors k WHERE k.company_id = e.company_id AND k.visitor = e.visitor)
  AND NOT EXISTS (SELECT 1 FROM analytics_pending p WHERE p.event_id = e.id AND p.occurred_at = e.occurred_at);--> statement-breakpoint
INSERT INTO analytics_widget_anonymous_daily (company_id, widget_id, day, type, recording_id, dim, events, seconds)
SELECT company_id, widget_id, day, type, recording_id, dim, sum(events), sum(seconds)
FROM anonymous_facts GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO analytics_page_anonymous_daily (company_id, page_id, day, type, widget_id, recording_id, dim, events, seconds)
SELECT company_id, page_id, day, type, widget_id, recording_id, dim, sum(events), sum(seconds)
FROM anonymous_facts WHERE page_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
DROP TABLE anonymous_facts;
