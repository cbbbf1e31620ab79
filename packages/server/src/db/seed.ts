import { randomBytes, randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  annotationDefaults,
  type Coordinates,
  demoConstants,
  emptyCoordinates,
  type IntrinsicSize,
  newPasswordProblem,
  playerWidth,
} from '@showroom/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../config.ts';
import { run } from '../media/ffmpeg.ts';
import { type MediaDeps, processRecording } from '../media/process.ts';
import { recordingsRepository } from '../plugins/app/recordings.ts';
import { generatePassword, hashPassword, verifyPassword } from '../services/passwords.ts';
import { policyAdmitting } from '../services/safe-fetch.ts';
import { loadSecretKey, sealSecret } from '../services/secrets.ts';
import { diskStorage } from '../services/storage.ts';
import type { Db } from './database.ts';
import {
  accountDemos,
  companies,
  companySettings,
  contactLists,
  formMappings,
  recordings,
  salesReps,
} from './schema.ts';

/** The sample company `npm start` signs in to. Later issues add its demos, embeds and pages. */
export const sampleCompany = {
  name: 'Acme Robotics',
  questionLibraryLink: 'https://acme.example/question-library',
} as const;

export const sampleRep = { fullName: 'Riley Morgan', email: 'rep@acme.example' } as const;

export const credentialsFileName = 'seed-credentials.json';

/** spec 1 §2 Contacts: a small list for the sample company, with two identifiers set. */
const sampleContactList = (companyId: string, salesRepId: string) => {
  const bank = [
    {
      'First Name': 'Ada',
      'Last Name': 'Lovelace',
      Email: 'ada@analytical.example',
      Company: 'Analytical Engines',
    },
    { 'First Name': 'Grace', 'Last Name': 'Hopper', Email: 'grace@cobol.example', Company: 'Navy Computing' },
    {
      'First Name': 'Alan',
      'Last Name': 'Turing',
      Email: 'alan@bletchley.example',
      Company: 'Bletchley Park',
    },
  ];
  return {
    companyId,
    salesRepId,
    title: 'Sample prospects',
    contactBank: {
      headers: ['First Name', 'Last Name', 'Email', 'Company'],
      bank,
      showHeaders: true,
      identifiers: { 'First Name': 'first_name', Company: 'company' },
    },
    rowCount: bank.length,
    identifierCount: 2,
  };
};

/**
 * Issue 10: the sample demos a newcomer finds already processed. Their videos are made at first
 * start by ffmpeg from its own test sources (nothing is shipped or downloaded): a landscape and a
 * portrait clip of 6 s with a tone, each with a hotspot at 2 s and a click region.
 */
export const sampleDemos = [
  {
    title: 'Welcome to Showroom',
    description:
      'A sample demo made at first start. Press play: the hotspot at 2 seconds pauses the video until you click it.',
    size: { intrinsicVideoWidth: 1280, intrinsicVideoHeight: 720 },
    source: 'testsrc2=size=1280x720:rate=25',
    tone: 'sine=frequency=440:sample_rate=48000',
    hotspot: { caption: 'Click the hotspot to carry on', at: { top: 40, left: 45 } },
    region: { caption: 'A click region frames what matters on screen', at: { top: 62, left: 12 } },
  },
  {
    title: 'Mobile walkthrough (portrait)',
    description: 'A portrait sample: the player is 0.4 times as wide as the video, as for a phone recording.',
    size: { intrinsicVideoWidth: 720, intrinsicVideoHeight: 1280 },
    source: 'testsrc=size=720x1280:rate=25',
    tone: 'sine=frequency=660:sample_rate=48000',
    hotspot: { caption: 'Tap here to open the menu', at: { top: 30, left: 50 } },
    region: { caption: 'The counter keeps running', at: { top: 55, left: 20 } },
  },
] as const;

const sampleSeconds = 6;
const sampleAppearAt = { hotspot: 2, region: 4 };

type SampleDemo = (typeof sampleDemos)[number];

/**
 * A sample's annotations with the editor's own defaults (spec 3 §9): sizes in pixels of the
 * player box, stored as percentages of it.
 */
