-- What an event means to the analytics (docs/analytics.md): `analytics_facts` turns one stored
-- event into the facts the daily rollups add up (analytics/rollup.ts) and the charts of one
-- visitor read from raw events (analytics/queries/), with the functions it uses.
--
-- The definitions the database runs: applied after the migrations on every start
-- (`applyAnalyticsFunctions`, analytics/facts.ts), so a change here is a change to this file, not
-- a new migration restating the function. Each is CREATE OR REPLACE, which keeps the name, the
-- arguments and the result's columns: a change to those, or a backfill of the stored rollups for
-- a new meaning, is still a migration's (0009 made them, 0018 counted views). Statements are
-- separated as in the migrations (by the breakpoint marker drizzle-kit writes).
--
-- The seconds played ranges cover, a stretch covered twice counted once (contract watchedSeconds).
CREATE OR REPLACE FUNCTION analytics_ranges_seconds(ranges jsonb) RETURNS double precision
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
CREATE OR REPLACE FUNCTION analytics_video_length(data jsonb, video_seconds double precision) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE WHEN video_seconds > 0 THEN video_seconds
		WHEN (data->>'duration')::float8 > 0 THEN (data->>'duration')::float8 END
$$;--> statement-breakpoint
-- Seconds of a view, at most the video's length (when known).
CREATE OR REPLACE FUNCTION analytics_view_seconds(seconds double precision, video_length double precision) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE WHEN video_length > 0 THEN least(greatest(seconds, 0), video_length) ELSE greatest(seconds, 0) END
$$;--> statement-breakpoint
-- The view-duration bucket (0-3) of seconds watched: quarters of the video, capped (contract viewDurationBucket).
CREATE OR REPLACE FUNCTION analytics_view_bucket(seconds double precision, video_length double precision) RETURNS int
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT CASE WHEN video_length > 0 AND seconds > 0
		THEN least(3, greatest(0, floor(seconds / video_length * 4)))::int ELSE 0 END
$$;--> statement-breakpoint
-- What a watch says its view has seen: `watched`, or (older frames) what its ranges cover.
CREATE OR REPLACE FUNCTION analytics_watched(data jsonb, video_seconds double precision) RETURNS double precision
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
	SELECT analytics_view_seconds(
		CASE WHEN data->'watched' IS NOT NULL THEN (data->>'watched')::float8
			ELSE analytics_ranges_seconds(data->'ranges') END,
		analytics_video_length(data, video_seconds))
$$;--> statement-breakpoint
-- What one event adds to the rollups: a play that resumes a view
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
$$;
