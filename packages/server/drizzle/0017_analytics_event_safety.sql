CREATE TABLE "analytics_unverified_visitors" (
	"company_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"email" text NOT NULL,
	"given_at" timestamp with time zone NOT NULL,
	CONSTRAINT "analytics_unverified_visitors_pkey" PRIMARY KEY("company_id","visitor")
);
--> statement-breakpoint
CREATE TABLE "prospect_event_ids" (
	"company_id" uuid NOT NULL,
	"id" uuid NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	CONSTRAINT "prospect_event_ids_pkey" PRIMARY KEY("company_id","id")
);
--> statement-breakpoint
CREATE INDEX "analytics_unverified_visitors_email_idx" ON "analytics_unverified_visitors" USING btree ("company_id",lower("email"));--> statement-breakpoint
CREATE INDEX "prospect_event_ids_occurred_idx" ON "prospect_event_ids" USING brin ("occurred_at");--> statement-breakpoint
-- Hand-written (issue 26, docs/analytics.md). Whether a gate's address can name a visitor: one
-- address, nothing that reads as markup, a phone number or a list (the gate refuses those too).
CREATE FUNCTION analytics_is_address(email text) RETURNS boolean LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT length(email) <= 254
		AND email ~ '^[^[:space:]<>()\[\]\\,;:"@]+@[^[:space:]<>()\[\]\\,;:"@]+\.[^[:space:]<>()\[\]\\,;:"@.]{2,}$'
$$;--> statement-breakpoint
-- Issue 26 §6: only an address the gate let through (allowed, or a two-factor link confirmed)
-- names a visitor; one given a two-factor gate and not confirmed yet is kept apart, as unverified.
-- Refused and redirected addresses name nobody.
CREATE OR REPLACE FUNCTION analytics_note_known_visitor() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF NEW.outcome IN ('allowed', 'confirmed') AND analytics_is_address(NEW.email) THEN
		INSERT INTO analytics_pending_visitors (company_id, visitor, email, given_at)
		VALUES (NEW.company_id, NEW.visitor, NEW.email, NEW.created_at);
	ELSIF NEW.outcome = 'verify' AND analytics_is_address(NEW.email) THEN
		INSERT INTO analytics_unverified_visitors AS u (company_id, visitor, email, given_at)
		VALUES (NEW.company_id, NEW.visitor, NEW.email, NEW.created_at)
		ON CONFLICT (company_id, visitor) DO UPDATE SET email = excluded.email, given_at = excluded.given_at
		WHERE excluded.given_at >= u.given_at;
	END IF;
	RETURN NULL;
END $$;--> statement-breakpoint
-- Issue 26 §3 and §9, the events stored so far. Repaired: a later copy of an id the company already
-- has (the first received is kept), and a time no clock could have sent (after it was received, by
-- more than ten minutes, or before 2000), which takes the time it was received. What the rollups
-- hold of each is taken back; a repaired time is noted again for the next rollup pass.
CREATE TEMPORARY TABLE analytics_repair AS
SELECT e.id, e.company_id, e.widget_id, e.type, e.visitor, e.page_id, e.relationship_id, e.occurred_at,
	e.received_at, e.data, e.rn > 1 AS duplicate,
	EXISTS (SELECT 1 FROM analytics_pending p WHERE p.event_id = e.id AND p.occurred_at = e.occurred_at) AS pending
FROM (
	SELECT e.*, row_number() OVER (PARTITION BY e.company_id, e.id ORDER BY e.received_at, e.occurred_at) AS rn
	FROM prospect_events e
) e
WHERE e.rn > 1 OR e.occurred_at > e.received_at + interval '10 minutes'
	OR e.occurred_at < timestamptz '2000-01-01 00:00:00+00';--> statement-breakpoint
