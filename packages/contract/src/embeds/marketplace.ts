import * as z from 'zod/mini';
import { defineRoute } from '../core/route.ts';
import { embedId, exampleIds } from './shared.ts';

// spec 2 §7 Marketplace. The catalogue (categories, products, features) is per company: a sample
// one is seeded, and a company replaces its own with PUT /web/embed-settings/catalogue (ours,
// docs/embeds.md). A mapping puts one published embed on one feature of a product.

const catalogueId = z.string().check(z.trim(), z.minLength(1), z.maxLength(100));
const name = z.string().check(z.trim(), z.minLength(1), z.maxLength(200));

export const category = z.object({ _id: z.string(), external_name: z.string() });
export type Category = z.infer<typeof category>;
export const product = z.object({ _id: z.string(), external_name: z.string(), categoryId: z.string() });
export type Product = z.infer<typeof product>;
/**
 * spec 2 §3 feature: featureId, name, text, demo (the embed mapped to it, or ''), and whether the
 * marketplace supports it: a 'not supported' feature cannot be mapped ('Mapping not allowed').
 */
export const feature = z.object({
  featureId: z.string(),
  name: z.string(),
  text: z.string(),
  demo: z.string(),
  notSupported: z.boolean(),
});
export type Feature = z.infer<typeof feature>;

/** The neutral choice of the feature select: mapping to it removes the embed's mapping (spec 2 §3). */
export const notAssignedFeatureId = 'not-assigned';

export const mappingTriple = z.object({ category: z.string(), productId: z.string(), featureId: z.string() });
export type MappingTriple = z.infer<typeof mappingTriple>;

export const listCategories = defineRoute({
  method: 'GET',
  path: '/web/categories',
  auth: 'token',
  payload: z.array(category),
  example: {},
});

export const listAllProducts = defineRoute({
  method: 'GET',
  path: '/web/products/all',
  auth: 'token',
  payload: z.array(product),
  example: {},
});

export const listCategoryProducts = defineRoute({
  method: 'GET',
  path: '/web/products/',
  auth: 'token',
  query: z.object({ category: catalogueId }),
  payload: z.array(product),
  example: { query: { category: 'crm' } },
});

export const listProductFeatures = defineRoute({
  method: 'GET',
  path: '/web/products/features/{productId}',
  auth: 'token',
  params: z.object({ productId: catalogueId }),
  payload: z.array(feature),
  example: { params: { productId: 'crm-pipeline' } },
});

/**
 * POST /web/embed-settings/check-assignment-status. `demoId` is the embed's id. Confirmation is
 * required when the embed already has another mapping or the feature already shows another
 * embed; `previousMapping` is what would be replaced (null when nothing is).
 */
export const checkAssignmentStatus = defineRoute({
  method: 'POST',
  path: '/web/embed-settings/check-assignment-status',
  auth: 'token',
  body: z.object({ productId: catalogueId, featureId: catalogueId, demoId: embedId }),
  payload: z.object({
    requiresConfirmation: z.boolean(),
    previousMapping: z.nullable(mappingTriple),
    newMapping: mappingTriple,
    /**
     * Issue 29 B.8 (ours): the other embed the feature shows now, which loses the mapping, so the
     * 'Confirm Save' dialog can name it; null when none does. Optional: older servers send none.
     */
    displaced: z.optional(z.nullable(z.object({ id: embedId, name: z.string() }))),
  }),
  example: {
    body: { productId: 'crm-pipeline', featureId: 'crm-pipeline-forecast', demoId: exampleIds.embedId },
  },
});

/**
 * POST /web/embed-settings/assign-demo: maps a published embed (404 for another company's or a
 * missing one, 409 'Only available for active embdeds' when not live, 422 'Mapping not allowed'
 * for a not-supported feature). isConfirmed must be true when the check required confirmation.
 */
export const assignDemo = defineRoute({
  method: 'POST',
  path: '/web/embed-settings/assign-demo',
  auth: 'token',
  body: z.object({
    demoId: embedId,
    categoryId: catalogueId,
    productId: catalogueId,
    featureId: catalogueId,
    isConfirmed: z.boolean(),
  }),
  payload: z.object({ demoId: embedId, mapping: z.nullable(mappingTriple) }),
  example: {
    body: {
      demoId: exampleIds.embedId,
      categoryId: 'crm',
      productId: 'crm-pipeline',
      featureId: 'crm-pipeline-forecast',
      isConfirmed: true,
    },
  },
});

/**
 * A company's catalogue as a file gives it (docs/embeds.md). JSON: this shape. CSV: one row per
 * feature with the header category_id,category_name,product_id,product_name,feature_id,
 * feature_name,feature_text,not_supported.
 */
export const catalogue = z.object({
  categories: z
    .array(
      z.object({
        id: catalogueId,
        name,
        products: z
          .array(
            z.object({
              id: catalogueId,
              name,
              features: z
                .array(
                  z.object({
                    id: catalogueId,
                    name,
                    text: z.string().check(z.maxLength(2000)),
                    notSupported: z.boolean(),
                  }),
                )
                .check(z.maxLength(500)),
            }),
          )
          .check(z.maxLength(500)),
      }),
    )
    .check(z.maxLength(200)),
});
export type Catalogue = z.infer<typeof catalogue>;

/**
 * PUT /web/embed-settings/catalogue (ours): replaces the caller's company's catalogue with the
 * file's. Mappings to features that are gone are removed. Replies with the counts read.
 */
export const replaceCatalogue = defineRoute({
  method: 'PUT',
  path: '/web/embed-settings/catalogue',
  auth: 'token',
  body: z.object({
    format: z.enum(['json', 'csv']),
    content: z.string().check(z.minLength(1), z.maxLength(2_000_000)),
  }),
  payload: z.object({ categories: z.number(), products: z.number(), features: z.number() }),
  example: {
    body: {
      format: 'csv',
      content:
        'category_id,category_name,product_id,product_name,feature_id,feature_name,feature_text,not_supported\ncrm,CRM,crm-pipeline,Pipeline,crm-pipeline-forecast,Forecast,Forecasts at a glance,false\n',
    },
  },
});
