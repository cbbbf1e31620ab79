import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { embedSnippet } from '@showroom/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { salesReps, widgets } from '../db/schema.ts';
import { sampleRep, seed } from '../db/seed.ts';
import { widgetLoaders } from '../services/widget-loaders.ts';
import { buildSampleSite } from './server.ts';

describeDatabases('the sample host page', (ctx) => {
  const config = testConfig({
    audienceUrl: 'http://127.0.0.1:4731',
    sampleSite: { port: 0, url: 'http://localhost:4732' },
  });
  let site: FastifyInstance;
  const ids: Record<string, string> = {};
  let companyId = '';

  beforeAll(async () => {
    // The sample company and rep, without the media part; its widgets are made here.
    await seed(ctx.db, {
      dataDir: mkdtempSync(path.join(tmpdir(), 'showroom-sample-')),
      repPassword: 'Sample-Site-1!',
    });
    const [rep] = await ctx.db
      .select({ id: salesReps.id, companyId: salesReps.companyId })
      .from(salesReps)
      .where(sql`lower(${salesReps.email}) = ${sampleRep.email}`);
    companyId = rep!.companyId;
    for (const [kind, name, live] of [
      ['hero', 'Sample Hero', true],
      ['solo', 'Sample <Solo>', true],
      ['cyoa', 'Sample CYOA', true],
      ['sneakpeek', 'Draft Sneakpeek', false],
    ] as const) {
      const [row] = await ctx.db
        .insert(widgets)
        .values({ kind, companyId, salesRepId: rep!.id, name, data: { is_sneak: 0 }, live })
        .returning({ id: widgets.id });
      ids[kind] = row!.id;
    }
    site = buildSampleSite({ config, database: ctx.database, logger: false });
    await site.ready();
  });
  afterAll(() => site?.close());

  it("embeds each published sample widget with the console's snippet, version and integrity, under the guide's policy", async () => {
    const reply = await site.inject({ method: 'GET', url: '/' });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = reply.body;
    const loaders = (await widgetLoaders(config.audienceUrl))!;
    for (const kind of ['hero', 'cyoa'] as const) {
      const snippet = embedSnippet({
        kind,
        id: ids[kind]!,
        companyId,
        staticUrl: config.audienceUrl,
        version: loaders[kind].version,
        integrity: loaders[kind].integrity,
      });
      expect(html).toContain(snippet);
      expect(html).toContain(`data-id="${ids[kind]}"`);
    }
    expect(html).toContain(
      `<script async src="${config.audienceUrl}/solo/loader.js?v=${loaders.solo.version}"`,
    );
    // The Solo twice: as a block, and as an inline launch button inside a sentence.
    expect(html.match(/data-showroom-embed="solo"/g)).toHaveLength(2);
    expect(html).toMatch(/<p>[^<]*<span data-showroom-embed="solo"[^>]*data-sneak="1"/);
    // The rep's name is text; a kind without a published widget says so.
    expect(html).toContain('Sample &lt;Solo&gt;');
    expect(html).not.toContain(ids.sneakpeek!);
    expect(html).toContain('The sample company has no published Sneakpeek widget');
    // The events log listens to the host-page event API.
    expect(html).toContain('document.addEventListener("showroom:event"');

    const policy = String(reply.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
    expect(html.match(new RegExp(`nonce="${nonce.replace(/[+/]/g, '\\$&')}"`, 'g'))).toHaveLength(2);
    expect(policy).toContain(`script-src 'nonce-${nonce}' ${config.audienceUrl}`);
    expect(policy).toContain(`frame-src ${config.audienceUrl}`);
    expect(policy).toContain(`connect-src ${config.audienceUrl}`);
    expect(policy).toContain("default-src 'none'");
    // A new nonce each time.
    const again = await site.inject({ method: 'GET', url: '/' });
    expect(again.headers['content-security-policy']).not.toBe(policy);
  });

  it("gives each kind's section its kind as id, the anchor the console's examples links open (issue 29, B.7)", async () => {
    const html = (await site.inject({ method: 'GET', url: '/' })).body;
    const sections = [...html.matchAll(/<section [^>]*id="([a-z]+)"[^>]*><h2>([^<]*)<\/h2>/g)].map(
      ([, id, heading]) => [id, heading],
    );
    expect(sections).toEqual([
      ['hero', 'Hero: Sample Hero'],
      ['solo', 'Solo: Sample &lt;Solo&gt;'],
      // No published Sneakpeek: its section is there, saying so.
      ['sneakpeek', 'Sneakpeek'],
      ['cyoa', 'Choose Your Adventure: Sample CYOA'],
    ]);
  });

  it("puts each widget's thumbnail in its snippet, the first one's fetched first, and leaves it out when the audience host has none", async () => {
    const asked: string[] = [];
    const pictured = buildSampleSite({
      config,
      database: ctx.database,
      logger: false,
      pictures: async (kind, id) => {
        asked.push(`${kind}/${id}`);
        return kind === 'cyoa'
          ? undefined
          : { thumbnail: `https://media.example/${kind}.jpg`, width: 1280, height: 720 };
      },
    });
    try {
      const html = (await pictured.inject({ method: 'GET', url: '/' })).body;
      const loaders = (await widgetLoaders(config.audienceUrl))!;
      const of = (kind: 'hero' | 'solo' | 'cyoa', picture?: { thumbnail: string }, priority = false) =>
        embedSnippet({
          kind,
          id: ids[kind]!,
          companyId,
          staticUrl: config.audienceUrl,
          version: loaders[kind].version,
          integrity: loaders[kind].integrity,
          ...(picture ? { picture: { ...picture, width: 1280, height: 720 } } : {}),
          priority,
        });
      expect(html).toContain(of('hero', { thumbnail: 'https://media.example/hero.jpg' }, true));
      expect(html).toContain(of('solo', { thumbnail: 'https://media.example/solo.jpg' }));
      expect(html).toContain(of('cyoa'));
      expect(html.match(/fetchpriority="high"/g)).toHaveLength(1);
      // The inline Solo has no picture: it is its launch button.
      expect(html).toMatch(/<span data-showroom-embed="solo"[^>]*><\/span>/);
      expect(asked.sort()).toEqual([`cyoa/${ids.cyoa}`, `hero/${ids.hero}`, `solo/${ids.solo}`].sort());
    } finally {
      await pictured.close();
    }
  });

  it('shows a widget no longer once it is unpublished', async () => {
    await ctx.db.update(widgets).set({ live: false }).where(eq(widgets.id, ids.cyoa!));
    const html = (await site.inject({ method: 'GET', url: '/' })).body;
    expect(html).not.toContain(ids.cyoa!);
    expect(html).toContain('The sample company has no published Choose Your Adventure widget');
  });
});
