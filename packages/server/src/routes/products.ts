import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';

/**
 * spec 2 §7 Marketplace: the products and features of the caller's company's catalogue. An id
 * the company's catalogue does not have answers 404, whoever else's it may be.
 */
export default async function productRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /web/products/all', ({ session }) => app.marketplace.products(session.companyId));
  contractRoute(app, 'GET /web/products/', ({ query, session }) =>
    app.marketplace.products(session.companyId, query.category),
  );
  contractRoute(app, 'GET /web/products/features/{productId}', ({ params, session }) =>
    app.marketplace.features(session.companyId, params.productId),
  );
}
