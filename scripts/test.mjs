#!/usr/bin/env node
// `npm test`: every test, in the order that fails fastest. Nothing skips itself: a missing
// browser is installed where we can (root + apt) or the run fails saying how to install it.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
// Kept after the run (git-ignored) so that a slow run can be looked into: the summary reads them.
// Not under test-results/, which Playwright empties when it starts.
const reports = path.join(root, '.test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function ensureChromium() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(chromium)) return;
  const canApt = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0;
  if (!canApt) {
    console.error(
      `Chromium not found at ${chromium}. Install it with:\n  sudo apt-get update && sudo apt-get install -y chromium\nor set CHROMIUM_PATH.`,
    );
    process.exit(1);
  }
  console.log('Chromium is missing: installing Debian chromium with apt-get...');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit' });
}

const answers = (host, port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 1000 });
    socket.once('connect', () => resolve(socket.end() && true));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => resolve(socket.destroy() && false));
  });

/** Server tests run on PGlite always, and on PostgreSQL too where one is reachable: a fresh database per run. */
async function ensurePostgres() {
  if (process.env.DATABASE_URL) return undefined;
  if (!(await answers('127.0.0.1', 5432))) {
    console.log(
      'PostgreSQL does not answer on 127.0.0.1:5432: server tests run on PGlite only, and the replicas suite, which needs PostgreSQL, fails (start PostgreSQL there or set DATABASE_URL).',
    );
    return undefined;
  }
  const { default: pg } = await import('pg');
  const name = `showroom_test_${Date.now()}`;
  const admin = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  process.env.DATABASE_URL = `postgres://postgres@127.0.0.1:5432/${name}`;
  console.log(`Server tests also run on PostgreSQL (${process.env.DATABASE_URL}).`);
  return async () => {
    const client = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await client.end();
  };
}

function step(title, command, args, options = {}) {
  console.log(`\n━━ ${title}: ${[path.basename(command), ...args].join(' ')}`);
  const started = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: process.env, ...options });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`━━ ${title}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
  return result.status === 0;
}

/** One step run quietly: its output kept to be printed whole later. */
function runQuietly({ title, command, args }) {
  const started = Date.now();
  const child = spawn(command, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(chunk));
  child.stderr.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (status) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(1);
      resolve({ title, command, args, output, seconds, ok: status === 0 });
    });
  });
}

/**
 * Chains of steps that need no more than a core each and nothing from the other chains, run side
 * by side (on two cores the typecheck alone takes as long as most of the others together); a
 * chain's steps run in turn, and a step after a failed one does not run. Each step's output is
 * printed whole when all have ended, so that the log reads as if they ran one after another.
 */
async function sideBySide(chains) {
  const outcomes = await Promise.all(
    chains.map(async (chain) => {
      const done = [];
      for (const step of chain) {
        const outcome = await runQuietly(step);
        done.push(outcome);
        if (!outcome.ok) break;
      }
      return done;
    }),
  );
  const results = {};
  for (const { title, command, args, output, seconds, ok } of outcomes.flat()) {
    console.log(`\n━━ ${title}: ${[path.basename(command), ...args].join(' ')}`);
    process.stdout.write(Buffer.concat(output));
    console.log(`━━ ${title}: ${ok ? 'ok' : 'FAILED'} in ${seconds} s (beside the others)`);
    results[title] = ok;
  }
  return results;
}

const readJson = (file) => (existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined);

/**
 * `npm test -- --shard=1/2`: this runner's part of the Vitest files and of the e2e journeys, for CI
 * on several machines (each also typechecks, lints and builds). Without it, everything runs here.
 */
const shardArg = process.argv.slice(2).find((arg) => arg.startsWith('--shard='));
if (shardArg && !/^--shard=\d+\/\d+$/.test(shardArg)) {
  console.error(`${shardArg}: expected --shard=<index>/<count>, e.g. --shard=1/2`);
  process.exit(1);
}
const shard = shardArg ? [shardArg] : [];

const runStarted = Date.now();
ensureChromium();
const dropDatabase = await ensurePostgres();
const results = {};
try {
  const checks = await sideBySide([
    [{ title: 'typecheck', command: bin('tsc'), args: ['-p', 'tsconfig.json'] }],
    [{ title: 'lint and format', command: bin('biome'), args: ['check', '.'] }],
    // Issue 27 §5: an export nobody imports is dead code to read and keep in sync (`npm run lint` too).
    [{ title: 'unused exports', command: bin('knip'), args: [] }],
    // The audience app and the loaders before Vitest: the server's tests of the loaders read their
    // build, and the e2e journeys embed both. Then the console's build for the journeys, and the
    // size budgets, which read both builds (and write the loaders again) and build each ui component
    // alone, about 20 s: here, beside the checks, rather than after Vitest, whose projects keep both
    // cores busy.
    [
      {
        title: 'widgets build (audience app, loaders)',
        command: 'npm',
        args: ['run', 'build', '--silent', '-w', '@showroom/widgets'],
      },
      { title: 'console build', command: 'npm', args: ['run', 'build', '--silent'] },
      { title: 'size budgets', command: process.execPath, args: ['--import', 'tsx', 'bench/size.bench.ts'] },
    ],
  ]);
  results.typecheck = checks.typecheck;
  results.lint = checks['lint and format'];
  results.unusedExports = checks['unused exports'];
  results.widgetsBuild = checks['widgets build (audience app, loaders)'];
  // Undefined when an earlier step of their chain failed: not run, which the summary says.
  results.build = checks['console build'];
  results.sizes = checks['size budgets'];
  results.vitest = step('unit, server, browser and story tests', bin('vitest'), [
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, 'vitest.json')}`,
    // Errors outside the tests (the JSON report has none of them), printed in the summary.
    '--reporter=./tests/setup/run-errors.ts',
    ...shard,
  ]);
  results.e2e =
    results.build && results.widgetsBuild
      ? step(
          'e2e journeys in Chromium',
          bin('playwright'),
          ['test', '-c', 'e2e/playwright.config.ts', ...shard],
          {
            // Issue 28 §1: the journeys keep their media in an S3-protocol bucket (s3rver on loopback);
            // the server tests run every media test on the disk and on a bucket (server-s3).
            env: {
              ...process.env,
              E2E_STORAGE: 's3',
              PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json'),
            },
          },
        )
      : undefined;
} finally {
  await dropDatabase?.();
}

