import { defineMatrix } from '../../test/quality/matrix.ts';
import { ownersCatalogue } from './categories.matrix.ts';

export default defineMatrix({
  'GET /web/products/all': {
    access: 'company',
    foreign: { ownScope: "Lists the caller's own company's products; the call names no record." },
    arrange: ownersCatalogue,
  },
  // Another company's catalogue has no such category or product: 404.
  'GET /web/products/': {
    access: 'company',
    arrange: async (context) => ({ ...(await ownersCatalogue(context)), query: { category: 'analytics' } }),
  },
  'GET /web/products/features/{productId}': {
    access: 'company',
    arrange: async (context) => ({
      ...(await ownersCatalogue(context)),
      params: { productId: 'analytics-dash' },
    }),
  },
});
