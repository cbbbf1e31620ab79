import {
  type Catalogue,
  type Category,
  embedMessages,
  embedServerMessages,
  type Feature,
  type MappingTriple,
  notAssignedFeatureId,
  type Product,
} from '@showroom/contract';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { embedMappings, marketplaceCatalogues, widgets } from '../../db/schema.ts';
import { conflict, notFound, unsupported } from '../../services/errors.ts';

/** A transaction of `db`, which every query below also runs in. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Queryable = Db | Tx;

type CatalogueCategory = Catalogue['categories'][number];
type CatalogueProduct = CatalogueCategory['products'][number];

/** A company that never had a catalogue has an empty one (docs/embeds.md: it uploads its own). */
const emptyCatalogue = (): Catalogue => ({ categories: [] });

const productIn = (catalogue: Catalogue, productId: string) => {
  for (const category of catalogue.categories) {
    const product = category.products.find((candidate) => candidate.id === productId);
    if (product) return { category, product };
  }
  return undefined;
};

const tripleOf = (row: { categoryId: string; productId: string; featureId: string }): MappingTriple => ({
  category: row.categoryId,
  productId: row.productId,
  featureId: row.featureId,
});

export interface AssignmentRequest {
  demoId: string;
  productId: string;
  featureId: string;
}

/**
 * spec 2 §7 Marketplace, per company: the catalogue (marketplace_catalogues) and the mappings of
 * published widgets to its features (embed_mappings). Every method takes the caller's company id
 * from the session; another company's widget, product or feature is simply not found.
 *
 * Changes to a company's mappings and catalogue take a lock on its catalogue row first, so two
 * assignments of one feature, or an assignment during a catalogue replace, run one after the
 * other and never break the one-widget-per-feature rule with a 500.
 */
