import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  type EmbedKind,
  embedConstants,
  embedMessages,
  embedServerMessages,
  iconField,
  imageField,
} from '@showroom/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WidgetKeys, WidgetValues } from '../plugins/app/widgets.ts';
import { sniffImage } from '../services/image-type.ts';
import { sanitizeSvg, utf8Text } from '../services/svg.ts';
import { HttpError } from './errors.ts';

/** Which files a save keeps (spec 2 §4): an image only with a custom thumbnail, an icon only with CUSTOM. */
export interface FilesWanted {
  image: boolean;
  icon: boolean;
}

type FileField = typeof imageField | typeof iconField;

/**
 * The longest text field a kind's form may take, by default: a CYOA of 200 steps with every text at
 * its longest is under 1 MB of JSON. A Hero's or Solo's form is a few KB (routes give less).
 */
const defaultMaxFieldBytes = 1024 * 1024;

export const widgetNotFound = () => new HttpError(404, embedServerMessages.notFound);

/**
 * Removes each file no widget names any more. Copies share their source's files (spec 2 §2
 * Clone), so a file goes only when the last widget naming it has let it go; called after the
 * change is committed, so of two widgets sharing a file and let go at once, the later check sees
 * both gone.
 */
export async function removeUnusedFiles(app: FastifyInstance, keys: (string | null | undefined)[]) {
  for (const key of new Set(keys)) {
    if (key && !(await app.widgets.keyInUse(key))) await app.storage.remove(key);
  }
}

/** DELETE of any kind: the row, then its files when nothing else uses them. */
export async function deleteWidget(app: FastifyInstance, companyId: string, kind: EmbedKind, id: string) {
  const row = await app.widgets.remove(companyId, kind, id);
  if (!row) throw widgetNotFound();
  await removeUnusedFiles(app, [row.imageKey, row.iconKey]);
  return { id };
}

/**
 * 400 unless every demo the values name is one of the company's: a widget never plays, redirects
 * to or recommends another company's demo (nor one that does not exist).
 */
export async function assertOwnDemos(app: FastifyInstance, companyId: string, ids: string[]) {
  if (!(await app.widgets.demosOwned(companyId, ids))) {
    throw new HttpError(400, embedServerMessages.recordingNotFound);
  }
}

/**
 * The multipart calls of Hero, Solo and CYOA (spec 2 §7): the kind's JSON text field and an
 * optional `image` and `icon`. Registered in the route file's own scope. Each file is read into
 * memory up to embedConstants.maxImageBytes (413 past it) and judged by its bytes, never its name
 * or declared type: a thumbnail must be a JPEG or a PNG, an icon may also be an SVG, which is
 * stored only as the sanitiser left it (services/svg.ts); anything else is 415 'Invalid file
 * extension'. Files are written to storage only once all of them passed, and removed again when
 * the save does not happen.
 */
export async function widgetUploads(app: FastifyInstance, maxFieldBytes = defaultMaxFieldBytes) {
  const received = new WeakMap<FastifyRequest, Partial<Record<FileField, Buffer>>>();

  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // We check `truncated` ourselves and answer 413 in the envelope.
    throwFileSizeLimit: false,
    async onFile(this: FastifyRequest, part: MultipartFile) {
      const files = received.get(this) ?? {};
      received.set(this, files);
      const field = part.fieldname;
      if (field !== imageField && field !== iconField) {
        // Not a file of these calls: read past and dropped.
        await pipeline(part.file, new Writable({ write: (_chunk, _encoding, next) => next() }));
        return;
      }
      // spec 2 §5: exactly one file per field.
      if (files[field]) throw new HttpError(400, embedMessages.invalidFileExtension);
      const bytes = await part.toBuffer();
      if (part.file.truncated || bytes.length > embedConstants.maxImageBytes) {
        throw new HttpError(413, embedServerMessages.imageTooLarge);
      }
      files[field] = bytes;
    },
    limits: {
      // One more than the limit, so that `truncated` tells a file over it.
      fileSize: embedConstants.maxImageBytes + 1,
      files: 2,
      fields: 10,
      parts: 12,
      fieldSize: maxFieldBytes,
      headerPairs: 50,
    },
  });

  const invalidFile = () => new HttpError(415, embedMessages.invalidFileExtension);

  /** The stored form of a file: a JPEG or PNG as it came, an SVG icon sanitised. */
  const prepared = (field: FileField, bytes: Buffer) => {
    const type = sniffImage(bytes);
    if (type && (type.extension === 'png' || type.extension === 'jpg')) {
      return { bytes: bytes as Uint8Array, extension: type.extension };
    }
    if (field === iconField && !type) {
      const text = utf8Text(bytes);
      const svg = text === undefined ? undefined : sanitizeSvg(text);
      if (svg !== undefined) return { bytes: Buffer.from(svg, 'utf8') as Uint8Array, extension: 'svg' };
    }
    throw invalidFile();
  };

  /** Checks the request's files, then writes those the save keeps; answers the keys and what was made. */
  const place = async (request: FastifyRequest, companyId: string, wanted: FilesWanted) => {
    const files = received.get(request) ?? {};
    const fields: [FileField, keyof WidgetKeys, boolean][] = [
      [imageField, 'imageKey', wanted.image],
      [iconField, 'iconKey', wanted.icon],
    ];
    // Every file is judged before any is written: a bad icon leaves no thumbnail behind.
    const ready = fields.map(([field, column, keep]) => {
      const bytes = files[field];
      return { column, keep, file: keep && bytes ? prepared(field, bytes) : undefined };
    });
    const keys: WidgetKeys = {};
    const made: string[] = [];
    try {
      for (const { column, keep, file } of ready) {
        // Off: the stored file is dropped (spec 2 §4). On without a new file: the stored one stays.
        if (!keep) keys[column] = null;
        else if (file) {
          const key = app.storage.newKey('embeds', companyId, file.extension);
          made.push(key);
          await app.storage.put(key, file.bytes);
          keys[column] = key;
        }
      }
    } catch (error) {
      await discard(made);
      throw error;
    }
    return { keys, made };
  };

  const discard = async (keys: string[]) => {
    for (const key of keys) await app.storage.remove(key);
  };

  return {
    /** Makes a widget with the request's files; answers its id. */
    async create(
      request: FastifyRequest,
      session: { companyId: string; repId: string },
      kind: EmbedKind,
      values: WidgetValues,
      live: boolean,
      wanted: FilesWanted,
    ): Promise<string> {
      const { keys, made } = await place(request, session.companyId, wanted);
      try {
        return await app.widgets.create(session.companyId, session.repId, kind, values, live, keys);
      } catch (error) {
        await discard(made);
        throw error;
      }
    },

    /** Saves a widget with the request's files (404 for none of the company's); the replaced files go. */
    async update(
      request: FastifyRequest,
      companyId: string,
      kind: EmbedKind,
      id: string,
      values: WidgetValues,
      publish: boolean,
      wanted: FilesWanted,
    ): Promise<void> {
      const { keys, made } = await place(request, companyId, wanted);
      let before: Awaited<ReturnType<typeof app.widgets.update>>;
      try {
        before = await app.widgets.update(companyId, kind, id, values, publish, keys);
      } catch (error) {
        await discard(made);
        throw error;
      }
      if (!before) {
        await discard(made);
        throw widgetNotFound();
      }
      await removeUnusedFiles(
        app,
        (['imageKey', 'iconKey'] as const)
          .filter((column) => keys[column] !== undefined && keys[column] !== before[column])
          .map((column) => before[column]),
      );
    },
  };
}
