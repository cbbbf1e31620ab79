-- Issue 14, the charts' growth from one to ten million events (docs/analytics.md): the company-wide
-- duration call reads a company rollup, no longer every widget's rows of the week; and an e-mail's
-- gate visitors are found by lower(email) through the index, not among every address the company
-- was given.
CREATE TABLE "analytics_company_daily" (
	"company_id" uuid NOT NULL,
	"type" text NOT NULL,
	"day" date NOT NULL,
	"recording_id" uuid DEFAULT '00000000-0000-0000-0000-000000000000' NOT NULL,
	"dim" text DEFAULT '' NOT NULL,
	"events" bigint DEFAULT 0 NOT NULL,
	"seconds" double precision DEFAULT 0 NOT NULL,
	CONSTRAINT "analytics_company_daily_pkey" PRIMARY KEY("company_id","type","day","recording_id","dim")
);
--> statement-breakpoint
-- Hand-written: what the events stored so far add, summed from the widget rollup.
INSERT INTO "analytics_company_daily" ("company_id", "type", "day", "recording_id", "dim", "events", "seconds")
SELECT "company_id", "type", "day", "recording_id", "dim", sum("events"), sum("seconds")
FROM "analytics_widget_daily" GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
DROP INDEX "analytics_widget_daily_company_type_idx";--> statement-breakpoint
DROP INDEX "gate_submissions_email_idx";--> statement-breakpoint
CREATE INDEX "gate_submissions_email_idx" ON "gate_submissions" USING btree ("company_id",lower("email"));