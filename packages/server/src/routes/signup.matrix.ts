import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { defineMatrix } from '../../test/quality/matrix.ts';
import { emailConfirmations, salesReps } from '../db/schema.ts';
import { hashToken } from '../services/tokens.ts';

export default defineMatrix({
  'POST /web/signup/confirm': {
    access: 'public',
    reason:
      'ADR 0007: the link mailed at sign-up is opened from the mailbox, often on another device with no session; the 256-bit secret in it is the proof.',
    // A live link of the owner's, as the sign-up mail would carry it, so the gate sees a success too.
    arrange: async ({ db, owner }) => {
      const secret = randomBytes(32).toString('base64url');
      await db.insert(emailConfirmations).values({
        repId: owner.repId,
        secretHash: hashToken(secret),
        expiresAt: sql`now() + interval '1 day'`,
      });
      return { body: { email: owner.email, secret } };
    },
  },
  'POST /web/signup/confirm/resend': {
    access: 'company',
    foreign: {
      ownScope: "Names no record: it mails a new link to the caller's own address, and only that.",
    },
    arrange: async ({ db, owner }) => ({
      body: {},
      readBack: () =>
        db
          .select({ confirmedAt: salesReps.emailConfirmedAt })
          .from(salesReps)
          .where(eq(salesReps.id, owner.repId)),
      secrets: [],
    }),
  },
});