CREATE TEMPORARY TABLE analytics_repair_facts AS
SELECT x.company_id, x.widget_id, x.page_id, coalesce(x.relationship_id, '00000000-0000-0000-0000-000000000000'::uuid) AS relationship_id,
	(x.occurred_at AT TIME ZONE 'UTC')::date AS day, x.type, f.recording_id, f.dim, -f.events AS events, -f.seconds AS seconds,
	EXISTS (SELECT 1 FROM analytics_known_visitors k WHERE k.company_id = x.company_id AND k.visitor = x.visitor) AS known
FROM analytics_repair x
LEFT JOIN recordings r ON x.type = 'watch' AND r.id = (x.data->>'recordingId')::uuid
CROSS JOIN LATERAL analytics_facts(x.type, x.data, r.duration_seconds) f
WHERE NOT x.pending;--> statement-breakpoint
INSERT INTO analytics_widget_daily AS d (company_id, widget_id, day, type, recording_id, dim, events, seconds)
SELECT company_id, widget_id, day, type, recording_id, dim, sum(events), sum(seconds) FROM analytics_repair_facts
GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
ON CONFLICT (company_id, widget_id, day, type, recording_id, dim) DO UPDATE SET events = d.events + excluded.events,
	seconds = CASE WHEN d.events + excluded.events = 0 THEN 0 ELSE d.seconds + excluded.seconds END;--> statement-breakpoint
INSERT INTO analytics_company_daily AS d (company_id, type, day, recording_id, dim, events, seconds)
SELECT company_id, type, day, recording_id, dim, sum(events), sum(seconds) FROM analytics_repair_facts
GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
ON CONFLICT (company_id, type, day, recording_id, dim) DO UPDATE SET events = d.events + excluded.events,
	seconds = CASE WHEN d.events + excluded.events = 0 THEN 0 ELSE d.seconds + excluded.seconds END;--> statement-breakpoint
INSERT INTO analytics_page_total_daily AS d (company_id, page_id, day, type, widget_id, recording_id, dim, events, seconds)
SELECT company_id, page_id, day, type, widget_id, recording_id, dim, sum(events), sum(seconds) FROM analytics_repair_facts
WHERE page_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
ON CONFLICT (company_id, page_id, day, type, widget_id, recording_id, dim) DO UPDATE SET events = d.events + excluded.events,
	seconds = CASE WHEN d.events + excluded.events = 0 THEN 0 ELSE d.seconds + excluded.seconds END;--> statement-breakpoint
INSERT INTO analytics_page_daily AS d (company_id, page_id, day, relationship_id, type, widget_id, recording_id, dim, events, seconds)
SELECT company_id, page_id, day, relationship_id, type, widget_id, recording_id, dim, sum(events), sum(seconds) FROM analytics_repair_facts
WHERE page_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8
ON CONFLICT (company_id, page_id, day, relationship_id, type, widget_id, recording_id, dim) DO UPDATE SET events = d.events + excluded.events,
	seconds = CASE WHEN d.events + excluded.events = 0 THEN 0 ELSE d.seconds + excluded.seconds END;--> statement-breakpoint
INSERT INTO analytics_widget_anonymous_daily AS d (company_id, widget_id, day, type, recording_id, dim, events, seconds)
SELECT company_id, widget_id, day, type, recording_id, dim, sum(events), sum(seconds) FROM analytics_repair_facts
WHERE NOT known GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
ON CONFLICT (company_id, widget_id, day, type, recording_id, dim) DO UPDATE SET events = d.events + excluded.events,
	seconds = CASE WHEN d.events + excluded.events = 0 THEN 0 ELSE d.seconds + excluded.seconds END;--> statement-breakpoint
INSERT INTO analytics_page_anonymous_daily AS d (company_id, page_id, day, type, widget_id, recording_id, dim, events, seconds)
SELECT company_id, page_id, day, type, widget_id, recording_id, dim, sum(events), sum(seconds) FROM analytics_repair_facts
WHERE NOT known AND page_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
ON CONFLICT (company_id, page_id, day, type, widget_id, recording_id, dim) DO UPDATE SET events = d.events + excluded.events,
	seconds = CASE WHEN d.events + excluded.events = 0 THEN 0 ELSE d.seconds + excluded.seconds END;--> statement-breakpoint
