import { randomBytes } from 'node:crypto';
import {
  type FormJson,
  type MappingData,
  newPageStyle,
  type PageStyle,
  type PageType,
  prospectLinkAddress,
  type Rule,
  toWireDate,
} from '@showroom/contract';
import { and, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import type { Db } from '../../db/database.ts';
import {
  pageForms,
  pageRelationships,
  pageRuleLibraries,
  pages,
  prospectSessions,
  prospects,
  recordings,
  salesReps,
  videos,
  widgets,
} from '../../db/schema.ts';

/** A prospect link's id (decision 8): 128 random bits, base64url (22 characters). */
export const newEncryptedId = () => randomBytes(16).toString('base64url');

/** How long an issued link id waits for POST /relationship to bind it. */
const sessionMinutes = 60;

type PageRow = typeof pages.$inferSelect;
type RelationshipRow = typeof pageRelationships.$inferSelect;

const live = (row: { live: boolean }) => (row.live ? 1 : 0) as 0 | 1;

/**
 * spec 3 §3, §7.4–7.6: pages, their forms and their prospect links, always within one company
 * (another company's page or link is simply not found).
 */
export function pagesRepository(db: Db, audienceUrl: string) {
  const ownPage = (companyId: string, pageId: string) =>
    and(eq(pages.companyId, companyId), eq(pages.id, pageId));
  const linkOf = (row: { encryptedId: string }) => prospectLinkAddress(audienceUrl, row.encryptedId);

  const summary = (row: PageRow, ownerName: string) => ({
    id: row.id,
    title: row.title,
    type: row.type,
    live: live(row),
    owner_id: row.salesRepId,
    name: ownerName,
    date_created: toWireDate(row.createdAt),
    date_modified: toWireDate(row.modifiedAt),
  });

  const relationshipOut = (row: RelationshipRow, prospect: { name: string; email: string } | null) => ({
    id: row.id,
    name: prospect?.name ?? '',
    email: prospect?.email ?? '',
    date_created: toWireDate(row.createdAt),
    encrypted_id: row.encryptedId,
    url: linkOf(row),
  });

  const repository = {
    linkOf,

    async list(companyId: string) {
      const rows = await db
        .select({ page: pages, name: salesReps.fullName })
        .from(pages)
        .innerJoin(salesReps, eq(salesReps.id, pages.salesRepId))
        .where(eq(pages.companyId, companyId))
        .orderBy(desc(pages.createdAt), desc(pages.id));
      return rows.map((row) => summary(row.page, row.name));
    },

    async find(companyId: string, pageId: string) {
      const [row] = await db
        .select({ page: pages, name: salesReps.fullName })
        .from(pages)
        .innerJoin(salesReps, eq(salesReps.id, pages.salesRepId))
        .where(ownPage(companyId, pageId))
        .limit(1);
      return row;
    },

    async read(companyId: string, pageId: string) {
      const row = await repository.find(companyId, pageId);
      if (!row) return undefined;
      return {
        ...summary(row.page, row.name),
        page_style: JSON.stringify(row.page.style),
        placeholders: JSON.stringify(row.page.placeholders),
      };
    },

    async create(companyId: string, repId: string, title: string, type: PageType) {
      const [row] = await db
        .insert(pages)
        .values({ companyId, salesRepId: repId, title, type, style: newPageStyle(type) })
        .returning({ id: pages.id, type: pages.type, live: pages.live });
      return { id: row!.id, type: row!.type, live: live(row!) };
    },

    /** A copy (never live, no links) with the title given; a Q&A page's form is copied with it. */
    async copy(companyId: string, repId: string, fromId: string, title: string) {
      return db.transaction(async (tx) => {
        const [from] = await tx.select().from(pages).where(ownPage(companyId, fromId)).limit(1);
        if (!from) return undefined;
        const style = { ...from.style };
        const formId = typeof style.form === 'string' ? style.form : '';
        if (formId) {
          const [form] = await tx
            .select()
            .from(pageForms)
            .where(and(eq(pageForms.companyId, companyId), eq(pageForms.id, formId)))
            .limit(1);
          if (form) {
            const [copied] = await tx
              .insert(pageForms)
              .values({
                companyId,
                salesRepId: repId,
                title: form.title,
                formjson: form.formjson,
                mapping: form.mapping,
              })
              .returning({ id: pageForms.id });
            style.form = copied!.id;
          } else style.form = '';
        }
        const [row] = await tx
          .insert(pages)
          .values({
            companyId,
            salesRepId: repId,
            title,
            type: from.type,
            style,
            placeholders: from.placeholders,
          })
          .returning({ id: pages.id, type: pages.type, live: pages.live });
        return { id: row!.id, type: row!.type, live: live(row!) };
      });
    },

    async setTitle(companyId: string, pageId: string, title: string) {
      const rows = await db
        .update(pages)
        .set({ title, modifiedAt: sql`now()` })
        .where(ownPage(companyId, pageId))
        .returning({ id: pages.id });
      return rows.length > 0;
    },

    async setLive(companyId: string, pageId: string, on: boolean) {
      const rows = await db
        .update(pages)
        .set({ live: on, modifiedAt: sql`now()` })
        .where(ownPage(companyId, pageId))
        .returning({ id: pages.id, live: pages.live });
      return rows[0] ? { id: rows[0].id, live: live(rows[0]) } : undefined;
    },

    async setStyle(companyId: string, pageId: string, style: PageStyle, placeholders: string[]) {
      const rows = await db
        .update(pages)
        .set({ style: style as unknown as Record<string, unknown>, placeholders, modifiedAt: sql`now()` })
        .where(ownPage(companyId, pageId))
        .returning({ id: pages.id });
      return rows.length > 0;
    },

    /** Deletes the page; its links and issued sessions go with it (cascade), so they stop opening. */
    async remove(companyId: string, pageId: string) {
      return db.transaction(async (tx) => {
        const [row] = await tx.delete(pages).where(ownPage(companyId, pageId)).returning();
        if (!row) return false;
        const formId = typeof row.style.form === 'string' ? row.style.form : '';
        if (formId)
          await tx.delete(pageForms).where(and(eq(pageForms.companyId, companyId), eq(pageForms.id, formId)));
        return true;
      });
    },

    /** The form a Q&A page names, if it is the company's. */
    async form(companyId: string, formId: string) {
      if (!/^[0-9a-f-]{36}$/i.test(formId)) return undefined;
      const [row] = await db
        .select()
        .from(pageForms)
        .where(and(eq(pageForms.companyId, companyId), eq(pageForms.id, formId)))
        .limit(1);
      return row as (typeof pageForms.$inferSelect & { formjson: FormJson; mapping: Rule[] }) | undefined;
    },

    /** Whether every id is a record of the company: demos, videos, embeds a page names. */
    async ownsAll(companyId: string, ids: { demos: string[]; videos: string[]; embeds: string[] }) {
      const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
      const check = async (
        table: typeof recordings | typeof videos | typeof widgets,
        list: string[],
      ): Promise<boolean> => {
        const unique = [...new Set(list)];
        if (unique.length === 0) return true;
        if (!unique.every((value) => uuid.test(value))) return false;
        const rows = await db
          .select({ id: table.id })
          .from(table)
          .where(and(eq(table.companyId, companyId), inArray(table.id, unique)));
        return rows.length === unique.length;
      };
      return (
        (await check(recordings, ids.demos)) &&
        (await check(videos, ids.videos)) &&
        (await check(widgets, ids.embeds))
      );
    },

    // --- a rep's rule library (spec 3 §7.5 page/rule) ---

    async ruleLibrary(repId: string) {
      const [row] = await db
        .select()
        .from(pageRuleLibraries)
        .where(eq(pageRuleLibraries.salesRepId, repId))
        .limit(1);
      return { variables: row?.variables ?? [], rules: row?.rules ?? [] };
    },

    async saveRuleLibrary(
      companyId: string,
      repId: string,
      change: { variables?: string[]; rules?: Rule[] },
    ) {
      const [row] = await db
        .insert(pageRuleLibraries)
        .values({
          salesRepId: repId,
          companyId,
          variables: change.variables ?? [],
          rules: change.rules ?? [],
        })
        .onConflictDoUpdate({
          target: pageRuleLibraries.salesRepId,
          set: { ...change, updatedAt: sql`now()` },
        })
        .returning();
      return { variables: row!.variables, rules: row!.rules };
    },

    // --- forms (spec 3 §7.6) ---

    async forms(companyId: string) {
      const rows = await db
        .select()
        .from(pageForms)
        .where(eq(pageForms.companyId, companyId))
        .orderBy(desc(pageForms.createdAt), desc(pageForms.id));
      return rows.map((row) => ({
        id: row.id,
        title: row.title,
        formjson: JSON.stringify(row.formjson),
        mapping: JSON.stringify(row.mapping),
      }));
    },

    async createForm(companyId: string, repId: string, title: string, formjson: FormJson, mapping: Rule[]) {
      const [row] = await db
        .insert(pageForms)
        .values({ companyId, salesRepId: repId, title, formjson, mapping })
        .returning({ id: pageForms.id });
      return row!.id;
    },

    async updateForm(companyId: string, formId: string, title: string, formjson: FormJson, mapping: Rule[]) {
      const rows = await db
        .update(pageForms)
        .set({ title, formjson, mapping, modifiedAt: sql`now()` })
        .where(and(eq(pageForms.companyId, companyId), eq(pageForms.id, formId)))
        .returning({ id: pageForms.id });
      return rows.length > 0;
    },

    async removeForm(companyId: string, formId: string) {
      const rows = await db
        .delete(pageForms)
        .where(and(eq(pageForms.companyId, companyId), eq(pageForms.id, formId)))
        .returning({ id: pageForms.id });
      return rows.length > 0;
    },

    // --- prospect links (spec 3 §4.4, §7.4, §7.6) ---

    /** The page's outbound links, newest first. */
    async links(companyId: string, pageId: string) {
      const rows = await db
        .select({ link: pageRelationships, name: prospects.name, email: prospects.email })
        .from(pageRelationships)
        .innerJoin(prospects, eq(prospects.id, pageRelationships.prospectId))
        .where(
          and(
            eq(pageRelationships.companyId, companyId),
            eq(pageRelationships.pageId, pageId),
            isNotNull(pageRelationships.prospectId),
          ),
        )
        .orderBy(desc(pageRelationships.createdAt), desc(pageRelationships.id));
      return rows.map((row) => relationshipOut(row.link, row));
    },

    /**
     * §4.4 step one: the prospect (found or made by e-mail within the company, its name updated) and
     * a link id for it and the page. A prospect who already has a link to the page gets that link
     * again (its placeholders updated): links are never duplicated.
     */
    async issue(
      companyId: string,
      repId: string,
      pageId: string,
      email: string,
      name: string,
      data: MappingData,
    ) {
      return db.transaction(async (tx) => {
        const [prospect] = await tx
          .insert(prospects)
          .values({ companyId, email, name })
          .onConflictDoUpdate({ target: [prospects.companyId, prospects.email], set: { name } })
          .returning({ id: prospects.id });
        const prospectId = prospect!.id;
        const [existing] = await tx
          .update(pageRelationships)
          .set({ mappingData: data })
          .where(and(eq(pageRelationships.pageId, pageId), eq(pageRelationships.prospectId, prospectId)))
          .returning({ encryptedId: pageRelationships.encryptedId });
        if (existing) return { id: prospectId, token: existing.encryptedId, url: linkOf(existing) };
        const encryptedId = newEncryptedId();
        await tx.insert(prospectSessions).values({
          encryptedId,
          companyId,
          salesRepId: repId,
          pageId,
          prospectId,
          mappingData: data,
          expiresAt: sql`now() + make_interval(mins => ${sessionMinutes})`,
        });
        return { id: prospectId, token: encryptedId, url: prospectLinkAddress(audienceUrl, encryptedId) };
      });
    },

    /**
     * §4.4 step two: binds an issued id to its prospect and page (consuming the session, so it can
     * never be bound twice). The link the prospect already has is answered as it is. undefined
     * when the id was not issued for this company, page and prospect, or has expired.
     */
    async bind(
      companyId: string,
      repId: string,
      input: { pageId: string; prospectId: string; encryptedId: string; engaged: boolean },
    ) {
      return db.transaction(async (tx) => {
        const found = await tx
          .select({ link: pageRelationships, name: prospects.name, email: prospects.email })
          .from(pageRelationships)
          .innerJoin(prospects, eq(prospects.id, pageRelationships.prospectId))
          .where(
            and(
              eq(pageRelationships.companyId, companyId),
              eq(pageRelationships.encryptedId, input.encryptedId),
              eq(pageRelationships.pageId, input.pageId),
              eq(pageRelationships.prospectId, input.prospectId),
            ),
          )
          .limit(1);
        if (found[0]) return { created: false, relationship: relationshipOut(found[0].link, found[0]) };
        const [session] = await tx
          .delete(prospectSessions)
          .where(
            and(
              eq(prospectSessions.encryptedId, input.encryptedId),
              eq(prospectSessions.companyId, companyId),
              eq(prospectSessions.pageId, input.pageId),
              eq(prospectSessions.prospectId, input.prospectId),
              gt(prospectSessions.expiresAt, sql`now()`),
            ),
          )
          .returning();
        if (!session) return undefined;
        const [row] = await tx
          .insert(pageRelationships)
          .values({
            companyId,
            salesRepId: repId,
            pageId: session.pageId,
            prospectId: session.prospectId,
            encryptedId: session.encryptedId,
            engaged: input.engaged,
            mappingData: session.mappingData,
          })
          .onConflictDoNothing()
          .returning();
        const [prospect] = await tx
          .select({ name: prospects.name, email: prospects.email })
          .from(prospects)
          .where(eq(prospects.id, session.prospectId));
        if (row) return { created: true, relationship: relationshipOut(row, prospect ?? null) };
        // Bound meanwhile under another id (two dialogs at once): answer the link that exists.
        const [other] = await tx
          .select()
          .from(pageRelationships)
          .where(
            and(
              eq(pageRelationships.pageId, session.pageId),
              eq(pageRelationships.prospectId, session.prospectId),
            ),
          );
        return other ? { created: false, relationship: relationshipOut(other, prospect ?? null) } : undefined;
      });
    },

    /** §7.6 website session: the page's one inbound link, made the first time. */
    async website(companyId: string, repId: string, pageId: string) {
      const where = and(
        eq(pageRelationships.companyId, companyId),
        eq(pageRelationships.pageId, pageId),
        isNull(pageRelationships.prospectId),
      );
      await db
        .insert(pageRelationships)
        .values({ companyId, salesRepId: repId, pageId, prospectId: null, encryptedId: newEncryptedId() })
        .onConflictDoNothing();
      const [row] = await db.select().from(pageRelationships).where(where).limit(1);
      return { id: row!.id, token: row!.encryptedId, url: linkOf(row!) };
    },

    /** Deletes a link: its address stops opening at once. */
    async removeLink(companyId: string, relationshipId: string) {
      const rows = await db
        .delete(pageRelationships)
        .where(and(eq(pageRelationships.companyId, companyId), eq(pageRelationships.id, relationshipId)))
        .returning({ id: pageRelationships.id });
      return rows.length > 0;
    },

    /**
     * What a prospect link opens (for the audience host): the relationship and its page, or
     * undefined for an id that names no link (never issued, or its relationship deleted).
     */
    async resolveLink(encryptedId: string) {
      if (!/^[A-Za-z0-9_-]{22,64}$/.test(encryptedId)) return undefined;
      const [row] = await db
        .select({ link: pageRelationships, page: pages })
        .from(pageRelationships)
        .innerJoin(pages, eq(pages.id, pageRelationships.pageId))
        .where(eq(pageRelationships.encryptedId, encryptedId))
        .limit(1);
      return row;
    },
  };
  return repository;
}

export type PagesRepository = ReturnType<typeof pagesRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    pageStore: PagesRepository;
  }
}

export default fp(
  async (app) => {
    app.decorate('pageStore', pagesRepository(app.db, app.config.audienceUrl));
  },
  { name: 'page-store', dependencies: ['db', 'config'] },
);
