CREATE TABLE "backfills" (
	"name" text PRIMARY KEY NOT NULL,
	"cursor" text,
	"rows_done" bigint DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone
);
