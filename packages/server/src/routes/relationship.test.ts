import { routes } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { caller, embedsApp } from '../../test/support/widgets.ts';
import { pageRelationships, prospectSessions } from '../db/schema.ts';

const now = '2026-11-27 10:00:00';

describeDatabases(
  'prospect links: /web/relationship, /web/prospect/session (spec 3 §4.4, §7.4, §7.6)',
  (ctx) => {
    let env: Awaited<ReturnType<typeof embedsApp>>;
    beforeAll(async () => {
      env = await embedsApp(ctx);
    });
    afterAll(() => env?.close());
    const audience = testConfig().audienceUrl;

    const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(env.app)(...args);
    const pageOf = async (who: SignedInRep, title = 'Welcome') =>
      (await env.app.pageStore.create(who.companyId, who.repId, title, 'customized')).id;
    const session = async (who: SignedInRep, pageId: string, email: string, name = '', extra = {}) => {
      const response = await call(who, 'POST', '/web/prospect/session', {
        json: {
          name,
          email,
          pageId,
          mappingData: JSON.stringify({ ...extra, prospect_email: 'forged@example.com' }),
          salesrepId: who.repId,
          companyId: who.companyId,
        },
      });
      expect(response.statusCode, response.body).toBe(201);
      return routes['POST /web/prospect/session'].payload.parse(response.json().payload);
    };
    const bind = (who: SignedInRep, pageId: string, prospectId: string, encryptedId: string) =>
      call(who, 'POST', '/web/relationship', {
        json: {
          salesrep_id: who.repId,
          prospect_id: prospectId,
          company_id: who.companyId,
          page_id: pageId,
          engaged: 'yes',
          encrypted_id: encryptedId,
          date_created: now,
        },
      });
    const outbound = async (who: SignedInRep, pageId: string, email: string, name = '', extra = {}) => {
      const issued = await session(who, pageId, email, name, extra);
      const response = await bind(who, pageId, issued.id, issued.token);
      expect([200, 201], response.body).toContain(response.statusCode);
      return routes['POST /web/relationship'].payload.parse(response.json().payload)[0];
    };
    const list = async (who: SignedInRep, pageId: string) => {
      const response = await call(who, 'GET', `/web/salesrep/${who.repId}/relationship?page_id=${pageId}`);
      expect(response.statusCode, response.body).toBe(200);
      return routes['GET /web/salesrep/{salesRepId}/relationship'].payload.parse(response.json().payload);
    };

    describe('outbound links', () => {
      it('makes an unguessable link {audience}/{encrypted_id}/login that opens this page for this prospect', async () => {
        const rep = await repWithSession(env.app, ctx.db);
        const pageId = await pageOf(rep);
        const link = await outbound(rep, pageId, ' Ada@Example.com ', '', { company: 'Acme' });
        expect(link.encrypted_id).toMatch(/^[A-Za-z0-9_-]{22}$/);
        expect(link.url).toBe(`${audience}/${link.encrypted_id}/login`);
        // The name defaults to the e-mail (§5); the prospect's own fields are the call's, not the text's.
        expect(link).toMatchObject({ name: 'ada@example.com', email: 'ada@example.com' });
        const opened = await env.app.pageStore.resolveLink(link.encrypted_id);
        expect(opened?.page.id).toBe(pageId);
        expect(opened?.link.mappingData).toEqual({
          company: 'Acme',
          prospect_email: 'ada@example.com',
          prospect_name: 'ada@example.com',
        });
        expect((await list(rep, pageId)).map((row) => row.id)).toEqual([link.id]);
      });

      it('gives the same prospect and page the same link again (no duplicates), and a new prospect another', async () => {
        const rep = await repWithSession(env.app, ctx.db);
        const pageId = await pageOf(rep);
        const first = await outbound(rep, pageId, 'grace@example.com', 'Grace');
        const again = await outbound(rep, pageId, 'GRACE@example.com', 'Grace H', { region: 'EU' });
        expect(again.encrypted_id).toBe(first.encrypted_id);
        const other = await outbound(rep, pageId, 'alan@example.com', 'Alan');
        expect(other.encrypted_id).not.toBe(first.encrypted_id);
        expect((await list(rep, pageId)).map((row) => row.email).sort()).toEqual([
          'alan@example.com',
          'grace@example.com',
        ]);
        expect((await env.app.pageStore.resolveLink(first.encrypted_id))?.link.mappingData.region).toBe('EU');
      });

      it('binds only an id this server issued for that company, page and prospect, once', async () => {
        const rep = await repWithSession(env.app, ctx.db);
        const other = await repWithSession(env.app, ctx.db);
        const pageId = await pageOf(rep);
        const issued = await session(rep, pageId, 'kat@example.com');
        // A client-made id is never a link.
        expect((await bind(rep, pageId, issued.id, 'AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
        // Another page of the company cannot take this id.
        const second = await pageOf(rep, 'Second');
        expect((await bind(rep, second, issued.id, issued.token)).statusCode).toBe(404);
        // Another company cannot bind it at all.
        const foreign = await call(other, 'POST', '/web/relationship', {
          json: {
            salesrep_id: other.repId,
            prospect_id: issued.id,
            company_id: other.companyId,
            page_id: pageId,
            engaged: 'yes',
            encrypted_id: issued.token,
            date_created: now,
          },
        });
        expect(foreign.statusCode).toBe(404);
        const bound = await bind(rep, pageId, issued.id, issued.token);
        expect(bound.statusCode, bound.body).toBe(201);
        expect((await bind(rep, pageId, issued.id, issued.token)).statusCode).toBe(200);
        expect(
          await ctx.db.select().from(prospectSessions).where(eq(prospectSessions.encryptedId, issued.token)),
        ).toEqual([]);
      });

      it('kills the link when its relationship is deleted, for good', async () => {
        const rep = await repWithSession(env.app, ctx.db);
        const other = await repWithSession(env.app, ctx.db);
        const pageId = await pageOf(rep);
        const issued = await session(rep, pageId, 'lin@example.com');
        const link = (await bind(rep, pageId, issued.id, issued.token)).json().payload[0];
        expect((await call(other, 'DELETE', `/web/relationship/${link.id}`)).statusCode).toBe(404);
        expect(await env.app.pageStore.resolveLink(link.encrypted_id)).toBeDefined();
        expect((await call(rep, 'DELETE', `/web/relationship/${link.id}`)).statusCode).toBe(200);
        expect(await env.app.pageStore.resolveLink(link.encrypted_id)).toBeUndefined();
        // The consumed id cannot be bound again.
        expect((await bind(rep, pageId, issued.id, issued.token)).statusCode).toBe(404);
        expect(await list(rep, pageId)).toEqual([]);
        expect((await call(rep, 'DELETE', `/web/relationship/${link.id}`)).statusCode).toBe(404);
      });

      it('kills every link of a deleted page', async () => {
        const rep = await repWithSession(env.app, ctx.db);
        const pageId = await pageOf(rep);
        const link = await outbound(rep, pageId, 'mo@example.com');
        expect((await call(rep, 'DELETE', `/web/page/${pageId}`)).statusCode).toBe(200);
        expect(await env.app.pageStore.resolveLink(link.encrypted_id)).toBeUndefined();
        expect(
          await ctx.db.select().from(pageRelationships).where(eq(pageRelationships.pageId, pageId)),
        ).toEqual([]);
      });

      it("never lists or issues links for another company's page", async () => {
        const rep = await repWithSession(env.app, ctx.db);
        const other = await repWithSession(env.app, ctx.db);
        const pageId = await pageOf(rep, 'Owner secret');
        await outbound(rep, pageId, 'secret-prospect@example.com');
        const listed = await call(
          other,
          'GET',
          `/web/salesrep/${other.repId}/relationship?page_id=${pageId}`,
        );
        expect(listed.statusCode).toBe(404);
        expect(listed.body).not.toContain('secret-prospect');
        expect(
          (await call(other, 'GET', `/web/salesrep/${rep.repId}/relationship?page_id=${pageId}`)).statusCode,
        ).toBe(403);
        const issue = await call(other, 'POST', '/web/prospect/session', {
          json: {
            name: '',
            email: 'x@example.com',
            pageId,
            mappingData: '{}',
            salesrepId: other.repId,
            companyId: other.companyId,
          },
        });
        expect(issue.statusCode).toBe(404);
        const website = await call(other, 'POST', '/web/prospect/session/website', {
          json: { pageId, companyId: other.companyId },
        });
        expect(website.statusCode).toBe(404);
      });
    });

    describe('inbound (website) link', () => {
      it('is one link per page, made the first time and the same after', async () => {
        const rep = await repWithSession(env.app, ctx.db);
        const pageId = await pageOf(rep);
        const make = () =>
          call(rep, 'POST', '/web/prospect/session/website', { json: { pageId, companyId: rep.companyId } });
        const first = await make();
        expect(first.statusCode, first.body).toBe(201);
        const again = await make();
        expect(again.json().payload).toEqual(first.json().payload);
        expect(first.json().payload.url).toBe(`${audience}/${first.json().payload.token}/login`);
        expect((await env.app.pageStore.resolveLink(first.json().payload.token))?.page.id).toBe(pageId);
        // The panel lists prospects' links, not the website link.
        expect(await list(rep, pageId)).toEqual([]);
      });
    });
  },
);