export function marketplaceRepository(db: Db) {
  async function catalogueOf(q: Queryable, companyId: string, lock = false): Promise<Catalogue> {
    const query = q
      .select({ catalogue: marketplaceCatalogues.catalogue })
      .from(marketplaceCatalogues)
      .where(eq(marketplaceCatalogues.companyId, companyId))
      .limit(1);
    const [row] = await (lock ? query.for('update') : query);
    return row?.catalogue ?? emptyCatalogue();
  }

  async function ownWidget(q: Queryable, companyId: string, widgetId: string) {
    const [row] = await q
      .select({ id: widgets.id, live: widgets.live })
      .from(widgets)
      .where(and(eq(widgets.id, widgetId), eq(widgets.companyId, companyId)))
      .limit(1);
    // Another company's widget answers exactly as a missing one.
    if (!row) throw notFound(embedServerMessages.notFound);
    return row;
  }

  /** The product and, unless it is 'Not Assigned', the feature: 404 or 422 when they cannot be mapped. */
  function target(catalogue: Catalogue, productId: string, featureId: string) {
    const found = productIn(catalogue, productId);
    if (!found) throw notFound(embedServerMessages.productNotFound);
    if (featureId === notAssignedFeatureId) return { ...found, feature: null };
    const feature = found.product.features.find((candidate) => candidate.id === featureId);
    if (!feature) throw notFound(embedServerMessages.featureNotFound);
    if (feature.notSupported) throw unsupported(embedMessages.mappingNotAllowed);
    return { ...found, feature };
  }

  /**
   * What mapping `request` would replace: the widget's own mapping elsewhere, or another
   * widget's on the feature. Either needs the rep's confirmation (spec 2 §4: the 'Confirm Save'
   * dialog shows it as Previous).
   */
  async function plan(
    q: Queryable,
    companyId: string,
    category: CatalogueCategory,
    request: AssignmentRequest,
  ) {
    const newMapping: MappingTriple = {
      category: category.id,
      productId: request.productId,
      featureId: request.featureId,
    };
    const [current] = await q
      .select()
      .from(embedMappings)
      .where(and(eq(embedMappings.companyId, companyId), eq(embedMappings.widgetId, request.demoId)))
      .limit(1);
    if (request.featureId === notAssignedFeatureId) {
      return { newMapping, previousMapping: current ? tripleOf(current) : null };
    }
    if (current && current.productId === request.productId && current.featureId === request.featureId) {
      // Already there: nothing is replaced.
      return { newMapping, previousMapping: null };
    }
    const [occupant] = await q
      .select()
      .from(embedMappings)
      .where(
        and(
          eq(embedMappings.companyId, companyId),
          eq(embedMappings.productId, request.productId),
          eq(embedMappings.featureId, request.featureId),
        ),
      )
      .limit(1);
    const replaced = current ?? occupant;
    // Issue 29 B.8: the other widget the feature shows now loses it; the dialog names it.
    let displaced: { id: string; name: string } | null = null;
    if (occupant && occupant.widgetId !== request.demoId) {
      const [other] = await q
        .select({ id: widgets.id, name: widgets.name })
        .from(widgets)
        .where(and(eq(widgets.id, occupant.widgetId), eq(widgets.companyId, companyId)))
        .limit(1);
      displaced = other ?? null;
    }
    return { newMapping, previousMapping: replaced ? tripleOf(replaced) : null, displaced };
  }

  return {
    /** The company's catalogue as stored (empty when it has none). */
    catalogue: (companyId: string) => catalogueOf(db, companyId),

    async categories(companyId: string): Promise<Category[]> {
      const { categories } = await catalogueOf(db, companyId);
      return categories.map((category) => ({ _id: category.id, external_name: category.name }));
    },

    /** Every product, or those of `categoryId` (404 when the company has no such category). */
    async products(companyId: string, categoryId?: string): Promise<Product[]> {
      const { categories } = await catalogueOf(db, companyId);
      const chosen = categoryId === undefined ? categories : categories.filter((c) => c.id === categoryId);
      if (categoryId !== undefined && chosen.length === 0)
        throw notFound(embedServerMessages.categoryNotFound);
      return chosen.flatMap((category) =>
        category.products.map((product) => ({
          _id: product.id,
          external_name: product.name,
          categoryId: category.id,
        })),
      );
    },

    /** A product's features, each with the widget mapped to it ('' when none). */
    async features(companyId: string, productId: string): Promise<Feature[]> {
      const found = productIn(await catalogueOf(db, companyId), productId);
      if (!found) throw notFound(embedServerMessages.productNotFound);
      const mapped = await db
        .select({ featureId: embedMappings.featureId, widgetId: embedMappings.widgetId })
        .from(embedMappings)
        .where(and(eq(embedMappings.companyId, companyId), eq(embedMappings.productId, productId)));
      const demoOf = new Map(mapped.map((row) => [row.featureId, row.widgetId]));
      return found.product.features.map((feature) => ({
        featureId: feature.id,
        name: feature.name,
        text: feature.text,
        demo: demoOf.get(feature.id) ?? '',
        notSupported: feature.notSupported,
      }));
    },

    /** POST /web/embed-settings/check-assignment-status: what assigning would replace. */
    async checkAssignment(companyId: string, request: AssignmentRequest) {
      await ownWidget(db, companyId, request.demoId);
      const { category } = target(await catalogueOf(db, companyId), request.productId, request.featureId);
      const { newMapping, previousMapping, displaced = null } = await plan(db, companyId, category, request);
      return { requiresConfirmation: previousMapping !== null, previousMapping, newMapping, displaced };
    },

    /**
     * POST /web/embed-settings/assign-demo: maps a live widget of the company to a feature, in
     * one transaction that also takes the feature from any widget it showed before; the
     * 'Not Assigned' feature removes the widget's mapping. A change that replaces a mapping needs
     * `isConfirmed` (409 otherwise), as the check said.
     */
    async assign(
      companyId: string,
      request: AssignmentRequest & { categoryId: string; isConfirmed: boolean },
    ) {
      return db.transaction(async (tx) => {
        const catalogue = await catalogueOf(tx, companyId, true);
        const widget = await ownWidget(tx, companyId, request.demoId);
        if (!widget.live) throw conflict(embedMessages.onlyActive);
        if (!catalogue.categories.some((category) => category.id === request.categoryId))
          throw notFound(embedServerMessages.categoryNotFound);
        const { category } = target(catalogue, request.productId, request.featureId);
        // The product must be the category's: the three selects name one place.
        if (category.id !== request.categoryId) throw notFound(embedServerMessages.productNotFound);
        const { newMapping, previousMapping } = await plan(tx, companyId, category, request);
        if (previousMapping && !request.isConfirmed) throw conflict(embedServerMessages.confirmationRequired);

        const ofWidget = and(eq(embedMappings.companyId, companyId), eq(embedMappings.widgetId, widget.id));
        if (request.featureId === notAssignedFeatureId) {
          await tx.delete(embedMappings).where(ofWidget);
          return { demoId: widget.id, mapping: null };
        }
        await tx
          .delete(embedMappings)
          .where(
            and(
              eq(embedMappings.companyId, companyId),
              eq(embedMappings.productId, request.productId),
              eq(embedMappings.featureId, request.featureId),
              ne(embedMappings.widgetId, widget.id),
            ),
          );
        const place = {
          categoryId: category.id,
          productId: request.productId,
          featureId: request.featureId,
        };
        await tx
          .insert(embedMappings)
          .values({ widgetId: widget.id, companyId, ...place })
          .onConflictDoUpdate({ target: embedMappings.widgetId, set: { ...place, updatedAt: sql`now()` } });
        return { demoId: widget.id, mapping: newMapping };
      });
    },

    /**
     * PUT /web/embed-settings/catalogue: the company's catalogue becomes `catalogue`. Mappings to
     * features that are gone, or that are now 'not supported', are removed; a mapping whose
     * product moved to another category follows it.
     */
    async replaceCatalogue(companyId: string, catalogue: Catalogue) {
      await db.transaction(async (tx) => {
        await catalogueOf(tx, companyId, true);
        await tx
          .insert(marketplaceCatalogues)
          .values({ companyId, catalogue })
          .onConflictDoUpdate({
            target: marketplaceCatalogues.companyId,
            set: { catalogue, updatedAt: sql`now()` },
          });
        const mappings = await tx.select().from(embedMappings).where(eq(embedMappings.companyId, companyId));
        const gone: string[] = [];
        for (const mapping of mappings) {
          const found = productIn(catalogue, mapping.productId);
          const feature = found?.product.features.find((candidate) => candidate.id === mapping.featureId);
          if (!found || !feature || feature.notSupported) gone.push(mapping.widgetId);
          else if (found.category.id !== mapping.categoryId) {
            await tx
              .update(embedMappings)
              .set({ categoryId: found.category.id, updatedAt: sql`now()` })
              .where(
                and(eq(embedMappings.companyId, companyId), eq(embedMappings.widgetId, mapping.widgetId)),
              );
          }
        }
        if (gone.length) {
          await tx
            .delete(embedMappings)
            .where(and(eq(embedMappings.companyId, companyId), inArray(embedMappings.widgetId, gone)));
        }
      });
      const products: CatalogueProduct[] = catalogue.categories.flatMap((category) => category.products);
      return {
        categories: catalogue.categories.length,
        products: products.length,
        features: products.reduce((count, product) => count + product.features.length, 0),
      };
    },

    /**
     * The widget's mapping (the CYOA reply's assignedCategoryID, assignedProductID and
     * assignedFeatureID), or null.
     */
    async mappingOf(companyId: string, widgetId: string): Promise<MappingTriple | null> {
      const [row] = await db
        .select()
        .from(embedMappings)
        .where(and(eq(embedMappings.companyId, companyId), eq(embedMappings.widgetId, widgetId)))
        .limit(1);
      return row ? tripleOf(row) : null;
    },

    /** The mappings of several widgets at once (a list's page), by widget id; unmapped ones are absent. */
    async mappingsOf(companyId: string, widgetIds: readonly string[]): Promise<Map<string, MappingTriple>> {
      if (widgetIds.length === 0) return new Map();
      const rows = await db
        .select()
        .from(embedMappings)
        .where(and(eq(embedMappings.companyId, companyId), inArray(embedMappings.widgetId, [...widgetIds])));
      return new Map(rows.map((row) => [row.widgetId, tripleOf(row)]));
    },
  };
}

export type MarketplaceRepository = ReturnType<typeof marketplaceRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    marketplace: MarketplaceRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('marketplace', marketplaceRepository(app.db));
  },
  { name: 'marketplace', dependencies: ['db'] },
);
