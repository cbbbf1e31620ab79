-- Hand-written (issue 29 C.1, docs/analytics.md "Views"). A view is one playback session of a
-- visitor, whatever its pauses (contract analytics/views.ts): a `play` says whether it starts a
-- view (`view`: first, new) or resumes one (resume, which counts nothing), and a `watch` reports
-- the seconds the view has covered so far (`watched`, its played ranges merged) and what its last
-- report said (`previous`). Until now every play counted as a view (a view with two hotspots was
-- three, and the clickthrough rate 300%), every watch as a session of its own, and a watch's
-- seconds were the video's length (`duration`), not what was seen.
--
-- The seconds played ranges cover, a stretch covered twice counted once (contract watchedSeconds).
CREATE FUNCTION analytics_ranges_seconds(ranges jsonb) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce(sum(greatest(0, y.t - greatest(y.f, coalesce(y.reached, y.f)))), 0)::float8
	FROM (
		SELECT x.f, x.t, max(x.t) OVER (ORDER BY x.f, x.t ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING) AS reached
		FROM (
			SELECT (r->>0)::float8 AS f, (r->>1)::float8 AS t
			FROM jsonb_array_elements(CASE WHEN jsonb_typeof(ranges) = 'array' THEN ranges ELSE '[]'::jsonb END) AS r
			WHERE jsonb_typeof(r) = 'array'
		) x
		WHERE x.t > x.f
	) y
$$;--> statement-breakpoint
-- The video's length for the buckets: the recording's probed length, else what the player knew.
CREATE FUNCTION analytics_video_length(data jsonb, video_seconds double precision) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE WHEN video_seconds > 0 THEN video_seconds
		WHEN (data->>'duration')::float8 > 0 THEN (data->>'duration')::float8 END
$$;--> statement-breakpoint
-- Seconds of a view, at most the video's length (when known).
CREATE FUNCTION analytics_view_seconds(seconds double precision, video_length double precision) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE WHEN video_length > 0 THEN least(greatest(seconds, 0), video_length) ELSE greatest(seconds, 0) END
$$;--> statement-breakpoint
-- The view-duration bucket (0-3) of seconds watched: quarters of the video, capped (contract viewDurationBucket).
CREATE FUNCTION analytics_view_bucket(seconds double precision, video_length double precision) RETURNS int
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE WHEN video_length > 0 AND seconds > 0
		THEN least(3, greatest(0, floor(seconds / video_length * 4)))::int ELSE 0 END
$$;--> statement-breakpoint
-- What a watch says its view has seen: `watched`, or (older frames) what its ranges cover.
CREATE FUNCTION analytics_watched(data jsonb, video_seconds double precision) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT analytics_view_seconds(
		CASE WHEN data->'watched' IS NOT NULL THEN (data->>'watched')::float8
			ELSE analytics_ranges_seconds(data->'ranges') END,
		analytics_video_length(data, video_seconds))
