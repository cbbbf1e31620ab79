import { randomUUID } from 'node:crypto';
import {
  type ContactBank,
  contactList,
  contactListLimits,
  contactListSummary,
  contactServerMessages,
  errorReply,
} from '@showroom/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { z } from 'zod';
import { repWithSession, type SignedInRep } from '../../test/support/accounts.ts';
import { describeDatabases } from '../../test/support/databases.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { buildApp } from '../app.ts';
import { contactLists } from '../db/schema.ts';

const bank = (overrides: Partial<ContactBank> = {}): ContactBank => ({
  headers: ['First Name', 'Email'],
  bank: [
    { 'First Name': 'Ada', Email: 'ada@analytical.example' },
    { 'First Name': 'Grace', Email: 'grace@cobol.example' },
  ],
  showHeaders: true,
  identifiers: {},
  ...overrides,
});

describeDatabases('/web/contact', (ctx) => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = buildApp({ config: testConfig(), database: ctx.database, logger: false });
    await app.ready();
  });
  afterAll(() => app.close());

  type Rep = SignedInRep;
  const rep = () => repWithSession(app, ctx.db);

  const create = (who: Rep, overrides: Record<string, unknown> = {}) =>
    app.inject({
      method: 'POST',
      url: '/web/contact/',
      headers: { token: who.token },
      payload: {
        companyId: who.companyId,
        salesRepId: who.repId,
        name: 'Q3 webinar',
        contactBank: JSON.stringify(bank()),
        dateCreated: '2026-11-22 09:44:06',
        ...overrides,
      },
    });

  const createdId = async (who: Rep, overrides: Record<string, unknown> = {}) => {
    const response = await create(who, overrides);
    expect(response.statusCode).toBe(201);
    return response.json().payload.id as string;
  };

  it('POST creates a list owned by the caller, with its counts, and drops empty identifiers', async () => {
    const ada = await rep();
    const response = await create(ada, {
      contactBank: JSON.stringify(bank({ identifiers: { 'First Name': ' first_name ', Email: '  ' } })),
    });
    expect(response.statusCode).toBe(201);
    const payload = contactListSummary.parse(response.json().payload);
    expect(payload).toMatchObject({
      title: 'Q3 webinar',
      name: ada.fullName,
      salesrep_id: ada.repId,
      row_count: 2,
      identifier_count: 1,
    });
    expect(payload.date_created).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const [row] = await ctx.db.select().from(contactLists).where(eq(contactLists.id, payload.id));
    expect(row!.companyId).toBe(ada.companyId);
    expect(row!.contactBank.identifiers).toEqual({ 'First Name': 'first_name' });
  });

  it('GET /contact/company/{companyId} lists only the caller company lists, newest first, without banks', async () => {
    const ada = await rep();
    const other = await rep();
    const first = await createdId(ada, { name: 'First' });
    const second = await createdId(ada, { name: 'Second' });
    await createdId(other, { name: 'Not yours' });

    const response = await app.inject({
      method: 'GET',
      url: `/web/contact/company/${ada.companyId}`,
      headers: { token: ada.token },
    });
    expect(response.statusCode).toBe(200);
    const payload = z.array(contactListSummary).parse(response.json().payload);
    expect(payload.map((list) => list.id)).toEqual([second, first]);
    expect(response.json().payload[0]).not.toHaveProperty('contact_bank');
  });

  it('GET /contact/{id} returns the record with its bank as JSON text', async () => {
    const ada = await rep();
    const id = await createdId(ada, {
      contactBank: JSON.stringify(bank({ identifiers: { Email: 'email' } })),
    });
    const response = await app.inject({
      method: 'GET',
      url: `/web/contact/${id}`,
      headers: { token: ada.token },
    });
    expect(response.statusCode).toBe(200);
    const raw = response.json().payload;
    expect(typeof raw.contact_bank).toBe('string');
    const list = contactList.parse(raw);
    expect(list.contact_bank).toEqual(bank({ identifiers: { Email: 'email' } }));
    expect(list).toMatchObject({ id, title: 'Q3 webinar', name: ada.fullName, salesrep_id: ada.repId });
  });

  it('PUT /contact/{id} renames and sets identifiers, dropping empty ones', async () => {
    const ada = await rep();
    const id = await createdId(ada);
    const response = await app.inject({
      method: 'PUT',
      url: `/web/contact/${id}`,
      headers: { token: ada.token },
      payload: {
        name: 'Renamed',
        contactBank: JSON.stringify(bank({ identifiers: { 'First Name': 'first', Email: '' } })),
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().payload).toMatchObject({
      id,
      title: 'Renamed',
      identifier_count: 1,
      row_count: 2,
    });
    const read = await app.inject({
      method: 'GET',
      url: `/web/contact/${id}`,
      headers: { token: ada.token },
    });
    expect(contactList.parse(read.json().payload).contact_bank.identifiers).toEqual({
      'First Name': 'first',
    });
  });

  it('DELETE /contact/{id} removes the list; a second delete is 404', async () => {
    const ada = await rep();
    const id = await createdId(ada);
    const gone = await app.inject({
      method: 'DELETE',
      url: `/web/contact/${id}`,
      headers: { token: ada.token },
    });
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ status: 'success', payload: { id } });
    const again = await app.inject({
      method: 'DELETE',
      url: `/web/contact/${id}`,
      headers: { token: ada.token },
    });
    expect(again.statusCode).toBe(404);
    expect(errorReply.parse(again.json()).message).toBe(contactServerMessages.notFound);
  });

  it.each([
    ['an empty name', { name: '   ' }],
    ['a bank that is not JSON', { contactBank: '{"headers":' }],
    ['a bank without rows', { contactBank: JSON.stringify(bank({ bank: [] })) }],
    ['a row keyed by an unknown column', { contactBank: JSON.stringify(bank({ bank: [{ Phone: '1' }] })) }],
    [
      'an identifier of an unknown column',
      { contactBank: JSON.stringify(bank({ identifiers: { Phone: 'p' } })) },
    ],
    ['a date in another format', { dateCreated: '2026-11-22T09:44:06Z' }],
    ['a company id that is not a uuid', { companyId: 'acme' }],
  ])('POST refuses %s with 400 and stores nothing', async (_case, overrides) => {
    const ada = await rep();
    const response = await create(ada, overrides);
    expect(response.statusCode).toBe(400);
    expect(errorReply.parse(response.json()).message).toMatch(/^Invalid request: body/);
    expect(await ctx.db.select().from(contactLists).where(eq(contactLists.companyId, ada.companyId))).toEqual(
      [],
    );
  });

  it('GET, PUT and DELETE refuse an id that is not a uuid with 400', async () => {
    const ada = await rep();
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: '/web/contact/not-a-uuid',
        headers: { token: ada.token },
        ...(method === 'PUT' ? { payload: { name: 'x', contactBank: JSON.stringify(bank()) } } : {}),
      });
      expect(response.statusCode, method).toBe(400);
    }
  });

  it('every call refuses a missing or unknown token with 401', async () => {
    const ada = await rep();
    const id = await createdId(ada);
    const calls = [
      { method: 'GET', url: `/web/contact/company/${ada.companyId}` },
      { method: 'GET', url: `/web/contact/${id}` },
      { method: 'POST', url: '/web/contact/', payload: {} },
      { method: 'PUT', url: `/web/contact/${id}`, payload: {} },
      { method: 'DELETE', url: `/web/contact/${id}` },
    ] as const;
    for (const call of calls) {
      for (const headers of [{}, { token: 'not-a-session' }]) {
        const response = await app.inject({ ...call, headers });
        expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
      }
    }
    expect(await ctx.db.select().from(contactLists).where(eq(contactLists.id, id))).toHaveLength(1);
  });

  it("another company's token sees nothing and changes nothing", async () => {
    const ada = await rep();
    const mallory = await rep();
    const id = await createdId(ada);
    const as = (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: object) =>
      app.inject({ method, url, headers: { token: mallory.token }, ...(payload ? { payload } : {}) });

    const list = await as('GET', `/web/contact/company/${ada.companyId}`);
    expect(list.statusCode).toBe(403);
    expect(list.json()).toEqual({
      status: 'error',
      payload: null,
      message: contactServerMessages.otherCompany,
    });
    // The same answer for a company that does not exist: nothing is revealed.
    expect((await as('GET', `/web/contact/company/${randomUUID()}`)).json()).toEqual(list.json());

    for (const response of [
      await as('GET', `/web/contact/${id}`),
      await as('PUT', `/web/contact/${id}`, { name: 'Taken', contactBank: JSON.stringify(bank()) }),
      await as('DELETE', `/web/contact/${id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(contactServerMessages.notFound);
    }

    // A body naming another company or rep is refused rather than believed.
    expect((await create(mallory, { companyId: ada.companyId })).statusCode).toBe(403);
    expect((await create(mallory, { salesRepId: ada.repId })).statusCode).toBe(403);

    const [row] = await ctx.db.select().from(contactLists).where(eq(contactLists.id, id));
    expect(row!.title).toBe('Q3 webinar');
  });

  it('answers 404 for a list that does not exist', async () => {
    const ada = await rep();
    const missing = randomUUID();
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const response = await app.inject({
        method,
        url: `/web/contact/${missing}`,
        headers: { token: ada.token },
        ...(method === 'PUT' ? { payload: { name: 'x', contactBank: JSON.stringify(bank()) } } : {}),
      });
      expect(response.statusCode, method).toBe(404);
    }
  });

  it('saves a 100,000-row list (over the default body limit) and reads it back', async () => {
    const ada = await rep();
    const headers = ['First Name', 'Last Name', 'Email', 'Company', 'Title', 'City'];
    const rows = Array.from({ length: contactListLimits.maxRows }, (_, i) => ({
      'First Name': `First ${i % 10}`,
      'Last Name': `Last ${i % 100}`,
      Email: `person.${i}@example.com`,
      Company: `Company ${i % 977}, Inc.`,
      Title: `Title ${i % 31}`,
      City: `City ${i % 211}`,
    }));
    const text = JSON.stringify(bank({ headers, bank: rows }));
    expect(text.length).toBeGreaterThan(testConfig().bodyLimitBytes);

    const response = await create(ada, { contactBank: text });
    expect(response.statusCode).toBe(201);
    expect(response.json().payload.row_count).toBe(100_000);

    const read = await app.inject({
      method: 'GET',
      url: `/web/contact/${response.json().payload.id}`,
      headers: { token: ada.token },
    });
    const list = contactList.parse(read.json().payload);
    expect(list.contact_bank.bank).toHaveLength(100_000);
    expect(list.contact_bank.bank[99_999]).toEqual(rows[99_999]);
  });

  it('answers a body over the contact limit with 413', async () => {
    const ada = await rep();
    const response = await create(ada, { name: 'x'.repeat(contactListLimits.maxBodyBytes) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ status: 'error', payload: null, message: 'Request body is too large' });
  });
});
