import { defineMatrix } from '../../test/quality/matrix.ts';
import { ownersLink } from './page.matrix.ts';

export default defineMatrix({
  'POST /web/sendmailform': {
    access: 'public',
    reason:
      'spec 3 §7.6: a prospect on a page has no session; the link id (128 random bits made by the server for one link, decision 8) names the page and the rep, and is the proof.',
    // A live link of the owner's, so the call succeeds and the rep is mailed.
    arrange: async (context) => {
      const link = await ownersLink(context);
      await context.app.pageStore.setLive(context.owner.companyId, link.page.id, true);
      return {
        body: {
          name: 'Ada Lovelace',
          email: 'ada@example.com',
          message: 'Phone Number: 555 0100',
          form_id: '',
          link: link.encryptedId,
        },
      };
    },
  },
});
