import { randomBytes, randomUUID } from 'node:crypto';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newPasswordProblem } from '@showroom/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { generatePassword, hashPassword, verifyPassword } from '../services/passwords.ts';
import { loadSecretKey, sealSecret } from '../services/secrets.ts';
import type { Db } from './database.ts';
import { seedSampleAnalytics } from './sample-analytics.ts';
import { seedSampleCatalogue } from './sample-catalogue.ts';
import {
  makeSampleClips,
  makeSampleVideoClip,
  processSampleDemos,
  removeSampleClips,
  type SeedMedia,
  sampleDemoRows,
  sampleVideo,
  unfinishedSampleDemos,
} from './sample-demos.ts';
import { seedSampleEmbeds } from './sample-embeds.ts';
import { seedSamplePages } from './sample-pages.ts';
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
    if (options.media) {
      await processSampleDemos(db, options.media, await unfinishedSampleDemos(db, sampleRep.email));
    }
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
  const clips = options.media ? await makeSampleClips(db, options.media, newCompanyId) : [];
  // Issue 29 D.4: the sample Collection's video, played from its address as it is.
  const videoClip = options.media ? await makeSampleVideoClip(db, options.media, newCompanyId) : undefined;

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
      // Issue 11: the marketplace's sample catalogue, for the mapping panel.
      await seedSampleCatalogue(tx, company!.id);
      if (clips.length === 0) return [];
      const made = await tx
        .insert(recordings)
        .values(sampleDemoRows(company!.id, rep!.id, clips))
        .returning({ id: recordings.id });
      const demoIds = made.map((row) => row.id);
      // Issue 11: one published widget of each kind on the sample demos.
      await seedSampleEmbeds(tx, company!.id, rep!.id, demoIds);
      // Issue 13: one published page of each type, each with a prospect link.
      await seedSamplePages(
        tx,
        company!.id,
        rep!.id,
        demoIds,
        videoClip && options.media
          ? {
              title: sampleVideo.title,
              description: sampleVideo.description,
              url: `${options.media.url}/${videoClip}`,
            }
          : undefined,
      );
      return demoIds;
    })
    .catch(async (error: unknown) => {
      // No rows, no clips: nothing is left in storage that no demo names.
      if (options.media) await removeSampleClips(options.media, videoClip ? [...clips, videoClip] : clips);
      throw error;
    });
  if (options.media) await processSampleDemos(db, options.media, demoIds);
  // Issue 14: a few weeks of sample events, so the Analytics screen has charts on first start.
  if (demoIds.length > 0) await seedSampleAnalytics(db, newCompanyId);

  return {
    seeded: true,
    email: sampleRep.email,
    password,
    credentialsFile: options.repPassword ? undefined : file,
  };
}
