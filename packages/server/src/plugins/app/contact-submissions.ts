import { eq } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import { contactSubmissions, prospects, salesReps } from '../../db/schema.ts';

/** The link a prospect's contact form came through (a row of page_relationships). */
interface FormLink {
  id: string;
  companyId: string;
  salesRepId: string;
  prospectId: string | null;
}

/**
 * What a prospect page's contact form needs (POST /web/sendmailform, spec 3 §7.6): who the link's
 * rep and prospect are, and the submissions kept for the Pages tab's Contact Information.
 */
function contactSubmissionsRepository(db: Db) {
  return {
    /** The link's rep (undefined when the rep is gone) and prospect (undefined for a website link). */
    async recipients(link: FormLink) {
      const [rep] = await db
        .select({ email: salesReps.email, fullName: salesReps.fullName })
        .from(salesReps)
        .where(eq(salesReps.id, link.salesRepId))
        .limit(1);
      const [prospect] = link.prospectId
        ? await db
            .select({ email: prospects.email, name: prospects.name })
            .from(prospects)
            .where(eq(prospects.id, link.prospectId))
            .limit(1)
        : [];
      return { rep, prospect };
    },

    async keep(link: FormLink, fields: { name: string; email: string; message: string }) {
      await db.insert(contactSubmissions).values({
        companyId: link.companyId,
        relationshipId: link.id,
        ...fields,
      });
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    contactSubmissions: ReturnType<typeof contactSubmissionsRepository>;
  }
}

export default fp(
  async (app) => {
    app.decorate('contactSubmissions', contactSubmissionsRepository(app.db));
  },
  { name: 'contact-submissions', dependencies: ['db'] },
);
