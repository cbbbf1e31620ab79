/**
 * Embeds: widgets, share tokens, the marketplace catalogue and mappings (spec 2; issue 11)
 */
import type { Catalogue, EmbedKind } from '@showroom/contract';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

import { companies, companyId, salesRepId } from './accounts.ts';
import { createdAt, id } from './columns.ts';
import { recordings } from './demos.ts';

/**
 * One table for the four widget kinds (spec 2 §3): what every kind has is a column, the rest of a
 * kind's fields are `data` (the Hero's headline, the Solo's CTA, the CYOA's settings, steps,
 * recommendations...). `recordingId` is the demo a Hero, Solo or Sneakpeek plays (a CYOA names
 * its demos in its steps); it is cleared when the demo goes. Files are storage keys.
 */
export const widgets = pgTable(
  'widgets',
  {
    id: id(),
    kind: text('kind').$type<EmbedKind>().notNull(),
    companyId: companyId(),
    salesRepId: salesRepId(),
    name: text('name').notNull(),
    recordingId: uuid('recording_id').references(() => recordings.id, { onDelete: 'set null' }),
    live: boolean('live').notNull().default(false),
    data: jsonb('data').$type<Record<string, unknown>>().notNull(),
    /** The custom thumbnail (jpg or png, checked by its bytes). */
    imageKey: text('image_key'),
    /** The custom launch icon (jpg, png, or an SVG stored sanitised). */
    iconKey: text('icon_key'),
    createdAt: createdAt(),
    modifiedAt: timestamp('modified_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // Each kind's list is a company's widgets of that kind, newest first, 25 to a page.
  (t) => [index('widgets_company_kind_created_idx').on(t.companyId, t.kind, t.createdAt)],
);

/**
 * A share link's token (shared/spec README decision 8): 128 random bits, stored as its SHA-256
 * hash, for one widget; deleting the row revokes the link, and the widget's deletion deletes it.
 */
export const embedShares = pgTable(
  'embed_shares',
  {
    tokenHash: text('token_hash').primaryKey(),
    widgetId: uuid('widget_id')
      .notNull()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    salesRepId: salesRepId(),
    createdAt: createdAt(),
  },
  (t) => [index('embed_shares_widget_idx').on(t.widgetId)],
);

/** spec 2 §7 Marketplace: a company's catalogue of categories, products and features. */
export const marketplaceCatalogues = pgTable('marketplace_catalogues', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  catalogue: jsonb('catalogue').$type<Catalogue>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * spec 2 §7 assign-demo: one published widget on one feature. A widget has one mapping and a
 * feature shows one widget, within a company.
 */
export const embedMappings = pgTable(
  'embed_mappings',
  {
    widgetId: uuid('widget_id')
      .primaryKey()
      .references(() => widgets.id, { onDelete: 'cascade' }),
    companyId: companyId(),
    categoryId: text('category_id').notNull(),
    productId: text('product_id').notNull(),
    featureId: text('feature_id').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('embed_mappings_feature_key').on(t.companyId, t.productId, t.featureId)],
);
