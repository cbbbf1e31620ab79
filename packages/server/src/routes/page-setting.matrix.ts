import { defineMatrix } from '../../test/quality/matrix.ts';
import { ownersEmbedPage } from './page.matrix.ts';

export default defineMatrix({
  'PUT /web/setting/page/style/{pageId}': {
    access: 'company',
    arrange: async (context) => {
      const page = await ownersEmbedPage(context);
      return {
        params: { pageId: page.id },
        body: {
          pageId: page.id,
          style: JSON.stringify({ ...page.style, description: 'Changed <company>' }),
          placeholders: JSON.stringify(['company']),
        },
        readBack: page.readBack,
        secrets: page.secrets,
      };
    },
  },
  'GET /web/setting/page/{pageId}': {
    access: 'company',
    arrange: async (context) => {
      const page = await ownersEmbedPage(context);
      return { params: { pageId: page.id }, readBack: page.readBack, secrets: page.secrets };
    },
  },
});
