import { afterAll, describe, expect, it } from 'vitest';
import { BodyPool } from './body-pool.ts';

const body = (contactBank: unknown) =>
  JSON.stringify({
    companyId: '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d',
    salesRepId: '4b0e0d3c-5f6a-4c1e-9d55-2a1f3e2b7c10',
    name: ' Q3 ',
    contactBank: JSON.stringify(contactBank),
    dateCreated: '2026-11-22 09:44:06',
  });

const bank = {
  headers: ['Name', 'Email'],
  bank: [{ Name: 'Ada', Email: 'ada@example.com' }],
  showHeaders: true,
  identifiers: { Name: 'name', Email: ' ' },
};

// Issue 15 §10: large bodies are parsed and validated in a worker thread, as the contract edge would.
describe('the body pool', () => {
  const pool = new BodyPool(1);
  afterAll(() => pool.close());

  it('parses and validates with the route contract, and prepares the bank for storage', async () => {
    const result = await pool.check('POST /web/contact/', body(bank));
    expect(result).toMatchObject({ ok: true, body: { name: 'Q3' }, prepared: { rows: 1, identifiers: 1 } });
    expect(JSON.parse((result as { prepared: { text: string } }).prepared.text).identifiers).toEqual({
      Name: 'name',
    });
  });

  it('answers the 400 message for a body that breaks the contract, and for poisoned JSON', async () => {
    expect(await pool.check('POST /web/contact/', body({ ...bank, bank: [] }))).toEqual({
      ok: false,
      message: 'Invalid request: body.contactBank.bank: The file has a header row but no contacts',
    });
    expect(await pool.check('POST /web/contact/', '{"__proto__":{"polluted":"yes"}}')).toEqual({
      ok: false,
      message: 'Invalid request',
    });
  });

  it('rejects with the out-of-memory code when a body outgrows the heap, then starts a new worker', async () => {
    const small = new BodyPool(1, 16);
    try {
      const rows = Array.from({ length: 200_000 }, (_, i) => ({
        Name: `Person ${i}`,
        Email: `p${i}@example.com`,
      }));
      await expect(small.check('POST /web/contact/', body({ ...bank, bank: rows }))).rejects.toMatchObject({
        code: 'ERR_WORKER_OUT_OF_MEMORY',
      });
      expect(await small.check('POST /web/contact/', body(bank))).toMatchObject({ ok: true });
    } finally {
      await small.close();
    }
  });
});
