-- Issue 30: the demo card's own, smaller copy of the thumbnail (media/process.ts writeCardThumbnail).
ALTER TABLE "recordings" ADD COLUMN "card_thumbnail_key" text;
