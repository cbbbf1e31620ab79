import type { FastifyInstance } from 'fastify';
import { contractRoute } from '../http/contract-route.ts';

/** spec 2 §7 Marketplace: GET /web/categories, the caller's company's catalogue. */
export default async function categoryRoutes(app: FastifyInstance) {
  contractRoute(app, 'GET /web/categories', ({ session }) => app.marketplace.categories(session.companyId));
}
