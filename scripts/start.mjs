#!/usr/bin/env node
/**
 * `npm start`: on a fresh checkout (after `npm ci`) build what is missing or stale, then run
 * the server (migrate, seed, serve; packages/server/src/main.ts) and stop it cleanly on
 * Ctrl-C or SIGTERM.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
/** The shared sources both bundles are made from. */
const sharedInputs = ['packages/ui/src', 'packages/machines/src', 'packages/contract/src'];

/**
 * What `npm start` builds when it is missing or older than its sources: the console (served by the
 * app host; it plays demos with the widgets' player) and the widgets (the audience app every
 * prospect page runs, and the loader scripts), each checked by the files its build writes.
 */
const builds = [
  {
    name: 'console',
    workspace: '@showroom/console',
    outputs: ['packages/console/dist/index.html'],
    inputs: [
      'packages/console/src',
      'packages/console/index.html',
      'packages/console/vite.config.ts',
      'scripts/build',
      'packages/console/package.json',
      'packages/widgets/src',
      ...sharedInputs,
    ],
  },
  {
    name: 'widgets',
    workspace: '@showroom/widgets',
    outputs: [
      'packages/widgets/dist/audience/.vite/manifest.json',
      'packages/widgets/dist/first-screen/firstScreen.js',
      'packages/widgets/dist/loaders/hero.js',
    ],
    inputs: [
      'packages/widgets/src',
      'packages/widgets/scripts',
      'packages/widgets/vite.audience.config.ts',
      'packages/widgets/vite.first-screen.config.ts',
      'packages/widgets/package.json',
      'scripts/build',
      ...sharedInputs,
    ],
  },
].map((build) => ({
  ...build,
  outputs: build.outputs.map((p) => path.join(root, p)),
  inputs: build.inputs.map((p) => path.join(root, p)),
}));

// Tests, stories and screenshots are not part of the bundle: editing them needs no rebuild.
const notBundled = /\.(test|stories|browser\.test)\.[cm]?[jt]sx?$|(^|\/)__screenshots__(\/|$)/;

function newestChange(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return notBundled.test(entry) ? 0 : stat.mtimeMs;
  let newest = 0;
  for (const name of readdirSync(entry)) {
    if (name === 'node_modules' || name === 'dist') continue;
    newest = Math.max(newest, newestChange(path.join(entry, name)));
  }
  return newest;
}

function buildReason(build) {
  const manifest = path.join(root, 'packages', build.name, 'package.json');
  if (!existsSync(manifest)) return undefined;
  if (!JSON.parse(readFileSync(manifest, 'utf8')).scripts?.build) return undefined;
  if (!build.outputs.every((output) => existsSync(output))) return `no ${build.name} build yet`;
  const builtAt = Math.min(...build.outputs.map((output) => statSync(output).mtimeMs));
  return build.inputs.some((input) => newestChange(input) > builtAt)
    ? `${build.name} sources changed`
    : undefined;
}

let child;
let stopSignal;

/** Runs a command with our terminal; resolves with its exit code (or the signal's). */
function run(command, args) {
  return new Promise((resolve, reject) => {
    child = spawn(command, args, { cwd: root, stdio: 'inherit', env: process.env });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      child = undefined;
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

// Ctrl-C reaches every process of the terminal's group, the child included; a `kill` of this
// process (a supervisor, Playwright's webServer) reaches only us. Forward it either way: the
// server treats a repeat of the same signal within a moment as one.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    stopSignal = signal;
    if (child) child.kill(signal);
    else process.exit(130);
  });
}

// npm runs a script through `sh -c` and forwards a SIGTERM or SIGINT sent to it (by a process
// manager, a container runtime, `kill`) to that shell only. A shell that does not pass it on
// (dash) left us running, reparented, with the server holding its ports. The start script is
// `exec node scripts/start.mjs`, so the shell becomes us and the signal arrives here; and should
// our parent go without one reaching us (npm killed outright), a change of parent means the one
// who started us is gone: stop as if signalled.
const parentAtStart = process.ppid;
const parentWatch = setInterval(() => {
  if (process.ppid === parentAtStart) return;
  clearInterval(parentWatch);
  stopSignal = 'SIGTERM';
  if (child) child.kill('SIGTERM');
  else process.exit(143);
}, 200);
parentWatch.unref();

// Through npm, npm_execpath is npm's own script; run it with this node, as npm itself would.
const npm = process.env.npm_execpath
  ? [process.execPath, [process.env.npm_execpath]]
  : [process.platform === 'win32' ? 'npm.cmd' : 'npm', []];

// SKIP_CONSOLE_BUILD=1 serves whatever builds exist (or none): for a host that builds elsewhere,
// and for tests of this script, which must not start a build.
for (const build of process.env.SKIP_CONSOLE_BUILD === '1' ? [] : builds) {
  const reason = buildReason(build);
  if (!reason) continue;
  console.log(`Building the ${build.name} (${reason})...`);
  const code = await run(npm[0], [...npm[1], 'run', 'build', '-w', build.workspace]);
  if (stopSignal) process.exit(code);
  if (code !== 0) {
    console.error(
      `The ${build.name} build failed (see above); fix it or run \`npm run build -w ${build.workspace}\`.`,
    );
    process.exit(code);
  }
}

// Node 24 runs the server's TypeScript itself: its syntax is erasable (tsconfig's erasableSyntaxOnly).
// SHOWROOM_STOP_WITH_PARENT: should this script itself be killed outright (kill -9), the server
// notices its parent is gone and stops too, rather than holding the ports as an orphan.
process.env.SHOWROOM_STOP_WITH_PARENT = '1';
const code = await run(process.execPath, [path.join(root, 'packages/server/src/main.ts')]);
process.exit(code);