UPDATE analytics_visitors v SET events = v.events - g.n
FROM (SELECT company_id, visitor, count(*) AS n FROM analytics_repair WHERE NOT pending GROUP BY 1, 2) g
WHERE v.company_id = g.company_id AND v.visitor = g.visitor;--> statement-breakpoint
UPDATE analytics_widget_visitors v SET events = v.events - g.n
FROM (SELECT company_id, widget_id, visitor, count(*) AS n FROM analytics_repair WHERE NOT pending GROUP BY 1, 2, 3) g
WHERE v.company_id = g.company_id AND v.widget_id = g.widget_id AND v.visitor = g.visitor;--> statement-breakpoint
DELETE FROM prospect_events e USING analytics_repair x
WHERE x.duplicate AND e.id = x.id AND e.occurred_at = x.occurred_at AND e.company_id = x.company_id;--> statement-breakpoint
DELETE FROM analytics_pending p USING analytics_repair x
WHERE x.duplicate AND p.event_id = x.id AND p.occurred_at = x.occurred_at;--> statement-breakpoint
UPDATE analytics_pending p SET occurred_at = x.received_at FROM analytics_repair x
WHERE NOT x.duplicate AND x.pending AND p.event_id = x.id AND p.occurred_at = x.occurred_at;--> statement-breakpoint
UPDATE prospect_events e SET occurred_at = e.received_at FROM analytics_repair x
WHERE NOT x.duplicate AND e.id = x.id AND e.occurred_at = x.occurred_at AND e.company_id = x.company_id;--> statement-breakpoint
INSERT INTO analytics_pending (event_id, occurred_at)
SELECT id, received_at FROM analytics_repair WHERE NOT duplicate AND NOT pending;--> statement-breakpoint
-- First and last seen again from the events themselves (the next pass only moves them outwards).
UPDATE analytics_visitors v SET first_seen = s.first_seen, last_seen = s.last_seen
FROM (
	SELECT e.company_id, e.visitor, min(e.occurred_at) AS first_seen, max(e.occurred_at) AS last_seen
	FROM prospect_events e JOIN (SELECT DISTINCT company_id, visitor FROM analytics_repair) x
		ON x.company_id = e.company_id AND x.visitor = e.visitor
	GROUP BY 1, 2
) s
WHERE v.company_id = s.company_id AND v.visitor = s.visitor;--> statement-breakpoint
UPDATE analytics_widget_visitors v SET last_seen = s.last_seen
FROM (
	SELECT e.company_id, e.widget_id, e.visitor, max(e.occurred_at) AS last_seen
	FROM prospect_events e JOIN (SELECT DISTINCT company_id, visitor FROM analytics_repair) x
		ON x.company_id = e.company_id AND x.visitor = e.visitor
	GROUP BY 1, 2, 3
) s
WHERE v.company_id = s.company_id AND v.widget_id = s.widget_id AND v.visitor = s.visitor;--> statement-breakpoint
DROP TABLE analytics_repair_facts;--> statement-breakpoint
DROP TABLE analytics_repair;--> statement-breakpoint
-- Each id the companies have, once (the ingest stores an event only when its id is new).
INSERT INTO prospect_event_ids (company_id, id, occurred_at)
SELECT company_id, id, occurred_at FROM prospect_events ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Issue 26 §6, the visitors known so far: one made known by an address the gate refused, did not
-- let through or that names nobody (and by no prospect's link) is anonymous again, and its events
-- rolled up so far go back into the anonymous rollups; the others are named by their latest
-- address the gate let through.
CREATE TEMPORARY TABLE analytics_unknown AS
SELECT k.company_id, k.visitor FROM analytics_known_visitors k
WHERE k.relationship_id IS NULL
	AND NOT EXISTS (SELECT 1 FROM gate_submissions g WHERE g.company_id = k.company_id AND g.visitor = k.visitor
		AND g.outcome IN ('allowed', 'confirmed') AND analytics_is_address(g.email))
	AND NOT EXISTS (SELECT 1 FROM prospect_events e JOIN page_relationships pr ON pr.id = e.relationship_id
		AND pr.prospect_id IS NOT NULL WHERE e.company_id = k.company_id AND e.visitor = k.visitor);--> statement-breakpoint
CREATE TEMPORARY TABLE analytics_unknown_facts AS
SELECT e.company_id, e.widget_id, e.page_id, (e.occurred_at AT TIME ZONE 'UTC')::date AS day, e.type,
	f.recording_id, f.dim, f.events, f.seconds
FROM analytics_unknown u
JOIN prospect_events e ON e.company_id = u.company_id AND e.visitor = u.visitor
LEFT JOIN recordings r ON e.type = 'watch' AND r.id = (e.data->>'recordingId')::uuid
CROSS JOIN LATERAL analytics_facts(e.type, e.data, r.duration_seconds) f
WHERE NOT EXISTS (SELECT 1 FROM analytics_pending p WHERE p.event_id = e.id AND p.occurred_at = e.occurred_at);--> statement-breakpoint
INSERT INTO analytics_widget_anonymous_daily AS d (company_id, widget_id, day, type, recording_id, dim, events, seconds)
SELECT company_id, widget_id, day, type, recording_id, dim, sum(events), sum(seconds) FROM analytics_unknown_facts
GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
ON CONFLICT (company_id, widget_id, day, type, recording_id, dim) DO UPDATE SET events = d.events + excluded.events,
	seconds = d.seconds + excluded.seconds;--> statement-breakpoint
INSERT INTO analytics_page_anonymous_daily AS d (company_id, page_id, day, type, widget_id, recording_id, dim, events, seconds)
SELECT company_id, page_id, day, type, widget_id, recording_id, dim, sum(events), sum(seconds) FROM analytics_unknown_facts
WHERE page_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7 ORDER BY 1, 2, 3, 4, 5, 6, 7
ON CONFLICT (company_id, page_id, day, type, widget_id, recording_id, dim) DO UPDATE SET events = d.events + excluded.events,
	seconds = d.seconds + excluded.seconds;--> statement-breakpoint
DELETE FROM analytics_known_visitors k USING analytics_unknown u
WHERE k.company_id = u.company_id AND k.visitor = u.visitor;--> statement-breakpoint
UPDATE analytics_known_visitors k SET email = coalesce(g.email, ''), email_given_at = g.created_at
FROM (
	SELECT k.company_id, k.visitor, g.email, g.created_at FROM analytics_known_visitors k
	LEFT JOIN LATERAL (
		SELECT g.email, g.created_at FROM gate_submissions g
		WHERE g.company_id = k.company_id AND g.visitor = k.visitor
			AND g.outcome IN ('allowed', 'confirmed') AND analytics_is_address(g.email)
		ORDER BY g.created_at DESC LIMIT 1
	) g ON true
) g
WHERE k.company_id = g.company_id AND k.visitor = g.visitor
	AND (k.email IS DISTINCT FROM coalesce(g.email, '') OR k.email_given_at IS DISTINCT FROM g.created_at);--> statement-breakpoint
DROP TABLE analytics_unknown_facts;--> statement-breakpoint
DROP TABLE analytics_unknown;--> statement-breakpoint
-- Notes of addresses that name nobody, taken by no pass yet, are dropped.
DELETE FROM analytics_pending_visitors p
WHERE NOT EXISTS (SELECT 1 FROM gate_submissions g WHERE g.company_id = p.company_id AND g.visitor = p.visitor
	AND g.email = p.email AND g.outcome IN ('allowed', 'confirmed') AND analytics_is_address(g.email));--> statement-breakpoint
-- Who gave a two-factor gate an address and has not confirmed it: the latest such address of each.
INSERT INTO analytics_unverified_visitors (company_id, visitor, email, given_at)
SELECT DISTINCT ON (company_id, visitor) company_id, visitor, email, created_at FROM gate_submissions
WHERE outcome = 'verify' AND analytics_is_address(email)
ORDER BY company_id, visitor, created_at DESC
ON CONFLICT DO NOTHING;
