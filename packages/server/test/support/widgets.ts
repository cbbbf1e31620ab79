import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  type CyoaContent,
  emptyCoordinates,
  type HeroForm,
  newCyoaContent,
  newHeroForm,
  newSoloForm,
  type SoloForm,
} from '@showroom/contract';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.ts';
import { type FormFile, multipartForm } from '../../src/routes/recording-upload.matrix.ts';
import type { DatabaseContext } from './databases.ts';
import { testConfig } from './fixtures.ts';
import { readMediaFixture } from './shared-fixtures.ts';

export type { FormFile };

/** The app of the embeds tests, with a media folder of its own (removed by `close`). */
export async function embedsApp(ctx: DatabaseContext) {
  const mediaDir = await mkdtemp(path.join(tmpdir(), 'showroom-embeds-'));
  const base = testConfig();
  const app = buildApp({
    config: testConfig({ media: { ...base.media, dir: mediaDir } }),
    database: ctx.database,
    logger: false,
  });
  await app.ready();
  return {
    app,
    mediaDir,
    mediaUrl: base.media.url,
    close: async () => {
      await app.close();
      await rm(mediaDir, { recursive: true, force: true });
    },
  };
}

/** A saved demo of the rep's company, for widgets to play. */
export const demoOf = async (
  app: FastifyInstance,
  who: { companyId: string; repId: string },
  title = 'Tour',
) =>
  (
    await app.recordings.create(who.companyId, who.repId, {
      title,
      description: '',
      type: 'default',
      sourceUrl: null,
      uploadKey: null,
      coordinates: emptyCoordinates(),
    })
  ).id;

export const heroFormOn = (demoId: string, overrides: Partial<HeroForm> = {}): HeroForm => ({
  ...newHeroForm(),
  name: 'Product tour',
  recording_id: demoId,
  headline: 'See it in action',
  description: 'A two-minute tour of the product.',
  action_label: 'Book a call',
  action_link: 'https://example.com/book',
  ...overrides,
});

export const soloFormOn = (demoId: string, overrides: Partial<SoloForm> = {}): SoloForm => ({
  ...newSoloForm(),
  name: 'Launch tour',
  recording_id: demoId,
  ...overrides,
});

export const cyoaOn = (demoId: string, overrides: Partial<CyoaContent> = {}): CyoaContent => ({
  ...newCyoaContent(),
  name: 'Pick your path',
  data: [{ index: 0, type: 'demo', value: demoId, label: 'Onboarding tour' }],
  ...overrides,
});

export const dates = { date_created: '2026-11-23 10:00:00', date_modified: '2026-11-23 10:00:00' };

/** A file part from a shared media fixture, under the name and type the sender claims. */
export const fixtureFile = async (
  field: string,
  fixture: string,
  filename = fixture,
  contentType = 'application/octet-stream',
): Promise<FormFile> => ({ field, filename, contentType, bytes: await readMediaFixture(fixture) });

/** Calls `url` as `who`: JSON, or multipart with text fields and files. */
export function caller(app: FastifyInstance) {
  return (
    who: { token: string },
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: { json?: object; fields?: Record<string, string>; files?: FormFile[] },
  ) => {
    if (body?.fields || body?.files) {
      const form = multipartForm(body.fields ?? {}, body.files ?? []);
      return app.inject({
        method,
        url,
        headers: { token: who.token, 'content-type': form.contentType },
        payload: form.payload,
      });
    }
    return app.inject({
      method,
      url,
      headers: { token: who.token },
      ...(body?.json ? { payload: body.json } : {}),
    });
  };
}

/** The storage key of a media-origin address the server answered. */
export const keyOf = (mediaUrl: string, address: string) => address.slice(mediaUrl.length + 1);
