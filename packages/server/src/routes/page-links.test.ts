import { readFile } from 'node:fs/promises';
import {
  type BulkLinksRun,
  bulkGenerateFlag,
  bulkLinkMessages,
  type ContactBank,
  contactBankFromRows,
  pageConstants,
  pageMessages,
  routes,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { sharedFixture } from '../../test/support/shared-fixtures.ts';
import { caller, embedsApp } from '../../test/support/widgets.ts';
import { companySettings, pageRelationships, prospects } from '../db/schema.ts';
import {
  type BulkCursor,
  bulkLinksJobKind,
  bulkLinksService,
  makeBulkLinks,
  resolveColumns,
} from '../services/bulk-links.ts';

/**
 * RFC 4180 rows (quotes, doubled quotes, line breaks in quotes): enough for the shared fixtures,
 * read as the console reads them (features/contacts/csv/parseContactsCsv.ts).
 */
function csvRows(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  const endCell = () => {
    row.push(cell);
    cell = '';
  };
  for (let i = 0; i < body.length; i++) {
    const char = body[i]!;
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') endCell();
    else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      endCell();
      rows.push(row);
      row = [];
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) {
    endCell();
    rows.push(row);
  }
  // As the console's parser does (skipEmptyLines 'greedy'): lines of nothing are no rows.
  return rows.filter((cells) => cells.some((cell) => cell.trim() !== ''));
}

/** A shared contact fixture as the console would save it, with identifiers on some columns. */
async function fixtureBank(name: string, identifiers: Record<string, string>): Promise<ContactBank> {
  const text = await readFile(sharedFixture('contacts', name), 'utf8');
  return { ...contactBankFromRows(csvRows(text), true), identifiers };
}

describeDatabases('bulk link generation (spec 3 §2.9, §5, §6)', (ctx) => {
  let env: Awaited<ReturnType<typeof embedsApp>>;
  beforeAll(async () => {
    env = await embedsApp(ctx);
  });
  afterAll(() => env?.close());
  const call = (...args: Parameters<ReturnType<typeof caller>>) => caller(env.app)(...args);

  async function repWithPlan(on = true) {
    const rep = await repWithSession(env.app, ctx.db);
    await ctx.db
      .insert(companySettings)
      .values({ companyId: rep.companyId, featurePermissions: { [bulkGenerateFlag]: on } });
    const page = await env.app.pageStore.create(rep.companyId, rep.repId, 'Renewal plan', 'customized');
    return { rep, pageId: page.id };
  }
  const listOf = async (rep: SignedInRep, bank: ContactBank) =>
    (await env.app.contacts.create(rep.companyId, rep.repId, { title: 'Prospects', bank })).id;

  const start = (rep: SignedInRep, pageId: string, body: object) =>
    call(rep, 'POST', `/web/page/${pageId}/links/bulk`, { json: body });

  /** Starts a run and polls it as the console does until it is done or failed. */
  async function run(rep: SignedInRep, pageId: string, body: object): Promise<BulkLinksRun> {
    const started = await start(rep, pageId, body);
    expect(started.statusCode, started.body).toBe(202);
    let current = routes['POST /web/page/{pageId}/links/bulk'].payload.parse(started.json().payload);
    for (let i = 0; i < 400 && (current.state === 'queued' || current.state === 'running'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      const polled = await call(rep, 'GET', `/web/page/${pageId}/links/bulk/${current.id}`);
      expect(polled.statusCode, polled.body).toBe(200);
      current = routes['GET /web/page/{pageId}/links/bulk/{runId}'].payload.parse(polled.json().payload);
    }
    return current;
  }
  const links = async (rep: SignedInRep, pageId: string) =>
    routes['GET /web/salesrep/{salesRepId}/relationship'].payload.parse(
      (await call(rep, 'GET', `/web/salesrep/${rep.repId}/relationship?page_id=${pageId}`)).json().payload,
    );
  const mappingOf = async (encryptedId: string) =>
    (await env.app.pageStore.resolveLink(encryptedId))?.link.mappingData;

  const simpleBody = (listId: string) => ({
    listId,
    email: '{{email}}',
    name: '{{first}}',
    placeholders: { company: '{{ company }}' },
  });

  it('makes one link per row of a list (simple.csv) that opens its page for that prospect, with its placeholders', async () => {
    const { rep, pageId } = await repWithPlan();
    const bank = await fixtureBank('simple.csv', {
      'First Name': 'first',
      Email: 'email',
      Company: 'company',
    });
    const listId = await listOf(rep, bank);
    const done = await run(rep, pageId, simpleBody(listId));
    expect(done).toMatchObject({
      state: 'done',
      total: 5,
      done: 5,
      created: 5,
      existing: 0,
      dismissed: 0,
      message: '',
    });
    const made = await links(rep, pageId);
    expect(made.map((link) => link.email).sort()).toEqual([
      'ada@analytical.example',
      'alan@bletchley.example',
      'grace@cobol.example',
      'katherine@nasa.example',
      'linus@kernel.example',
    ]);
    const ada = made.find((link) => link.email === 'ada@analytical.example')!;
    expect(ada.name).toBe('Ada');
    expect(ada.url).toBe(env.app.pageStore.linkOf({ encryptedId: ada.encrypted_id }));
    expect(await mappingOf(ada.encrypted_id)).toEqual({
      company: 'Analytical Engines',
      prospect_email: 'ada@analytical.example',
      prospect_name: 'Ada',
    });
    // Every link's id is its own, and names this page.
    expect(new Set(made.map((link) => link.encrypted_id)).size).toBe(5);
    expect((await env.app.pageStore.resolveLink(ada.encrypted_id))?.page.id).toBe(pageId);
    // Deleting the relationship kills that link.
    expect((await call(rep, 'DELETE', `/web/relationship/${ada.id}`)).statusCode).toBe(200);
    expect(await env.app.pageStore.resolveLink(ada.encrypted_id)).toBeUndefined();
  });

  it('run again for the same page and list, answers the links there are: no duplicates', async () => {
    const { rep, pageId } = await repWithPlan();
    const bank = await fixtureBank('simple.csv', {
      'First Name': 'first',
      Email: 'email',
      Company: 'company',
    });
    const listId = await listOf(rep, bank);
    await run(rep, pageId, simpleBody(listId));
    const before = await links(rep, pageId);
    const again = await run(rep, pageId, simpleBody(listId));
    expect(again).toMatchObject({ state: 'done', total: 5, created: 0, existing: 5, dismissed: 0 });
    const after = await links(rep, pageId);
    expect(after.map((link) => link.encrypted_id).sort()).toEqual(
      before.map((link) => link.encrypted_id).sort(),
    );
    // A single outbound link for one of them is the same link too.
    const single = await call(rep, 'POST', '/web/prospect/session', {
      json: {
        name: 'Grace',
        email: 'grace@cobol.example',
        pageId,
        mappingData: JSON.stringify({ company: 'Navy' }),
        salesrepId: rep.repId,
        companyId: rep.companyId,
      },
    });
    expect(before.map((link) => link.encrypted_id)).toContain(single.json().payload.token);
  });

  it("skips and counts rows with an invalid e-mail or an empty mapped field ('Invalid fields detected and dismissed')", async () => {
    const { rep, pageId } = await repWithPlan();
    // ragged.csv: Ken Thompson has no company. salesforce-report.csv: Radia Perlman has no street.
    const ragged = await listOf(
      rep,
      await fixtureBank('ragged.csv', { name: 'name', email: 'email', company: 'company' }),
    );
    const first = await run(rep, pageId, {
      listId: ragged,
      email: '{{email}}',
      name: '{{name}}',
      placeholders: { company: '{{company}}' },
    });
    expect(first).toMatchObject({ state: 'done', total: 3, created: 2, dismissed: 1 });
    expect(first.message).toBe(pageMessages.invalidFieldsDismissed);
    expect((await links(rep, pageId)).map((link) => link.email)).not.toContain('ken@bell.example');

    const salesforce = await listOf(
      rep,
      await fixtureBank('salesforce-report.csv', {
        'Full Name': 'name',
        Email: 'email',
        'Mailing Street': 'street',
      }),
    );
    const second = await run(rep, pageId, {
      listId: salesforce,
      email: '{{email}}',
      name: '{{name}}',
      placeholders: { street: '{{street}}' },
    });
    expect(second).toMatchObject({ created: 2, dismissed: 1, message: pageMessages.invalidFieldsDismissed });
    const frances = (await links(rep, pageId)).find((link) => link.email === 'frances@ibm.example')!;
    expect((await mappingOf(frances.encrypted_id))?.street).toBe('1101 Kitchawan Rd\nYorktown Heights, NY');

    const bad: ContactBank = {
      headers: ['Email', 'Name'],
      bank: [
        { Email: 'not-an-email', Name: 'Nobody' },
        { Email: '', Name: 'Blank' },
        { Email: 'Mixed.Case@Example.com ', Name: '' },
        { Email: 'mixed.case@example.com', Name: 'Again' },
      ],
      showHeaders: true,
      identifiers: { Email: 'email', Name: 'name' },
    };
    const third = await run(rep, pageId, {
      listId: await listOf(rep, bad),
      email: '{{email}}',
      name: '{{name}}',
      placeholders: {},
    });
    // A repeated e-mail shares the first row's link; an empty name is the e-mail (§5).
    expect(third).toMatchObject({ total: 4, created: 1, existing: 1, dismissed: 2 });
    const mixed = (await links(rep, pageId)).find((link) => link.email === 'mixed.case@example.com')!;
    expect(mixed.name).toBe('mixed.case@example.com');
  });

  it('keeps cells as text (xss.csv, formula-injection.csv): what a cell holds is only ever data', async () => {
    const { rep, pageId } = await repWithPlan();
    for (const file of ['xss.csv', 'formula-injection.csv']) {
      const listId = await listOf(
        rep,
        await fixtureBank(file, { name: 'name', email: 'email', company: 'company' }),
      );
      const done = await run(rep, pageId, {
        listId,
        email: '{{email}}',
        name: '{{name}}',
        placeholders: { company: '{{company}}' },
      });
      expect(done).toMatchObject({ state: 'done', created: 2, dismissed: 0 });
    }
    const made = await links(rep, pageId);
    const braces = made.find((link) => link.email === 'braces@attacker.example')!;
    expect(braces.name).toBe('{{prospect_name}}');
    expect(await mappingOf(braces.encrypted_id)).toMatchObject({
      company: '<b>bold</b>',
      prospect_name: '{{prospect_name}}',
    });
    const eve = made.find((link) => link.email === 'eve@attacker.example')!;
    expect((await mappingOf(eve.encrypted_id))?.company).toBe("+cmd|' /C calc'!A0");
  });

  it("checks every identifier against the list's, in double braces ('Invalid Identifier Detected'); prospect_email and prospect_name are not placeholders", async () => {
    const { rep, pageId } = await repWithPlan();
    const listId = await listOf(
      rep,
      await fixtureBank('simple.csv', { 'First Name': 'first', Email: 'email', Company: 'company' }),
    );
    for (const body of [
      { ...simpleBody(listId), email: 'email' },
      { ...simpleBody(listId), email: '{{Email}}' },
      { ...simpleBody(listId), name: '{{last}}' },
      { ...simpleBody(listId), placeholders: { company: '{company}' } },
      { ...simpleBody(listId), placeholders: { company: '' } },
      { ...simpleBody(listId), placeholders: { title: '{{title}}' } },
    ]) {
      const refused = await start(rep, pageId, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
      expect(refused.json().message).toBe(pageMessages.invalidIdentifier);
    }
    // The prospect's own e-mail and name come from the row, whatever is asked for them.
    const done = await run(rep, pageId, {
      ...simpleBody(listId),
      name: '',
      placeholders: { company: '{{company}}', prospect_email: 'anything', prospect_name: '{{nope}}' },
    });
    expect(done).toMatchObject({ state: 'done', created: 5 });
    const grace = (await links(rep, pageId)).find((link) => link.email === 'grace@cobol.example')!;
    expect(grace.name).toBe('grace@cobol.example');
    expect(await mappingOf(grace.encrypted_id)).toEqual({
      company: 'Navy Computing',
      prospect_email: 'grace@cobol.example',
      prospect_name: 'grace@cobol.example',
    });
    // The same rules as a pure function of the columns.
    const bank = await fixtureBank('simple.csv', { 'First Name': 'first', Email: 'email' });
    expect(resolveColumns(bank, { email: '{{email}}', name: '', placeholders: {} })).toEqual({
      email: 'Email',
      name: undefined,
      placeholders: {},
    });
  });

  it("is only for a plan with 'page.url.bulkGenerate.enable', and only on the company's own page and list", async () => {
    const off = await repWithPlan(false);
    const listId = await listOf(
      off.rep,
      await fixtureBank('simple.csv', { 'First Name': 'first', Email: 'email', Company: 'company' }),
    );
    const refused = await start(off.rep, off.pageId, simpleBody(listId));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(bulkLinkMessages.notInPlan);
    const none = await repWithSession(env.app, ctx.db);
    const page = await env.app.pageStore.create(none.companyId, none.repId, 'No settings', 'customized');
    expect((await start(none, page.id, simpleBody(listId))).statusCode).toBe(403);
    expect(await links(off.rep, off.pageId)).toEqual([]);

    const { rep, pageId } = await repWithPlan();
    // Another company's list is not found; so is its page, and its run.
    const foreignList = await start(rep, pageId, simpleBody(listId));
    expect(foreignList.statusCode).toBe(404);
    expect(foreignList.json().message).toBe(bulkLinkMessages.listNotFound);
    expect((await start(rep, off.pageId, simpleBody(listId))).statusCode).toBe(404);
    const own = await listOf(
      rep,
      await fixtureBank('simple.csv', { 'First Name': 'first', Email: 'email', Company: 'company' }),
    );
    const done = await run(rep, pageId, simpleBody(own));
    expect((await call(off.rep, 'GET', `/web/page/${pageId}/links/bulk/${done.id}`)).statusCode).toBe(404);
    const missing = await call(rep, 'GET', `/web/page/${pageId}/links/bulk/${off.pageId}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(bulkLinkMessages.runNotFound);
  });

  it(`refuses a list of more than ${pageConstants.bulkMaxRows} rows`, async () => {
    const { rep, pageId } = await repWithPlan();
    const bank: ContactBank = {
      headers: ['Email'],
      bank: Array.from({ length: pageConstants.bulkMaxRows + 1 }, (_, i) => ({ Email: `p${i}@example.com` })),
      showHeaders: true,
      identifiers: { Email: 'email' },
    };
    const refused = await start(rep, pageId, {
      listId: await listOf(rep, bank),
      email: '{{email}}',
      name: '',
      placeholders: {},
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(bulkLinkMessages.tooManyRows);
  });

  it('makes the links in short transactions: a chunk that fails leaves nothing of itself, and a later attempt goes on from the last chunk committed, counting as one run', async () => {
    const { rep, pageId } = await repWithPlan();
    const rows = Array.from({ length: 2600 }, (_, i) => ({ Email: `atomic${i}@example.com` }));
    const target = { companyId: rep.companyId, repId: rep.repId, pageId };
    const columns = { email: 'Email', name: undefined, placeholders: {} };
    const committed: BulkCursor[] = [];
    await expect(
      makeBulkLinks(ctx.db, target, rows, columns, {
        chunkRows: 1000,
        inChunk: async (_tx, cursor) => {
          if (cursor.next === 2000) throw new Error('fails in the second chunk');
          committed.push(cursor);
        },
      }),
    ).rejects.toThrow('fails in the second chunk');
    const linked = async () =>
      (await ctx.db.select().from(pageRelationships).where(eq(pageRelationships.pageId, pageId))).length;
    const prospectCount = async () =>
      (await ctx.db.select().from(prospects).where(eq(prospects.companyId, rep.companyId))).length;
    // The first chunk is kept; nothing of the second.
    expect(committed).toEqual([{ next: 1000, created: 1000, existing: 0 }]);
    expect([await linked(), await prospectCount()]).toEqual([1000, 1000]);

    // The next attempt (the job's retry) goes on from the cursor recorded with the first chunk.
    const progress: number[] = [];
    const counts = await makeBulkLinks(ctx.db, target, rows, columns, {
      chunkRows: 1000,
      resume: committed[0]!,
      onProgress: async (done) => {
        progress.push(done);
      },
    });
    expect(counts).toEqual({ total: 2600, created: 2600, existing: 0, dismissed: 0 });
    expect(progress).toEqual([2000, 2600]);
    expect([await linked(), await prospectCount()]).toEqual([2600, 2600]);
  });

  it("as a job: an attempt that stops mid-way leaves its cursor in the job's row, and the next attempt goes on from it with the counts of one run", async () => {
    const { rep, pageId } = await repWithPlan();
    const rows = Array.from({ length: 3000 }, (_, i) => ({ Email: `retried${i}@example.com` }));
    const bank: ContactBank = {
      headers: ['Email'],
      bank: rows,
      showHeaders: true,
      identifiers: { Email: 'email' },
    };
    const listId = await listOf(rep, bank);
    const payload = {
      companyId: rep.companyId,
      repId: rep.repId,
      pageId,
      listId,
      email: '{{email}}',
      name: '',
      placeholders: {},
      total: rows.length,
    };
    // The run's own job, of a kind no worker runs, so that only the attempts below touch it.
    const jobId = await env.app.jobs.enqueue(`test.${pageId}`, payload);
    const stored = async () => (await env.app.jobs.job(jobId))!.payload;
    const service = bulkLinksService({ db: ctx.db, jobs: env.app.jobs });
    const attempt = async (n: number, stopAfterFirstChunk: boolean) => {
      const stop = new AbortController();
      await service.run({
        id: jobId,
        kind: bulkLinksJobKind,
        payload: (await stored()) as typeof payload,
        attempt: n,
        maxAttempts: 3,
        isLastAttempt: n === 3,
        signal: stop.signal,
        reportProgress: async () => {
          if (stopAfterFirstChunk) stop.abort(new Error('the worker lost its lease'));
        },
      });
    };
    await expect(attempt(1, true)).rejects.toThrow('the worker lost its lease');
    const stopped = await stored();
    const cursor = (stopped as { cursor: BulkCursor }).cursor;
    expect(cursor.next).toBeGreaterThan(0);
    expect(cursor.next).toBeLessThan(rows.length);
    expect(cursor).toEqual({ next: cursor.next, created: cursor.next, existing: 0 });
    expect(stopped.result).toBeUndefined();

    await attempt(2, false);
    expect((await stored()).result).toEqual({ total: 3000, created: 3000, existing: 0, dismissed: 0 });
    expect(
      (await ctx.db.select().from(pageRelationships).where(eq(pageRelationships.pageId, pageId))).length,
    ).toBe(3000);
  });

  it('stops between chunks when its job is aborted (a shutdown), keeping what it committed', async () => {
    const { rep, pageId } = await repWithPlan();
    const rows = Array.from({ length: 900 }, (_, i) => ({ Email: `stopped${i}@example.com` }));
    const target = { companyId: rep.companyId, repId: rep.repId, pageId };
    const stop = new AbortController();
    await expect(
      makeBulkLinks(
        ctx.db,
        target,
        rows,
        { email: 'Email', name: undefined, placeholders: {} },
        {
          chunkRows: 300,
          signal: stop.signal,
          onProgress: async () => stop.abort(new Error('the worker stops')),
        },
      ),
    ).rejects.toThrow('the worker stops');
    expect(
      (await ctx.db.select().from(pageRelationships).where(eq(pageRelationships.pageId, pageId))).length,
    ).toBe(300);
  });

  it(`lets other requests use the database between its chunks: /web/health answers while a ${pageConstants.bulkMaxRows}-row run goes on`, async () => {
    const { rep, pageId } = await repWithPlan();
    const rows = Array.from({ length: pageConstants.bulkMaxRows }, (_, i) => ({
      Email: `busy${i}@example.com`,
      Name: `Busy ${i}`,
    }));
    const target = { companyId: rep.companyId, repId: rep.repId, pageId };
    let chunks = 0;
    let answeredAfterChunk: number | undefined;
    let health: Promise<{ statusCode: number; body: string }> | undefined;
    const counts = await makeBulkLinks(
      ctx.db,
      target,
      rows,
      { email: 'Email', name: 'Name', placeholders: {} },
      {
        onProgress: async () => {
          chunks++;
          // Asked once the run is under way, and not waited for here.
          health ??= env.app.inject({ method: 'GET', url: '/web/health' }).then((response) => {
            answeredAfterChunk = chunks;
            return response;
          });
        },
      },
    );
    expect(counts).toEqual({ total: rows.length, created: rows.length, existing: 0, dismissed: 0 });
    const answered = await health!;
    expect(answered.statusCode, answered.body).toBe(200);
    // Answered while chunks were still to come (one transaction of the whole run, as before issue
    // 26, answered it only after the last).
    expect(chunks).toBeGreaterThan(2);
    expect(answeredAfterChunk).toBeLessThan(chunks);
  });
});
