import type { Catalogue, EmbedKind } from '@showroom/contract';
import type { Db } from '../../src/db/database.ts';
import { widgets } from '../../src/db/schema.ts';

/**
 * A widget row of the company, made straight in the table: the marketplace tests need a live or
 * an unpublished widget, not the editors' whole create call (that is the widget routes' own test).
 */
export async function insertWidget(
  db: Db,
  owner: { companyId: string; repId: string },
  options: { live?: boolean; kind?: EmbedKind; name?: string } = {},
): Promise<string> {
  const [row] = await db
    .insert(widgets)
    .values({
      kind: options.kind ?? 'cyoa',
      companyId: owner.companyId,
      salesRepId: owner.repId,
      name: options.name ?? 'Marketplace tour',
      live: options.live ?? true,
      data: {},
    })
    .returning({ id: widgets.id });
  return row!.id;
}

/** A small catalogue whose names carry `label` (a secret no other company may see). */
export const smallCatalogue = (label: string): Catalogue => ({
  categories: [
    {
      id: 'analytics',
      name: `${label} Analytics`,
      products: [
        {
          id: 'analytics-dash',
          name: `${label} Dashboards`,
          features: [
            {
              id: 'charts',
              name: `${label} Charts`,
              text: 'Charts that explain themselves',
              notSupported: false,
            },
            { id: 'alerts', name: 'Alerts', text: 'Know when a number moves', notSupported: false },
            { id: 'ai', name: 'AI insights', text: 'Not on the marketplace yet', notSupported: true },
          ],
        },
      ],
    },
    {
      id: 'billing',
      name: 'Billing',
      products: [
        {
          id: 'billing-invoices',
          name: 'Invoices',
          features: [{ id: 'recurring', name: 'Recurring invoices', text: '', notSupported: false }],
        },
      ],
    },
  ],
});
