import { type EmbedStyle, newEmbedStyle, type PageType, routes } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { defineMatrix, type MatrixContext } from '../../test/quality/matrix.ts';
import { pageRelationships, pages, prospectSessions, prospects } from '../db/schema.ts';
import { ownersWidget } from './hero.matrix.ts';

const secretTitle = 'Owner-only page: Q4 renewal plan';
const secretProspect = 'owner-only-prospect@acme-secret-test.com';

/** A page of the owner's company, and how to read it back unchanged. */
export const ownersPage = async ({ app, db, owner }: MatrixContext, type: PageType = 'customized') => {
  const { id } = await app.pageStore.create(owner.companyId, owner.repId, secretTitle, type);
  return {
    id,
    readBack: () => db.select().from(pages).where(eq(pages.id, id)),
    secrets: [secretTitle],
  };
};

/** An Embed page of the owner's on one of its Heroes, complete enough to save and publish. */
export const ownersEmbedPage = async (context: MatrixContext) => {
  const widget = await ownersWidget(context, 'hero', true);
  const page = await ownersPage(context, 'embed');
  const style: EmbedStyle = {
    ...newEmbedStyle(),
    embed: { id: widget.id, type: 'hero' },
    title: 'Owner-only headline',
    description: 'Owner-only description',
  };
  await context.app.pageStore.setStyle(context.owner.companyId, page.id, style, []);
  return { ...page, style, secrets: [...page.secrets, ...widget.secrets, style.title, style.description] };
};

/** A page of the owner's with one prospect's link bound to it. */
export const ownersLink = async (context: MatrixContext) => {
  const { app, db, owner } = context;
  const page = await ownersPage(context);
  const data = { prospect_email: secretProspect, prospect_name: 'Owner Prospect' };
  const issued = await app.pageStore.issue(
    owner.companyId,
    owner.repId,
    page.id,
    secretProspect,
    'Owner Prospect',
    data,
  );
  const bound = await app.pageStore.bind(owner.companyId, owner.repId, {
    pageId: page.id,
    prospectId: issued.id,
    encryptedId: issued.token,
    engaged: true,
  });
  return {
    page,
    prospectId: issued.id,
    relationshipId: bound!.relationship.id,
    encryptedId: issued.token,
    readBack: async () => ({
      links: await db
        .select()
        .from(pageRelationships)
        .where(eq(pageRelationships.companyId, owner.companyId)),
      sessions: await db
        .select()
        .from(prospectSessions)
        .where(eq(prospectSessions.companyId, owner.companyId)),
      prospects: await db.select().from(prospects).where(eq(prospects.companyId, owner.companyId)),
    }),
    secrets: [...page.secrets, secretProspect, issued.token],
  };
};

/** Every page of the owner's company: a refused create or copy adds none. */
const ownersPages =
  ({ db, owner }: MatrixContext) =>
  () =>
    db.select().from(pages).where(eq(pages.companyId, owner.companyId)).orderBy(pages.id);

const dates = { date_created: '2026-11-27 10:00:00', date_modified: '2026-11-27 10:00:00' };

export default defineMatrix({
  'GET /web/page/{companyId}': {
    access: 'company',
    arrange: async (context) => {
      const page = await ownersPage(context);
      return {
        params: { companyId: context.owner.companyId },
        readBack: page.readBack,
        secrets: page.secrets,
      };
    },
  },
  'GET /web/page/title/{pageId}': {
    access: 'company',
    arrange: async (context) => {
      const page = await ownersPage(context);
      return { params: { pageId: page.id }, readBack: page.readBack, secrets: page.secrets };
    },
  },
  'GET /web/page/id/{pageId}': {
    access: 'company',
    arrange: async (context) => {
      const page = await ownersEmbedPage(context);
      return { params: { pageId: page.id }, readBack: page.readBack, secrets: page.secrets };
    },
  },
  'POST /web/page/{salesRepId}/{companyId}': {
    access: 'company',
    arrange: async (context) => {
      const page = await ownersPage(context);
      return {
        params: { salesRepId: context.owner.repId, companyId: context.owner.companyId },
        body: { title: 'Page from the call', type: 'standard', ...dates },
        readBack: ownersPages(context),
        secrets: page.secrets,
      };
    },
  },
  'POST /web/page/copy': {
    access: 'company',
    arrange: async (context) => {
      const page = await ownersEmbedPage(context);
      return {
        body: {
          ...routes['POST /web/page/copy'].example?.body,
          clone_from_id: page.id,
          owner_id: context.owner.repId,
          company_id: context.owner.companyId,
          title: `${secretTitle} - Copy`,
          type: 'embed',
        },
        readBack: ownersPages(context),
        secrets: page.secrets,
      };
    },
  },
  'PUT /web/page/title': {
    access: 'company',
    arrange: async (context) => {
      const page = await ownersPage(context);
      return { body: { pageId: page.id, title: 'Renamed' }, readBack: page.readBack, secrets: page.secrets };
    },
  },
  'PUT /web/page/{pageId}/{companyId}': {
    access: 'company',
    arrange: async (context) => {
      const page = await ownersEmbedPage(context);
      return {
        params: { pageId: page.id, companyId: context.owner.companyId },
        body: { live: 1 },
        readBack: page.readBack,
        secrets: page.secrets,
      };
    },
  },
  'DELETE /web/page/{pageId}': {
    access: 'company',
    arrange: async (context) => {
      const link = await ownersLink(context);
      return { params: { pageId: link.page.id }, readBack: link.readBack, secrets: link.secrets };
    },
  },
});