function sampleCoordinates(sample: SampleDemo): Coordinates {
  const size: IntrinsicSize = sample.size;
  const width = playerWidth(size);
  const height = (width * size.intrinsicVideoHeight) / size.intrinsicVideoWidth;
  const across = (px: number) => Math.round((px / width) * 10_000) / 100;
  const down = (px: number) => Math.round((px / height) * 10_000) / 100;
  const { captionBox, clickRegion, hotspotSizePx } = demoConstants;
  const caption = (at: { top: number; left: number }, below: number) => ({
    captionPercentageFromTop: Math.min(100 - down(captionBox.height), at.top + below),
    captionPercentageFromLeft: Math.min(100 - across(captionBox.width), at.left),
    captionPercentageHeight: down(captionBox.height),
    captionPercentageWidth: across(captionBox.width),
    captionColor: annotationDefaults.captionColor,
  });
  return {
    ...emptyCoordinates(),
    hotspots: [
      {
        id: 'sample-hotspot',
        caption: sample.hotspot.caption,
        ...caption(sample.hotspot.at, down(hotspotSizePx)),
        hotspotColor: annotationDefaults.hotspotColor,
        hotspotStyle: 'DARK',
        appearAt: sampleAppearAt.hotspot,
        percentageFromTop: sample.hotspot.at.top,
        percentageFromLeft: sample.hotspot.at.left,
        shown: false,
      },
    ],
    rectangles: [
      {
        id: 'sample-click-region',
        caption: sample.region.caption,
        ...caption(sample.region.at, down(clickRegion.height)),
        borderColor: annotationDefaults.borderColor,
        backgroundColor: annotationDefaults.backgroundColor,
        captionBackgroundColor: '#FFFFFF',
        appearAt: sampleAppearAt.region,
        percentageFromTop: sample.region.at.top,
        percentageFromLeft: sample.region.at.left,
        percentageHeight: down(clickRegion.height),
        percentageWidth: across(clickRegion.width),
        shown: false,
      },
    ],
  };
}

/** What making and processing the sample videos needs: the server's media settings. */
export type SeedMedia = Pick<
  Config['media'],
  'dir' | 'url' | 'ffmpegPath' | 'ffprobePath' | 'maxUploadBytes' | 'linkTimeoutMs'
>;

const mediaDepsOf = (db: Db, media: SeedMedia): MediaDeps => ({
  recordings: recordingsRepository(db, media.url),
  storage: diskStorage(media.dir),
  tools: { ffmpeg: media.ffmpegPath, ffprobe: media.ffprobePath },
  workDir: path.join(media.dir, '.work'),
  maxUploadBytes: media.maxUploadBytes,
  linkTimeoutMs: media.linkTimeoutMs,
  // The samples are files, never links: nothing is fetched.
  addressPolicy: policyAdmitting([]),
});

