CREATE TABLE "gate_confirmations" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"pending_hash" text NOT NULL,
	"submission_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"confirmed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "gate_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"widget_id" uuid NOT NULL,
	"visitor" text NOT NULL,
	"email" text NOT NULL,
	"outcome" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"widget_id" uuid NOT NULL,
	"type" text NOT NULL,
	"visitor" text NOT NULL,
	"page_id" uuid,
	"relationship_id" uuid,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"data" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "allowed_sites" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "webhook_url" text;--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "webhook_secret" text;--> statement-breakpoint
ALTER TABLE "gate_confirmations" ADD CONSTRAINT "gate_confirmations_submission_id_gate_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."gate_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gate_submissions" ADD CONSTRAINT "gate_submissions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_events" ADD CONSTRAINT "prospect_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gate_confirmations_pending_key" ON "gate_confirmations" USING btree ("pending_hash");--> statement-breakpoint
CREATE INDEX "gate_confirmations_expires_idx" ON "gate_confirmations" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "gate_submissions_company_idx" ON "gate_submissions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "prospect_events_widget_idx" ON "prospect_events" USING btree ("company_id","widget_id","occurred_at");--> statement-breakpoint
CREATE INDEX "prospect_events_visitor_idx" ON "prospect_events" USING btree ("company_id","visitor");