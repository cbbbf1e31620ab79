import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { routes } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { defineMatrix, type MatrixContext } from '../../test/quality/matrix.ts';
import { testConfig } from '../../test/support/fixtures.ts';
import { sharedFixture } from '../../test/support/shared-fixtures.ts';
import { recordings } from '../db/schema.ts';
import { ownersDemo } from './recording.matrix.ts';

export interface FormFile {
  field: string;
  filename: string;
  contentType: string;
  bytes: Buffer;
}

/**
 * A multipart/form-data body with text fields and files, every byte ours (the logo's
 * multipartBody has one file and no fields): for `inject` in tests and for the matrix's `raw`.
 */
export function multipartForm(fields: Record<string, string>, files: FormFile[] = []) {
  const boundary = `----showroom${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.contentType}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The text fields of POST /web/recording for `owner`, from the contract's example. */
export const recordingFields = (
  owner: { companyId: string; repId: string },
  fields: Record<string, string> = {},
) => ({
  ...(routes['POST /web/recording'].example?.body as Record<string, string>),
  salesrep_id: owner.repId,
  company_id: owner.companyId,
  ...fields,
});

/** Every demo of the owner's company: a refused create adds none. */
const ownersDemos =
  ({ db, owner }: MatrixContext) =>
  () =>
    db.select().from(recordings).where(eq(recordings.companyId, owner.companyId)).orderBy(recordings.id);

const smallVideo = sharedFixture('media', 'clip-3s.mkv');

export default defineMatrix({
  // The upload itself (every fixture, refusals, 413, links) is tested in routes/recording-upload.test.ts.
  'POST /web/recording': {
    access: 'company',
    bodyLimit: {
      bytes: testConfig().media.maxUploadBytes,
      reason:
        'A demo video is streamed to storage, up to MEDIA_MAX_UPLOAD_BYTES (2 GiB by default; tests run with a small limit so that the one-byte-over body stays small); 413 above it.',
    },
    arrange: async (context) => ({
      raw: multipartForm(recordingFields(context.owner), [
        {
          field: 'video',
          filename: 'clip.mkv',
          contentType: 'video/x-matroska',
          bytes: await readFile(smallVideo),
        },
      ]),
      readBack: ownersDemos(context),
      secrets: [],
    }),
  },
  'POST /web/recording/{recordingId}/captions': {
    access: 'company',
    bodyLimit: {
      bytes: testConfig().media.captionsMaxBytes + 64 * 1024,
      reason: 'A captions file up to MEDIA_CAPTIONS_MAX_BYTES (1 MB) and the multipart framing around it.',
    },
    arrange: async (context) => {
      const demo = await ownersDemo(context);
      return {
        params: { recordingId: demo.id },
        raw: multipartForm({}, [
          {
            field: 'captions',
            filename: 'captions.vtt',
            contentType: 'text/vtt',
            bytes: await readFile(sharedFixture('captions', 'demo-landscape-12s.vtt')),
          },
        ]),
        readBack: demo.readBack,
        secrets: demo.secrets,
      };
    },
  },
});
