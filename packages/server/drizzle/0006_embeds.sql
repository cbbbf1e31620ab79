CREATE TABLE "embed_mappings" (
	"widget_id" uuid PRIMARY KEY NOT NULL,
	"company_id" uuid NOT NULL,
	"category_id" text NOT NULL,
	"product_id" text NOT NULL,
	"feature_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "embed_shares" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"widget_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"salesrep_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marketplace_catalogues" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"catalogue" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widgets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"company_id" uuid NOT NULL,
	"salesrep_id" uuid NOT NULL,
	"name" text NOT NULL,
	"recording_id" uuid,
	"live" boolean DEFAULT false NOT NULL,
	"data" jsonb NOT NULL,
	"image_key" text,
	"icon_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"modified_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_settings" ADD COLUMN "embed_settings" jsonb;--> statement-breakpoint
ALTER TABLE "embed_mappings" ADD CONSTRAINT "embed_mappings_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_mappings" ADD CONSTRAINT "embed_mappings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_shares" ADD CONSTRAINT "embed_shares_widget_id_widgets_id_fk" FOREIGN KEY ("widget_id") REFERENCES "public"."widgets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_shares" ADD CONSTRAINT "embed_shares_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "embed_shares" ADD CONSTRAINT "embed_shares_salesrep_id_sales_reps_id_fk" FOREIGN KEY ("salesrep_id") REFERENCES "public"."sales_reps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marketplace_catalogues" ADD CONSTRAINT "marketplace_catalogues_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_salesrep_id_sales_reps_id_fk" FOREIGN KEY ("salesrep_id") REFERENCES "public"."sales_reps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "widgets" ADD CONSTRAINT "widgets_recording_id_recordings_id_fk" FOREIGN KEY ("recording_id") REFERENCES "public"."recordings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "embed_mappings_feature_key" ON "embed_mappings" USING btree ("company_id","product_id","feature_id");--> statement-breakpoint
CREATE INDEX "embed_shares_widget_idx" ON "embed_shares" USING btree ("widget_id");--> statement-breakpoint
CREATE INDEX "widgets_company_kind_created_idx" ON "widgets" USING btree ("company_id","kind","created_at");