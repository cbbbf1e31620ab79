import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/database.ts';
import { companies, salesReps, sessions } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/services/passwords.ts';
import { hashToken } from '../../src/services/tokens.ts';
import type { Owner, Party } from './matrix.ts';

// Every party signs in with the same password: one Argon2id hash (60 ms) per process instead of
// one per party, since the gate makes two fresh companies for every route it checks.
const password = `Gate-${randomUUID()}`;
let passwordHash: Promise<string> | undefined;

/** A fresh company with one rep and a live session token, through the real sessions repository. */
export async function createParty(app: FastifyInstance, db: Db, label: string): Promise<Party> {
  passwordHash ??= hashPassword(password);
  const unique = randomUUID().slice(0, 8);
  const companyName = `Gate ${label} company ${unique}`;
  const fullName = `Gate ${label} rep ${unique}`;
  const email = `gate-${label}-${unique}@example.com`;
  const hash = await passwordHash;
  const { companyId, repId } = await db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: companyName, questionLibraryLink: `https://example.com/library/${unique}` })
      .returning({ id: companies.id });
    const [rep] = await tx
      .insert(salesReps)
      .values({ companyId: company!.id, fullName, email, passwordHash: hash })
      .returning({ id: salesReps.id });
    return { companyId: company!.id, repId: rep!.id };
  });
  const { token } = await app.sessions.create(repId);
  return { companyId, companyName, repId, fullName, email, password, token };
}

/** The owner: a party with, besides its live token, one that has expired and one revoked by logout. */
export async function createOwner(app: FastifyInstance, db: Db): Promise<Owner> {
  const party = await createParty(app, db, 'owner');
  const expired = await app.sessions.create(party.repId);
  await db
    .update(sessions)
    .set({ expiresAt: sql`now() - interval '1 second'` })
    .where(eq(sessions.tokenHash, hashToken(expired.token)));
  const revoked = await app.sessions.create(party.repId);
  await app.sessions.revoke(revoked.token);
  return { ...party, expiredToken: expired.token, revokedToken: revoked.token };
}
