-- Issue 29 D.9 (spec 3 §2.4): the recording editor's rep name and date, each null until a rep edits it
-- (null shows the owner's name and the day the demo was created).
ALTER TABLE "recordings" ADD COLUMN "rep_name" text;--> statement-breakpoint
ALTER TABLE "recordings" ADD COLUMN "display_date" date;