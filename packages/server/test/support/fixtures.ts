import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type Config, loadConfig } from '../../src/config.ts';
import type { Db } from '../../src/db/database.ts';
import { companies, salesReps } from '../../src/db/schema.ts';
import { hashPassword } from '../../src/services/passwords.ts';

/** One data directory per test process, so what a server keeps there (the loaders' archive) stays out of the checkout's. */
let testDataDir: string | undefined;
const dataDirOfThisProcess = () => {
  testDataDir ??= mkdtempSync(path.join(tmpdir(), 'showroom-test-data-'));
  return testDataDir;
};

/** STORAGE_URL and the S3 variables when the media tests run against a bucket (object-store.ts). */
let objectStoreEnv: Record<string, string> = {};
export const keepMediaIn = (env: Record<string, string>) => {
  objectStoreEnv = env;
};

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? Partial<T[K]> : T[K] };

/**
 * The defaults, quiet, with no console build (tests of /web must not depend on whether
 * someone built the console), and `overrides` on top.
 */
export function testConfig(overrides: DeepPartial<Config> = {}): Config {
  const base = loadConfig({ LOG_LEVEL: 'silent', SEED: '0', ...objectStoreEnv });
  return {
    ...base,
    consoleDist: '/nonexistent/showroom-console-dist',
    dataDir: dataDirOfThisProcess(),
    // A key of the test's own, so no test writes one into DATA_DIR.
    secretKey: randomBytes(32),
    // Test servers on 127.0.0.1 stand in for public sites (a logo by URL); all else stays refused.
    outboundTestAddresses: ['127.0.0.1'],
    ...overrides,
    // Issue 10: videos up to 8 MiB in tests (2 GiB by default), so the gate's one-byte-over body stays small.
    media: { ...base.media, maxUploadBytes: 8 * 1024 * 1024, ...overrides.media },
    loginRateLimit: { ...base.loginRateLimit, ...overrides.loginRateLimit },
    accountLock: { ...base.accountLock, ...overrides.accountLock },
  } as Config;
}

export interface TestAccount {
  repId: string;
  companyId: string;
  email: string;
  password: string;
  fullName: string;
  companyName: string;
}

/**
 * The accounts a test process makes share a password unless a test names one, and each password is
 * hashed once: an Argon2id hash at the production cost is 60 to 120 ms of CPU, and the server tests
 * made over a thousand accounts a run (issue 27 §6). Each rep's hash is still a real one.
 */
const defaultPassword = `Pw-${randomUUID()}`;
const hashes = new Map<string, Promise<string>>();
function hashOnce(password: string): Promise<string> {
  let hashed = hashes.get(password);
  if (!hashed) {
    hashed = hashPassword(password);
    hashes.set(password, hashed);
  }
  return hashed;
}

/** A company with one rep, unique per call, with a real Argon2id hash. */
export async function createAccount(
  db: Db,
  options: { email?: string; password?: string } = {},
): Promise<TestAccount> {
  const unique = randomUUID().slice(0, 8);
  const email = options.email ?? `rep-${unique}@example.com`;
  const password = options.password ?? defaultPassword;
  const fullName = `Rep ${unique}`;
  const companyName = `Company ${unique}`;
  const passwordHash = await hashOnce(password);
  return db.transaction(async (tx) => {
    const [company] = await tx
      .insert(companies)
      .values({ name: companyName, questionLibraryLink: `https://example.com/${unique}` })
      .returning({ id: companies.id });
    const [rep] = await tx
      .insert(salesReps)
      .values({ companyId: company!.id, fullName, email, passwordHash })
      .returning({ id: salesReps.id });
    return { repId: rep!.id, companyId: company!.id, email, password, fullName, companyName };
  });
}
