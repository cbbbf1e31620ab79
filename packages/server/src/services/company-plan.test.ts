import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { defaultEmbedSettings, type EmbedSettings } from '@showroom/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { describeDatabases } from '../../test/support/databases.ts';
import { createAccount } from '../../test/support/fixtures.ts';
import { repoRoot } from '../config.ts';
import { openDatabase } from '../db/database.ts';
import { companies, companySettings } from '../db/schema.ts';
import { companyPlanUsage, parseCompanyPlanArgs, readPlanFile, runCompanyPlan } from './company-plan.ts';
import { lockDataDir } from './data-dir-lock.ts';

const basicPlan = (): EmbedSettings => {
  const plan = defaultEmbedSettings();
  plan.gating.edit = false;
  plan.embedSettingsVisibility.show = false;
  return plan;
};

describe('company:plan arguments and plan files', () => {
  const id = '9a7d2c1e-3b4f-4e5a-8c6d-1f2e3a4b5c6d';

  it('reads show, set and --default, and refuses anything else with the usage', () => {
    expect(parseCompanyPlanArgs([id])).toEqual({ action: 'show', companyId: id });
    expect(parseCompanyPlanArgs([id, 'plan.json'])).toEqual({
      action: 'set',
      companyId: id,
      file: 'plan.json',
    });
    expect(parseCompanyPlanArgs([id, '--default'])).toEqual({ action: 'default', companyId: id });
    expect(parseCompanyPlanArgs([])).toEqual({ problem: companyPlanUsage });
    expect(parseCompanyPlanArgs([id, 'a.json', 'b.json'])).toEqual({ problem: companyPlanUsage });
    expect(parseCompanyPlanArgs(['acme', '--default'])).toEqual({
      problem: `acme is not a company id (a UUID)\n${companyPlanUsage}`,
    });
    expect(parseCompanyPlanArgs([id, '--premium'])).toEqual({
      problem: `Unknown option --premium\n${companyPlanUsage}`,
    });
  });

  it('takes a file with every flag, and refuses one that is not JSON, incomplete, mistyped or misspelt', () => {
    expect(readPlanFile(JSON.stringify(basicPlan()))).toEqual({ settings: basicPlan() });
    expect(readPlanFile('{')).toEqual({ problem: 'The file is not JSON' });
    const incomplete = readPlanFile(JSON.stringify({ gating: basicPlan().gating }));
    expect(incomplete).toEqual({
      problem:
        'The file does not hold plan flags:\n  embedSettingsVisibility: Invalid input: expected object, received undefined',
    });
    const mistyped = basicPlan() as unknown as { gating: { edit: unknown } };
    mistyped.gating.edit = 'no';
    expect(readPlanFile(JSON.stringify(mistyped))).toEqual({
      problem:
        'The file does not hold plan flags:\n  gating.edit: Invalid input: expected boolean, received string',
    });
    expect(readPlanFile(JSON.stringify({ ...basicPlan(), embedSettingsVisibilty: { show: true } }))).toEqual({
      problem: 'The file has keys the plan flags do not have (see docs/embeds.md for the shape)',
    });
  });
});

describeDatabases('company:plan on the database', (ctx) => {
  const stored = async (companyId: string) =>
    (
      await ctx.db
        .select({ settings: companySettings.embedSettings })
        .from(companySettings)
        .where(eq(companySettings.companyId, companyId))
    )[0]?.settings ?? null;
  const files = (text: string) => async () => text;

  it('sets the flags from a file, shows them, and sets the defaults back', async () => {
    const { companyId } = await createAccount(ctx.db);
    const shown = await runCompanyPlan(ctx.db, { action: 'show', companyId }, files(''));
    expect(shown).toEqual({
      ok: true,
      message: `No plan flags set: the defaults apply:\n${JSON.stringify(defaultEmbedSettings(), null, 2)}`,
    });
    const set = await runCompanyPlan(
      ctx.db,
      { action: 'set', companyId, file: 'basic.json' },
      files(JSON.stringify(basicPlan())),
    );
    expect(set.ok).toBe(true);
    // PostgreSQL's jsonb keeps keys in its own order: compare the values, not the text.
    const [heading, ...json] = set.message.split('\n');
    expect(heading).toBe('Plan flags set for this company:');
    expect(JSON.parse(json.join('\n'))).toEqual(basicPlan());
    expect(await stored(companyId)).toEqual(basicPlan());
    const reset = await runCompanyPlan(ctx.db, { action: 'default', companyId }, files(''));
    expect(reset.message).toMatch(/^No plan flags set: the defaults apply:/);
    expect(await stored(companyId)).toBeNull();
  });

  it('writes nothing for a bad file, an unreadable one, or a company that does not exist', async () => {
    const { companyId } = await createAccount(ctx.db);
    await runCompanyPlan(ctx.db, { action: 'set', companyId, file: 'a' }, files(JSON.stringify(basicPlan())));
    const bad = await runCompanyPlan(
      ctx.db,
      { action: 'set', companyId, file: 'a' },
      files('{"gating": true}'),
    );
    expect(bad.ok).toBe(false);
    const unreadable = await runCompanyPlan(
      ctx.db,
      { action: 'set', companyId, file: 'gone.json' },
      async () => {
        throw new Error('ENOENT: no such file');
      },
    );
    expect(unreadable).toEqual({ ok: false, message: 'Cannot read gone.json: ENOENT: no such file' });
    expect(await stored(companyId)).toEqual(basicPlan());

    const missing = randomUUID();
    for (const command of [
      { action: 'show', companyId: missing },
      { action: 'default', companyId: missing },
    ] as const) {
      expect(await runCompanyPlan(ctx.db, command, files(''))).toEqual({
        ok: false,
        message: `No company has the id ${missing}`,
      });
    }
  });
});

describe('npm run company:plan (the script itself, on its own PGlite folder)', () => {
  const run = promisify(execFile);
  const script = (dataDir: string, args: string[]) =>
    run(process.execPath, [path.join(repoRoot, 'scripts/company-plan.ts'), ...args], {
      cwd: repoRoot,
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        PGLITE_DIR: '',
        INIT_CWD: dataDir,
        LOG_LEVEL: 'silent',
      },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );

  it('sets a plan from a file relative to where it was run, and refuses while a server holds the folder', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'showroom-plan-'));
    try {
      const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
      await database.prepare();
      const [company] = await database.db
        .insert(companies)
        .values({ name: 'Plan Co', questionLibraryLink: 'https://example.com/q' })
        .returning({ id: companies.id });
      await database.close();
      await writeFile(path.join(dataDir, 'basic.json'), JSON.stringify(basicPlan()));

      const set = await script(dataDir, [company!.id, 'basic.json']);
      expect(set.stderr).toBe('');
      expect(set.code).toBe(0);
      expect(JSON.parse(set.stdout.slice(set.stdout.indexOf('{')))).toEqual(basicPlan());

      const usage = await script(dataDir, []);
      expect(usage.code).toBe(2);
      expect(usage.stderr).toContain('Usage: npm run company:plan');

      const lock = lockDataDir(dataDir);
      try {
        const refused = await script(dataDir, [company!.id, '--default']);
        expect(refused.code).toBe(1);
        expect(refused.stderr).toContain('is in use by another Showroom server');
      } finally {
        lock.release();
      }
      const shown = await script(dataDir, [company!.id]);
      expect(shown.stdout).toContain('Plan flags set for this company:');
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
