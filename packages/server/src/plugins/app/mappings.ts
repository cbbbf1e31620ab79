import { settingsServerMessages } from '@showroom/contract';
import { and, eq, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { formMappings } from '../../db/schema.ts';
import { conflict, notFound } from '../../services/errors.ts';

type Json = Record<string, unknown>;
const missing = () => notFound('Not found');
const wire = (row: { formId: string; formjson: Json }) => ({
  form_id: row.formId,
  formjson: JSON.stringify(row.formjson),
});

/** spec 1 §3 Mapping, per company: another company's form id is simply not found. */
export function mappingsRepository(db: Db) {
  const own = (companyId: string, formId: string) =>
    and(eq(formMappings.companyId, companyId), eq(formMappings.formId, formId));
  return {
    async get(companyId: string, formId: string) {
      const [row] = await db.select().from(formMappings).where(own(companyId, formId)).limit(1);
      if (!row) throw missing();
      return wire(row);
    },
    async create(companyId: string, formId: string, formjson: Json) {
      const rows = await db
        .insert(formMappings)
        .values({ companyId, formId, formjson })
        .onConflictDoNothing()
        .returning();
      if (rows.length === 0) throw conflict(settingsServerMessages.mappingExists);
      return wire(rows[0]!);
    },
    async update(companyId: string, formId: string, formjson: Json) {
      const [row] = await db
        .update(formMappings)
        .set({ formjson, updatedAt: sql`now()` })
        .where(own(companyId, formId))
        .returning();
      if (!row) throw missing();
      return wire(row);
    },
    async remove(companyId: string, formId: string) {
      const rows = await db
        .delete(formMappings)
        .where(own(companyId, formId))
        .returning({ id: formMappings.id });
      if (rows.length === 0) throw missing();
      return null;
    },
  };
}

export type MappingsRepository = ReturnType<typeof mappingsRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    mappings: MappingsRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('mappings', mappingsRepository(app.db));
  },
  { name: 'mappings', dependencies: ['db'] },
);
