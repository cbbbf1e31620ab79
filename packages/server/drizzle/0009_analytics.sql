CREATE TABLE "analytics_page_daily" (
	"company_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"day" date NOT NULL,
	"relationship_id" uuid DEFAULT '00000000-0000-0000-0000-000000000000' NOT NULL,
	"type" text NOT NULL,
	"widget_id" uuid NOT NULL,
	"recording_id" uuid DEFAULT '00000000-0000-0000-0000-000000000000' NOT NULL,
	"dim" text DEFAULT '' NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	"seconds" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_page_daily_pkey" PRIMARY KEY("company_id","page_id","day","relationship_id","type","widget_id","recording_id","dim")
);
--> statement-breakpoint
CREATE TABLE "analytics_visitors" (
	"company_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	"relationship_id" uuid,
	CONSTRAINT "analytics_visitors_pkey" PRIMARY KEY("company_id","visitor")
);
--> statement-breakpoint
CREATE TABLE "analytics_widget_daily" (
	"company_id" uuid NOT NULL,
	"widget_id" uuid NOT NULL,
	"day" date NOT NULL,
	"type" text NOT NULL,
	"recording_id" uuid DEFAULT '00000000-0000-0000-0000-000000000000' NOT NULL,
	"dim" text DEFAULT '' NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	"seconds" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_widget_daily_pkey" PRIMARY KEY("company_id","widget_id","day","type","recording_id","dim")
);
--> statement-breakpoint
CREATE INDEX "analytics_page_daily_relationship_idx" ON "analytics_page_daily" USING btree ("relationship_id","day");--> statement-breakpoint
CREATE INDEX "analytics_widget_daily_company_type_idx" ON "analytics_widget_daily" USING btree ("company_id","type","day");--> statement-breakpoint
CREATE INDEX "analytics_visitors_seen_idx" ON "analytics_visitors" USING btree ("company_id","last_seen");--> statement-breakpoint
CREATE INDEX "analytics_visitors_relationship_idx" ON "analytics_visitors" USING btree ("relationship_id") WHERE "analytics_visitors"."relationship_id" is not null;--> statement-breakpoint
CREATE INDEX "gate_submissions_visitor_idx" ON "gate_submissions" USING btree ("company_id","visitor");--> statement-breakpoint
CREATE INDEX "gate_submissions_email_idx" ON "gate_submissions" USING btree ("company_id","email");--> statement-breakpoint
-- Hand-written (issue 14): prospect_events partitioned by month of occurred_at. A partitioned
-- table's keys hold the partition key, hence the primary key (id, occurred_at). The old table's
-- rows move over; months get their partition from prospect_events_partition(), which the ingest
-- calls before it writes a month it has not written yet; the default partition takes the rest
-- (clocks far off) and gives a month's rows to its partition when that is made.
ALTER TABLE "prospect_events" RENAME TO "prospect_events_unpartitioned";--> statement-breakpoint
ALTER TABLE "prospect_events_unpartitioned" RENAME CONSTRAINT "prospect_events_pkey" TO "prospect_events_unpartitioned_pkey";--> statement-breakpoint
ALTER TABLE "prospect_events_unpartitioned" RENAME CONSTRAINT "prospect_events_company_id_companies_id_fk" TO "prospect_events_unpartitioned_company_fk";--> statement-breakpoint
ALTER INDEX "prospect_events_widget_idx" RENAME TO "prospect_events_unpartitioned_widget_idx";--> statement-breakpoint
ALTER INDEX "prospect_events_visitor_idx" RENAME TO "prospect_events_unpartitioned_visitor_idx";--> statement-breakpoint
CREATE TABLE "prospect_events" (
	"id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"widget_id" uuid NOT NULL,
	"type" text NOT NULL,
	"visitor" text NOT NULL,
	"page_id" uuid,
	"relationship_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb NOT NULL,
	CONSTRAINT "prospect_events_pkey" PRIMARY KEY("id","occurred_at")
) PARTITION BY RANGE ("occurred_at");--> statement-breakpoint
ALTER TABLE "prospect_events" ADD CONSTRAINT "prospect_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "prospect_events_widget_idx" ON "prospect_events" USING btree ("company_id","widget_id","occurred_at");--> statement-breakpoint
CREATE INDEX "prospect_events_visitor_idx" ON "prospect_events" USING btree ("company_id","visitor");--> statement-breakpoint
CREATE INDEX "prospect_events_page_idx" ON "prospect_events" USING btree ("company_id","page_id","occurred_at") WHERE "prospect_events"."page_id" is not null;--> statement-breakpoint
CREATE INDEX "prospect_events_relationship_idx" ON "prospect_events" USING btree ("relationship_id","occurred_at") WHERE "prospect_events"."relationship_id" is not null;--> statement-breakpoint
CREATE INDEX "prospect_events_typed_idx" ON "prospect_events" USING btree ("company_id","widget_id","occurred_at") WHERE "prospect_events"."type" in ('answer', 'modalInput');--> statement-breakpoint
CREATE TABLE "prospect_events_default" PARTITION OF "prospect_events" DEFAULT;--> statement-breakpoint
CREATE FUNCTION prospect_events_partition(month date) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
	first_day date := date_trunc('month', month)::date;
	part text := 'prospect_events_' || to_char(month, 'YYYY_MM');
	low timestamptz := first_day::timestamp AT TIME ZONE 'UTC';
	high timestamptz := (first_day + interval '1 month')::timestamp AT TIME ZONE 'UTC';
