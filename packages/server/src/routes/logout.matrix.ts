import { eq } from 'drizzle-orm';
import { sessions } from '../db/schema.ts';
import { defineMatrix } from '../quality/matrix.ts';

export default defineMatrix({
  'POST /web/logout': {
    access: 'company',
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
