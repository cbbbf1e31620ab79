import { readFile } from 'node:fs/promises';
import { defineMatrix } from '../../test/quality/matrix.ts';
import { multipartBody } from '../../test/support/multipart.ts';
import { sharedFixture } from '../../test/support/shared-fixtures.ts';
import { ownersEmbedPage } from './page.matrix.ts';

const thumbnailPng = sharedFixture('media', 'logo.png');

export default defineMatrix({
  // Issue 29, D.6: a page's thumbnail, only the page's own company's.
  'POST /web/page/thumbnail/{pageId}': {
    access: 'company',
    arrange: async (context) => {
      const page = await ownersEmbedPage(context);
      return {
        params: { pageId: page.id },
        raw: multipartBody('image', 'thumbnail.png', 'image/png', await readFile(thumbnailPng)),
        readBack: page.readBack,
        secrets: page.secrets,
      };
    },
  },
});
