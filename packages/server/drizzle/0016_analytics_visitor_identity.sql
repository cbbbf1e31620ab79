CREATE TABLE "analytics_page_total_daily" (
	"company_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"widget_id" uuid NOT NULL,
	"recording_id" uuid DEFAULT '00000000-0000-0000-0000-000000000000' NOT NULL,
	"dim" text DEFAULT '' NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	"seconds" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_page_total_daily_pkey" PRIMARY KEY("company_id","page_id","day","type","widget_id","recording_id","dim")
);
--> statement-breakpoint
ALTER TABLE "analytics_known_visitors" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_known_visitors" ADD COLUMN "email_given_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "analytics_known_visitors" ADD COLUMN "relationship_id" uuid;--> statement-breakpoint
ALTER TABLE "analytics_pending_visitors" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "analytics_pending_visitors" ADD COLUMN "given_at" timestamp with time zone;--> statement-breakpoint
-- Hand-written (issue 14, docs/analytics.md): a gate's e-mail is noted with its visitor and time,
-- so the rollup pass keeps each known visitor's latest e-mail beside them.
CREATE OR REPLACE FUNCTION analytics_note_known_visitor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO analytics_pending_visitors (company_id, visitor, email, given_at)
	VALUES (NEW.company_id, NEW.visitor, NEW.email, NEW.created_at);
	RETURN NULL;
END $$;--> statement-breakpoint
-- Who the visitors known so far are: the latest e-mail each gave a gate, and the link each came by.
UPDATE analytics_known_visitors k SET email = g.email, email_given_at = g.created_at
FROM (
	SELECT DISTINCT ON (company_id, visitor) company_id, visitor, email, created_at
	FROM gate_submissions WHERE email <> ''
	ORDER BY company_id, visitor, created_at DESC
) g
WHERE g.company_id = k.company_id AND g.visitor = k.visitor;--> statement-breakpoint
UPDATE analytics_pending_visitors p SET email = g.email, given_at = g.created_at
FROM (
	SELECT DISTINCT ON (company_id, visitor) company_id, visitor, email, created_at
	FROM gate_submissions WHERE email <> ''
	ORDER BY company_id, visitor, created_at DESC
) g
WHERE g.company_id = p.company_id AND g.visitor = p.visitor;--> statement-breakpoint
UPDATE analytics_known_visitors k SET relationship_id = v.relationship_id
FROM analytics_visitors v
WHERE v.company_id = k.company_id AND v.visitor = k.visitor AND v.relationship_id IS NOT NULL;--> statement-breakpoint
-- The page rollup of every link together, from the page rollup so far (the pass adds the rest).
INSERT INTO analytics_page_total_daily (company_id, page_id, day, type, widget_id, recording_id, dim, events, seconds)
SELECT company_id, page_id, day, type, widget_id, recording_id, dim, sum(events), sum(seconds)
FROM analytics_page_daily GROUP BY 1, 2, 3, 4, 5, 6, 7;
