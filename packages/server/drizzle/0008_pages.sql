CREATE TABLE "page_forms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"salesrep_id" uuid NOT NULL,
	"title" text NOT NULL,
	"formjson" jsonb NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_relationships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"salesrep_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"prospect_id" uuid,
	"encrypted_id" text NOT NULL,
	"engaged" boolean DEFAULT true NOT NULL,
	"mapping_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_rule_libraries" (
	"salesrep_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"variables" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"salesrep_id" uuid NOT NULL,
	"title" text NOT NULL,
	"type" text NOT NULL,
	"live" boolean DEFAULT false NOT NULL,
	"style" jsonb NOT NULL,
	"placeholders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect_sessions" (
	"encrypted_id" text PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"salesrep_id" uuid NOT NULL,
	"page_id" uuid NOT NULL,
	"prospect_id" uuid NOT NULL,
	"mapping_data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospects" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_forms" ADD CONSTRAINT "page_forms_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_forms" ADD CONSTRAINT "page_forms_salesrep_id_sales_reps_id_fk" FOREIGN KEY ("salesrep_id") REFERENCES "public"."sales_reps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_relationships" ADD CONSTRAINT "page_relationships_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_relationships" ADD CONSTRAINT "page_relationships_salesrep_id_sales_reps_id_fk" FOREIGN KEY ("salesrep_id") REFERENCES "public"."sales_reps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_relationships" ADD CONSTRAINT "page_relationships_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_relationships" ADD CONSTRAINT "page_relationships_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_rule_libraries" ADD CONSTRAINT "page_rule_libraries_salesrep_id_sales_reps_id_fk" FOREIGN KEY ("salesrep_id") REFERENCES "public"."sales_reps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_rule_libraries" ADD CONSTRAINT "page_rule_libraries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_salesrep_id_sales_reps_id_fk" FOREIGN KEY ("salesrep_id") REFERENCES "public"."sales_reps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_sessions" ADD CONSTRAINT "prospect_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_sessions" ADD CONSTRAINT "prospect_sessions_salesrep_id_sales_reps_id_fk" FOREIGN KEY ("salesrep_id") REFERENCES "public"."sales_reps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_sessions" ADD CONSTRAINT "prospect_sessions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect_sessions" ADD CONSTRAINT "prospect_sessions_prospect_id_prospects_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospects" ADD CONSTRAINT "prospects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "page_forms_company_idx" ON "page_forms" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "page_relationships_encrypted_key" ON "page_relationships" USING btree ("encrypted_id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_relationships_page_prospect_key" ON "page_relationships" USING btree ("page_id","prospect_id");--> statement-breakpoint
CREATE UNIQUE INDEX "page_relationships_page_website_key" ON "page_relationships" USING btree ("page_id") WHERE "page_relationships"."prospect_id" is null;--> statement-breakpoint
CREATE INDEX "page_relationships_company_page_idx" ON "page_relationships" USING btree ("company_id","page_id","created_at");--> statement-breakpoint
CREATE INDEX "pages_company_created_idx" ON "pages" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "prospect_sessions_expires_idx" ON "prospect_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "prospects_company_email_key" ON "prospects" USING btree ("company_id","email");