// One closing line a CI reader understands, adding Vitest and Playwright together.
const vitest = readJson(path.join(reports, 'vitest.json'));
const e2e = readJson(path.join(reports, 'e2e.json'));
const passed = (vitest?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0);
const failed = (vitest?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0) + (e2e?.stats?.flaky ?? 0);

/** The failed tests by name, last, so that a CI log's tail says which ones without scrolling. */
function failedTests() {
  const names = [];
  // A run can fail with every test passed: an error outside the tests, or a file that could not run.
  for (const error of readJson(path.join(reports, 'vitest-errors.json'))?.errors ?? []) {
    const frames = error.stack.split('\n').slice(1);
    names.push([`${error.where}: ${error.message}`, ...frames].join('\n    '));
  }
  for (const file of vitest?.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failures = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failures) {
      names.push(`${where} › ${test.fullName}: ${String(test.failureMessages?.[0] ?? '').split('\n')[0]}`);
    }
  }
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected' || test.status === 'flaky')
          names.push(`${spec.file} › ${spec.title} (${test.status})`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of e2e?.suites ?? []) walk(suite);
  return names;
}
/** Which Vitest project a file ran in, from its path (the include patterns of vitest.config.ts). */
function projectOf(file) {
  if (file.includes('.stories.')) return 'storybook';
  if (file.includes('.browser.test.')) return 'browser';
  if (file.startsWith('packages/server/')) return 'server';
  if (/^(packages\/(machines|contract)\/|tests\/)/.test(file) && !file.endsWith('machine-stories.test.ts'))
    return 'logic';
  return 'unit';
}

/** Where the time went: each project's share of the summed file times, and the ten slowest files. */
function timings() {
  const files = [];
  for (const file of vitest?.testResults ?? []) {
    const where = path.relative(root, file.name);
    files.push({ where, project: projectOf(where), ms: (file.endTime ?? 0) - (file.startTime ?? 0) });
  }
  const e2eFiles = new Map();
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const ms = (spec.tests ?? [])
        .flatMap((test) => test.results ?? [])
        .reduce((sum, r) => sum + (r.duration ?? 0), 0);
      e2eFiles.set(spec.file, (e2eFiles.get(spec.file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of e2e?.suites ?? []) walk(suite);
  for (const [file, ms] of e2eFiles) files.push({ where: `e2e/${file}`, project: 'e2e', ms });
  const total = files.reduce((sum, file) => sum + file.ms, 0) || 1;
  const shares = new Map();
  for (const file of files) shares.set(file.project, (shares.get(file.project) ?? 0) + file.ms);
  console.log('\n━━ time per project (summed over files; workers run files side by side)');
  for (const [project, ms] of [...shares].sort((a, b) => b[1] - a[1])) {
    console.log(
      `${project.padEnd(10)} ${(ms / 1000).toFixed(1).padStart(8)} s  ${((ms / total) * 100).toFixed(0)}%`,
    );
  }
  console.log('━━ ten slowest files');
  for (const file of files.sort((a, b) => b.ms - a.ms).slice(0, 10)) {
    console.log(`${(file.ms / 1000).toFixed(1).padStart(8)} s  ${file.where}`);
  }
  console.log(`(reports kept in ${path.relative(root, reports)})`);
}

timings();
const failedNames = failedTests();
const failedSteps = Object.entries(results)
  .filter(([, ok]) => ok === false)
  .map(([name]) => name);
console.log('\n━━ summary');
for (const [name, ok] of Object.entries(results)) {
  if (ok === undefined) console.log(`- ${name}: not run (a step it waits for failed)`);
  else console.log(`${ok ? '✓' : '✗'} ${name}`);
}
// No test skips itself here (a skip hides a failure): a skipped one is a suite whose hook threw.
const skipped = (vitest?.numPendingTests ?? 0) + (e2e?.stats?.skipped ?? 0);
console.log(`tests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
// Issue 27 §6: the figure the suite's time is judged by (under 15 minutes on a quiet machine).
const runSeconds = (Date.now() - runStarted) / 1000;
console.log(`time: ${runSeconds.toFixed(0)} s (${(runSeconds / 60).toFixed(1)} minutes) for all of npm test`);
for (const name of failedNames) console.log(`✗ ${name}`);
if (failedSteps.length) {
  console.error(`failed: ${failedSteps.join(', ')}`);
  process.exit(1);
}