$$;--> statement-breakpoint
-- What one event adds to the rollups (migration 0009's, with views): a play that resumes a view
-- adds nothing; one that starts a view adds a view, `first` (a clickthrough) or not (dim ''). A
-- watch adds its view to the bucket of what it has seen so far, with those seconds, and takes
-- back what the view's previous report added (-1 in that bucket, minus its seconds): each view is
-- counted once, in the bucket of its latest report, and its seconds once.
CREATE OR REPLACE FUNCTION analytics_facts(kind text, data jsonb, video_seconds double precision)
RETURNS TABLE (recording_id uuid, dim text, events bigint, seconds double precision)
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT coalesce((data->>'recordingId')::uuid, '00000000-0000-0000-0000-000000000000'::uuid),
		CASE kind
			WHEN 'watch' THEN analytics_view_bucket(analytics_watched(data, video_seconds),
				analytics_video_length(data, video_seconds))::text
			WHEN 'play' THEN CASE WHEN data->>'view' = 'new' THEN '' ELSE 'first' END
			WHEN 'step' THEN (data->>'prevIndex') || '>' || (data->>'currIndex')
			WHEN 'pdfPage' THEN jsonb_build_array((data->'stepIndex'), data->'title', (data->'page'))::text
			WHEN 'answer' THEN jsonb_build_array((data->'stepIndex'), data->'question')::text
			WHEN 'cta' THEN data->>'ctaLabel'
			WHEN 'pause' THEN data->>'reason'
			WHEN 'gate' THEN data->>'outcome'
			ELSE '' END,
		1::bigint,
		CASE kind WHEN 'watch' THEN analytics_watched(data, video_seconds)
			WHEN 'pdfPage' THEN (data->>'seconds')::float8 ELSE 0 END
	WHERE kind <> 'play' OR coalesce(data->>'view', '') <> 'resume'
	UNION ALL
	SELECT coalesce((data->>'recordingId')::uuid, '00000000-0000-0000-0000-000000000000'::uuid),
		analytics_view_bucket(
			analytics_view_seconds((data->>'previous')::float8, analytics_video_length(data, video_seconds)),
			analytics_video_length(data, video_seconds))::text,
		-1::bigint,
		-analytics_view_seconds((data->>'previous')::float8, analytics_video_length(data, video_seconds))
	WHERE kind = 'watch' AND data->'previous' IS NOT NULL
	UNION ALL
	SELECT '00000000-0000-0000-0000-000000000000'::uuid,
		jsonb_build_array((data->'stepIndex'), data->'question', choice)::text, 1::bigint, 0::float8
	FROM jsonb_array_elements(CASE WHEN kind = 'answer' THEN data->'selectedChoices' ELSE '[]'::jsonb END) AS choice
$$;--> statement-breakpoint
-- The plays and watches stored so far (sent by frames that knew no views) are told what the frames
-- now say. In each visitor's events of one demo in one widget, in order, a play starts a view when
-- it is the first, or when the play or pause before it was the video's end; the others resume. A
-- view started is the visit's first (of that widget) or a new one. Each watch belongs to the view
-- of the play before it; its `watched` is what the ranges of the view's watches so far cover
-- (older frames sent the ranges since their last report), its `previous` the view's watch before.
CREATE TEMPORARY TABLE analytics_old_plays AS
SELECT p.id, p.occurred_at, p.company_id, p.visitor, p.widget_id, p.recording, p.starts,
	sum(p.starts::int) OVER (PARTITION BY p.company_id, p.visitor, p.widget_id, p.recording
		ORDER BY p.occurred_at, p.id) AS view_no,
	sum(p.starts::int) OVER (PARTITION BY p.company_id, p.visitor, p.widget_id
		ORDER BY p.occurred_at, p.id) AS visit_view_no
FROM (
	SELECT s.*, (s.before_type IS NULL OR (s.before_type = 'pause' AND s.before_reason = 'end')) AS starts
	FROM (
		SELECT e.id, e.occurred_at, e.company_id, e.visitor, e.widget_id, e.data->>'recordingId' AS recording, e.type,
			lag(e.type) OVER w AS before_type, lag(e.data->>'reason') OVER w AS before_reason
		FROM prospect_events e
		WHERE (e.type = 'play' AND e.data->'view' IS NULL) OR e.type = 'pause'
		WINDOW w AS (PARTITION BY e.company_id, e.visitor, e.widget_id, e.data->>'recordingId' ORDER BY e.occurred_at, e.id)
	) s
	WHERE s.type = 'play'
) p;--> statement-breakpoint
CREATE TEMPORARY TABLE analytics_old_watches AS
SELECT w.id, w.occurred_at, w.company_id, w.visitor, w.widget_id, w.recording, w.ranges, coalesce(v.view_no, 0) AS view_no,
	row_number() OVER (PARTITION BY w.company_id, w.visitor, w.widget_id, w.recording, coalesce(v.view_no, 0)
		ORDER BY w.occurred_at, w.id) AS n
FROM (
	SELECT e.id, e.occurred_at, e.company_id, e.visitor, e.widget_id, e.data->>'recordingId' AS recording,
		e.data->'ranges' AS ranges
	FROM prospect_events e WHERE e.type = 'watch' AND e.data->'watched' IS NULL
) w
LEFT JOIN LATERAL (
	SELECT p.view_no FROM analytics_old_plays p
	WHERE p.company_id = w.company_id AND p.visitor = w.visitor AND p.widget_id = w.widget_id
		AND p.recording = w.recording AND (p.occurred_at, p.id) <= (w.occurred_at, w.id)
	ORDER BY p.occurred_at DESC, p.id DESC LIMIT 1
) v ON true;--> statement-breakpoint
CREATE TEMPORARY TABLE analytics_old_watched AS
SELECT t.id, t.occurred_at, t.watched,
	lag(t.watched) OVER (PARTITION BY t.company_id, t.visitor, t.widget_id, t.recording, t.view_no ORDER BY t.n) AS previous
FROM (
	SELECT w.id, w.occurred_at, w.company_id, w.visitor, w.widget_id, w.recording, w.view_no, w.n,
		round(analytics_ranges_seconds((
			SELECT coalesce(jsonb_agg(r), '[]'::jsonb) FROM analytics_old_watches o
			CROSS JOIN LATERAL jsonb_array_elements(CASE WHEN jsonb_typeof(o.ranges) = 'array' THEN o.ranges ELSE '[]'::jsonb END) AS r
			WHERE o.company_id = w.company_id AND o.visitor = w.visitor AND o.widget_id = w.widget_id
				AND o.recording = w.recording AND o.view_no = w.view_no AND o.n <= w.n
		))::numeric, 3) AS watched
	FROM analytics_old_watches w
) t;--> statement-breakpoint
UPDATE prospect_events e SET data = e.data || jsonb_build_object('view',
		CASE WHEN NOT p.starts THEN 'resume' WHEN p.visit_view_no = 1 THEN 'first' ELSE 'new' END)
FROM analytics_old_plays p
WHERE e.id = p.id AND e.occurred_at = p.occurred_at AND e.type = 'play';--> statement-breakpoint
UPDATE prospect_events e SET data = e.data || jsonb_build_object('watched', w.watched)
	|| CASE WHEN w.previous IS NULL THEN '{}'::jsonb ELSE jsonb_build_object('previous', w.previous) END
FROM analytics_old_watched w
WHERE e.id = w.id AND e.occurred_at = w.occurred_at AND e.type = 'watch';--> statement-breakpoint
DROP TABLE analytics_old_watched;--> statement-breakpoint
DROP TABLE analytics_old_watches;--> statement-breakpoint
DROP TABLE analytics_old_plays;--> statement-breakpoint
-- The rollups of plays and watches again, from the events rolled up so far (those still noted are
-- the next pass's), by the facts above: every rollup, and the anonymous ones of the visitors not
-- known (migration 0015).
DELETE FROM analytics_widget_daily WHERE type IN ('play', 'watch');--> statement-breakpoint
DELETE FROM analytics_company_daily WHERE type IN ('play', 'watch');--> statement-breakpoint
DELETE FROM analytics_page_daily WHERE type IN ('play', 'watch');--> statement-breakpoint
DELETE FROM analytics_page_total_daily WHERE type IN ('play', 'watch');--> statement-breakpoint
DELETE FROM analytics_widget_anonymous_daily WHERE type IN ('play', 'watch');--> statement-breakpoint
DELETE FROM analytics_page_anonymous_daily WHERE type IN ('play', 'watch');--> statement-breakpoint
CREATE TEMPORARY TABLE analytics_view_facts AS
SELECT e.company_id, e.widget_id, e.page_id, coalesce(e.relationship_id, '00000000-0000-0000-0000-000000000000'::uuid) AS relationship_id,
	(e.occurred_at AT TIME ZONE 'UTC')::date AS day, e.type, f.recording_id, f.dim, f.events, f.seconds,
	EXISTS (SELECT 1 FROM analytics_known_visitors k WHERE k.company_id = e.company_id AND k.visitor = e.visitor) AS known
FROM prospect_events e
LEFT JOIN recordings r ON e.type = 'watch' AND r.id = (e.data->>'recordingId')::uuid
CROSS JOIN LATERAL analytics_facts(e.type, e.data, r.duration_seconds) f
WHERE e.type IN ('play', 'watch')
	AND NOT EXISTS (SELECT 1 FROM analytics_pending p WHERE p.event_id = e.id AND p.occurred_at = e.occurred_at);--> statement-breakpoint
INSERT INTO analytics_widget_daily (company_id, widget_id, day, type, recording_id, dim, events, seconds)
SELECT company_id, widget_id, day, type, recording_id, dim, sum(events),
	CASE WHEN sum(events) = 0 THEN 0 ELSE sum(seconds) END
FROM analytics_view_facts GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO analytics_company_daily (company_id, type, day, recording_id, dim, events, seconds)
SELECT company_id, type, day, recording_id, dim, sum(events), CASE WHEN sum(events) = 0 THEN 0 ELSE sum(seconds) END
FROM analytics_view_facts GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
INSERT INTO analytics_page_total_daily (company_id, page_id, day, type, widget_id, recording_id, dim, events, seconds)
SELECT company_id, page_id, day, type, widget_id, recording_id, dim, sum(events),
	CASE WHEN sum(events) = 0 THEN 0 ELSE sum(seconds) END
FROM analytics_view_facts WHERE page_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
INSERT INTO analytics_page_daily (company_id, page_id, day, relationship_id, type, widget_id, recording_id, dim, events, seconds)
SELECT company_id, page_id, day, relationship_id, type, widget_id, recording_id, dim, sum(events),
	CASE WHEN sum(events) = 0 THEN 0 ELSE sum(seconds) END
FROM analytics_view_facts WHERE page_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7, 8;--> statement-breakpoint
INSERT INTO analytics_widget_anonymous_daily (company_id, widget_id, day, type, recording_id, dim, events, seconds)
SELECT company_id, widget_id, day, type, recording_id, dim, sum(events),
	CASE WHEN sum(events) = 0 THEN 0 ELSE sum(seconds) END
FROM analytics_view_facts WHERE NOT known GROUP BY 1, 2, 3, 4, 5, 6;--> statement-breakpoint
INSERT INTO analytics_page_anonymous_daily (company_id, page_id, day, type, widget_id, recording_id, dim, events, seconds)
SELECT company_id, page_id, day, type, widget_id, recording_id, dim, sum(events),
	CASE WHEN sum(events) = 0 THEN 0 ELSE sum(seconds) END
FROM analytics_view_facts WHERE NOT known AND page_id IS NOT NULL GROUP BY 1, 2, 3, 4, 5, 6, 7;--> statement-breakpoint
DROP TABLE analytics_view_facts;