BEGIN
	-- One maker at a time (replicas, concurrent batches); made already: nothing to do.
	PERFORM pg_advisory_xact_lock(hashtext('prospect_events_partition'));
	IF to_regclass(part) IS NOT NULL THEN RETURN; END IF;
	EXECUTE format('CREATE TABLE %I (LIKE prospect_events INCLUDING DEFAULTS)', part);
	EXECUTE format('INSERT INTO %I SELECT * FROM prospect_events_default WHERE occurred_at >= %L AND occurred_at < %L', part, low, high);
	EXECUTE format('DELETE FROM prospect_events_default WHERE occurred_at >= %L AND occurred_at < %L', low, high);
	EXECUTE format('ALTER TABLE prospect_events ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', part, low, high);
END
$$;--> statement-breakpoint
SELECT prospect_events_partition(month::date) FROM (
	SELECT DISTINCT date_trunc('month', occurred_at AT TIME ZONE 'UTC') AS month FROM "prospect_events_unpartitioned"
	WHERE occurred_at > now() - interval '2 years' AND occurred_at < now() + interval '2 months'
	UNION SELECT date_trunc('month', now() AT TIME ZONE 'UTC')
) AS months;--> statement-breakpoint
INSERT INTO "prospect_events" SELECT "id", "company_id", "kind", "widget_id", "type", "visitor", "page_id", "relationship_id", "occurred_at", "received_at", "data" FROM "prospect_events_unpartitioned";--> statement-breakpoint
DROP TABLE "prospect_events_unpartitioned";--> statement-breakpoint
-- What one event adds to the rollups (issue 14, services/analytics-rollup.ts): its demo, the
-- split of its chart (dim), how many it counts and the seconds it carries. A watch falls in one
-- of the four view-duration buckets by the share of the demo it covered (contract
-- viewDurationBucket); an answer counts once as itself ([step, question]) and once per choice
-- picked ([step, question, choice]).
CREATE FUNCTION analytics_facts(kind text, data jsonb, video_seconds double precision)
RETURNS TABLE (recording_id uuid, dim text, events bigint, seconds double precision)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce((data->>'recordingId')::uuid, '00000000-0000-0000-0000-000000000000'::uuid),
		CASE kind
			WHEN 'watch' THEN (CASE WHEN coalesce(video_seconds, 0) > 0 AND (data->>'duration')::float8 > 0
				THEN least(3, greatest(0, floor((data->>'duration')::float8 / video_seconds * 4)))::int ELSE 0 END)::text
			WHEN 'step' THEN (data->>'prevIndex') || '>' || (data->>'currIndex')
			WHEN 'pdfPage' THEN jsonb_build_array((data->'stepIndex'), data->'title', (data->'page'))::text
			WHEN 'answer' THEN jsonb_build_array((data->'stepIndex'), data->'question')::text
			WHEN 'cta' THEN data->>'ctaLabel'
			WHEN 'pause' THEN data->>'reason'
			WHEN 'gate' THEN data->>'outcome'
			ELSE '' END,
		1::bigint,
		CASE kind WHEN 'watch' THEN (data->>'duration')::float8 WHEN 'pdfPage' THEN (data->>'seconds')::float8 ELSE 0 END
	UNION ALL
	SELECT '00000000-0000-0000-0000-000000000000'::uuid,
		jsonb_build_array((data->'stepIndex'), data->'question', choice)::text, 1::bigint, 0::float8
	FROM jsonb_array_elements(CASE WHEN kind = 'answer' THEN data->'selectedChoices' ELSE '[]'::jsonb END) AS choice
$$;--> statement-breakpoint
-- The rollups of the events already stored.
INSERT INTO "analytics_widget_daily" ("company_id", "widget_id", "day", "type", "recording_id", "dim", "events", "seconds")
SELECT e.company_id, e.widget_id, (e.occurred_at AT TIME ZONE 'UTC')::date, e.type, f.recording_id, f.dim, sum(f.events), sum(f.seconds)
FROM prospect_events e
LEFT JOIN recordings r ON e.type = 'watch' AND r.id = (e.data->>'recordingId')::uuid
CROSS JOIN LATERAL analytics_facts(e.type, e.data, r.duration_seconds) f
GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO "analytics_page_daily" ("company_id", "page_id", "day", "relationship_id", "type", "widget_id", "recording_id", "dim", "events", "seconds")
SELECT e.company_id, e.page_id, (e.occurred_at AT TIME ZONE 'UTC')::date, coalesce(e.relationship_id, '00000000-0000-0000-0000-000000000000'::uuid), e.type, e.widget_id, f.recording_id, f.dim, sum(f.events), sum(f.seconds)
FROM prospect_events e
LEFT JOIN recordings r ON e.type = 'watch' AND r.id = (e.data->>'recordingId')::uuid
CROSS JOIN LATERAL analytics_facts(e.type, e.data, r.duration_seconds) f
WHERE e.page_id IS NOT NULL
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;--> statement-breakpoint
INSERT INTO "analytics_visitors" ("company_id", "visitor", "first_seen", "last_seen", "events", "relationship_id")
SELECT company_id, visitor, min(occurred_at), max(occurred_at), count(*), (array_agg(relationship_id) FILTER (WHERE relationship_id IS NOT NULL))[1]
FROM prospect_events GROUP BY 1, 2;
