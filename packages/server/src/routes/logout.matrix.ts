import { eq } from 'drizzle-orm';
import { defineMatrix } from '../../test/quality/matrix.ts';
import { sessions } from '../db/schema.ts';

export default defineMatrix({
  'POST /web/logout': {
    access: 'company',
    fuzz: {
      runs: 1,
      reason:
        'The first call that reaches the handler revokes the token the fuzzer sends with every case, so only one case can reach it; the call takes no input.',
    },
    foreign: {
      ownScope:
        'Logout names no record: it revokes the session of the token it is called with, and only that.',
    },
    arrange: async ({ db, owner }) => ({
      readBack: () =>
        db
          .select({ id: sessions.id, revokedAt: sessions.revokedAt })
          .from(sessions)
          .where(eq(sessions.repId, owner.repId)),
      secrets: [],
    }),
  },
});