/** Makes a sample's clip with ffmpeg and stores it as an upload of `companyId`; answers its key. */
async function makeSampleClip(deps: MediaDeps, companyId: string, sample: SampleDemo): Promise<string> {
  const work = path.join(deps.workDir, `seed-${randomBytes(8).toString('hex')}`);
  await mkdir(work, { recursive: true });
  try {
    const file = path.join(work, 'sample.mp4');
    await run(deps.tools.ffmpeg, [
      ...['-hide_banner', '-nostdin', '-loglevel', 'error', '-y'],
      ...['-f', 'lavfi', '-i', sample.source, '-f', 'lavfi', '-i', sample.tone],
      ...['-t', String(sampleSeconds), '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '28'],
      ...['-pix_fmt', 'yuv420p', '-c:a', 'aac', '-b:a', '96k', '-movflags', '+faststart', file],
    ]);
    const key = deps.storage.newKey('uploads', companyId, 'mp4');
    await deps.storage.putFile(key, file);
    return key;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Runs the media job inline for the sample demos that are not ready yet, so they are when the
 * console opens: the ones just made, or ones a start that stopped half-way left queued.
 */
async function processSampleDemos(db: Db, media: SeedMedia, ids: string[]) {
  const deps = mediaDepsOf(db, media);
  for (const id of ids) await processRecording(deps, id, { isLastAttempt: true });
}

export interface SeedOptions {
  /** Where the generated password is kept (`<dataDir>/seed-credentials.json`, mode 0600). */
  dataDir: string;
  /** SEED_REP_PASSWORD: use this instead of a generated password (and keep no file). */
  repPassword?: string | undefined;
  /** SECRET_KEY: seals the sample account demo's password; otherwise the key kept in `dataDir`. */
  secretKey?: Buffer | undefined;
  /**
   * The server's media settings: with them the sample demos are made and processed (ffmpeg).
   * Without them the seed makes the account part only.
   */
  media?: SeedMedia | undefined;
}

export interface SeedResult {
  /** True when this call created the sample data; false when the database had data already. */
  seeded: boolean;
  email: string;
  /** The sample rep's password when it is known and still valid; undefined if it was changed. */
  password: string | undefined;
  credentialsFile: string | undefined;
}

const credentialsSchema = z.object({ email: z.string(), password: z.string().min(1) });

async function readCredentials(file: string) {
  try {
    return credentialsSchema.parse(JSON.parse(await readFile(file, 'utf8')));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw new Error(`${file} is not valid seed credentials; delete it to make new ones`, { cause: error });
  }
}

async function writeCredentials(file: string, credentials: z.infer<typeof credentialsSchema>) {
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `${JSON.stringify(credentials, null, 2)}\n`, { mode: 0o600 });
  // `mode` applies only when the file is created; make sure an older file is private too.
  await chmod(file, 0o600);
}

/**
 * Idempotent. On a database without companies it creates the sample company and its rep;
 * otherwise it changes nothing and reports the sample rep's sign-in if it still works, so
 * every start can print it again.
 */
export async function seed(db: Db, options: SeedOptions): Promise<SeedResult> {
  // ADR 0008 (docs/decisions/0008-new-password-rule.md), as config.ts checks at start: a seeded rep is no weaker than a reset one.
  const weak = options.repPassword !== undefined && newPasswordProblem(options.repPassword);
  if (weak) throw new Error(`SEED_REP_PASSWORD is refused: ${weak} (ADR 0008)`);
  const file = path.join(options.dataDir, credentialsFileName);
  const saved = options.repPassword ? undefined : await readCredentials(file);
  const existing = await db.select({ id: companies.id }).from(companies).limit(1);

  if (existing.length > 0) {
    if (options.media) await processSampleDemos(db, options.media, await unfinishedSampleDemos(db));
    const [rep] = await db
      .select({ passwordHash: salesReps.passwordHash })
      .from(salesReps)
      .where(sql`lower(${salesReps.email}) = ${sampleRep.email}`)
      .limit(1);
    const candidate = options.repPassword ?? saved?.password;
    const valid = rep && candidate !== undefined && (await verifyPassword(rep.passwordHash, candidate));
    return {
      seeded: false,
      email: sampleRep.email,
      password: valid ? candidate : undefined,
      credentialsFile: saved ? file : undefined,
    };
  }

  const password = options.repPassword ?? saved?.password ?? generatePassword();
  const secretKey = await loadSecretKey({ secretKey: options.secretKey, dataDir: options.dataDir });
  if (!options.repPassword && !saved) await writeCredentials(file, { email: sampleRep.email, password });
  const passwordHash = await hashPassword(password);
  // The company's id comes first so that the clips can be stored under it before the rows exist;
  // the rows then appear together, and the clips are processed once they are committed.
  const newCompanyId = randomUUID();
  const clips = options.media
    ? await Promise.all(
        sampleDemos.map((sample) => makeSampleClip(mediaDepsOf(db, options.media!), newCompanyId, sample)),
      )
    : [];

  // PGlite has one connection: everything inside the transaction goes through `tx`.
  const demoIds = await db
    .transaction(async (tx) => {
      const [company] = await tx
        .insert(companies)
        .values({ id: newCompanyId, ...sampleCompany })
        .returning({ id: companies.id });
      const [rep] = await tx
        .insert(salesReps)
        // The sample address is ours to vouch for: the rep starts confirmed (ADR 0007).
        .values({ companyId: company!.id, ...sampleRep, passwordHash, emailConfirmedAt: sql`now()` })
        .returning({ id: salesReps.id });
      await tx.insert(contactLists).values(sampleContactList(company!.id, rep!.id));
      // Issue 4: settings with bulk link generation on (spec 1 §6), a form mapping, an account demo.
      await tx.insert(companySettings).values({
        companyId: company!.id,
        emailBlockList: ['competitor.example'],
        featurePermissions: { 'page.url.bulkGenerate.enable': true },
      });
      await tx.insert(formMappings).values({
        companyId: company!.id,
        formId: 'sample-questionnaire',
        formjson: { rules: [{ question: 'Team size', answer: '50+', page: 'enterprise' }] },
      });
      await tx.insert(accountDemos).values({
        encryptedId: randomBytes(16).toString('base64url'),
        companyId: company!.id,
        salesRepId: rep!.id,
        name: 'Grace Hopper',
        title: 'VP Engineering',
        email: 'grace@cobol.example',
        company: 'Navy Computing',
        demoEmail: 'demo-grace@acme.example',
        demoPassword: sealSecret(secretKey, generatePassword(16)),
      });
      if (clips.length === 0) return [];
      const made = await tx
        .insert(recordings)
        .values(
          sampleDemos.map((sample, index) => ({
            companyId: company!.id,
            salesRepId: rep!.id,
            title: sample.title,
            description: sample.description,
            type: 'default' as const,
            uploadKey: clips[index]!,
            coordinates: sampleCoordinates(sample),
          })),
        )
        .returning({ id: recordings.id });
      return made.map((row) => row.id);
    })
    .catch(async (error: unknown) => {
      // No rows, no clips: nothing is left in storage that no demo names.
      const storage = options.media && diskStorage(options.media.dir);
      if (storage) await Promise.all(clips.map((key) => storage.remove(key)));
      throw error;
    });
  if (options.media) await processSampleDemos(db, options.media, demoIds);

  return {
    seeded: true,
    email: sampleRep.email,
    password,
    credentialsFile: options.repPassword ? undefined : file,
  };
}

/** Sample demos a start that stopped half-way left unprocessed (by their titles, of the sample rep). */
async function unfinishedSampleDemos(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: recordings.id })
    .from(recordings)
    .innerJoin(salesReps, eq(salesReps.id, recordings.salesRepId))
    .where(
      and(
        sql`lower(${salesReps.email}) = ${sampleRep.email}`,
        inArray(
          recordings.title,
          sampleDemos.map((sample) => sample.title),
        ),
        inArray(recordings.mediaStatus, ['queued', 'processing']),
      ),
    );
  return rows.map((row) => row.id);
}
