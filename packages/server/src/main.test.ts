import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from './config.ts';
import { lockFileName } from './services/data-dir-lock.ts';

// Real processes, as a user or a process manager starts them: `node main.ts` and `npm start`.

const mainTs = path.join(repoRoot, 'packages/server/src/main.ts');
const started: ChildProcess[] = [];
const dirs: string[] = [];

afterEach(() => {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'showroom-main-'));
  dirs.push(dir);
  return dir;
}

/** A port nothing listens on now (the OS picks it). */
async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

async function serverEnv(dataDir: string) {
  const [port, audience, media] = [await freePort(), await freePort(), await freePort()];
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    AUDIENCE_PORT: String(audience),
    MEDIA_PORT: String(media),
    SEED: '0',
    LOG_LEVEL: 'warn',
    SKIP_CONSOLE_BUILD: '1',
    APP_URL: `http://localhost:${port}`,
    AUDIENCE_URL: `http://127.0.0.1:${audience}`,
    MEDIA_URL: `http://127.0.0.1:${media}`,
  };
  delete env.DATABASE_URL;
  delete env.PGLITE_DIR;
  return { env, ports: [port, audience, media] };
}

interface Run {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function launch(command: string, args: string[], env: NodeJS.ProcessEnv): Run {
  const child = spawn(command, args, { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

const startServer = (env: NodeJS.ProcessEnv) => launch(process.execPath, [mainTs], env);

async function until(check: () => boolean, what: () => string, timeoutMs = 45_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting: ${what()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

// A first start makes the database and seeds the sample company (its demos through ffmpeg, its
// analytics): seconds alone, but two side by side beside the rest of the suite on 2 cores took
// over 45 s in CI, so a start may take up to 100 s here (the tests are about stopping).
const running = (run: Run) =>
  until(
    () => run.output().includes('Showroom is running') || run.child.exitCode !== null,
    run.output,
    100_000,
  ).then(() => expect(run.output()).toContain('Showroom is running'));

/** Every process below `pid`, from /proc (Linux). */
function descendants(pid: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // stat: "pid (comm) state ppid ..."; comm may hold spaces, so read after the last ')'.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      parents.set(Number(entry), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const parent = queue.shift()!;
    for (const [child, ppid] of parents) {
      if (ppid === parent) {
        found.push(child);
        queue.push(child);
      }
    }
  }
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    // A zombie has exited; only its entry is left for a parent to collect.
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
};

describe('one server per data folder (issue 15.4)', () => {
  it('refuses a second server on the same DATA_DIR, naming the holder; takes over a stale lock', async () => {
    const dataDir = tempDir();
    const first = startServer((await serverEnv(dataDir)).env);
    await running(first);

    const second = startServer((await serverEnv(dataDir)).env);
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain(`in use by another Showroom server (process ${first.child.pid})`);
    expect(first.child.exitCode).toBeNull();

    // A holder that dies without cleaning up leaves a stale lock: the next start takes it over.
    first.child.kill('SIGKILL');
    await first.exited;
    expect(readFileSync(path.join(dataDir, lockFileName), 'utf8')).toMatch(
      new RegExp(`^${first.child.pid} `),
    );
    const third = startServer((await serverEnv(dataDir)).env);
    await running(third);
    expect(readFileSync(path.join(dataDir, lockFileName), 'utf8')).toMatch(
      new RegExp(`^${third.child.pid} `),
    );

    third.child.kill('SIGTERM');
    expect(await third.exited).toBe(0);
    expect(existsSync(path.join(dataDir, lockFileName))).toBe(false);
  }, 240_000);
});

describe('a start that cannot go on says which variable, in one line (issue 28 §4)', () => {
  it('a refused database port names DATABASE_URL without its password; a DATA_DIR that cannot be made names DATA_DIR', async () => {
    const closed = await freePort();
    const database = startServer({
      ...(await serverEnv(tempDir())).env,
      DATABASE_URL: `postgres://showroom:s3cret@127.0.0.1:${closed}/showroom`,
      SECRET_KEY: Buffer.alloc(32, 3).toString('base64'),
    });
    expect(await database.exited).toBe(1);
    expect(database.output().trim()).toBe(
      `Could not start: DATABASE_URL (127.0.0.1:${closed}/showroom): connect ECONNREFUSED 127.0.0.1:${closed}`,
    );

    // A DATA_DIR under a file: the folder cannot be made.
    const file = path.join(tempDir(), 'a-file');
    writeFileSync(file, '');
    const folder = startServer({ ...(await serverEnv(path.join(file, 'data'))).env });
    expect(await folder.exited).toBe(1);
    expect(folder.output().trim()).toMatch(
      new RegExp(
        `^Could not start: DATA_DIR \\(${file}/data\\): ENOTDIR: not a directory, mkdir '${file}/data'$`,
      ),
    );
  }, 60_000);
});

describe('a stop waits SHUTDOWN_GRACE_SECONDS for requests in flight, then goes (issue 28 §4)', () => {
  it('an upload still coming holds a SIGTERM for the grace period only, and the server says so', async () => {
    const { env, ports } = await serverEnv(tempDir());
    const run = startServer({ ...env, SHUTDOWN_GRACE_SECONDS: '1' });
    await running(run);
    // A request whose body is still coming, as a long upload's is: the server cannot finish it.
    const socket = net.connect(ports[0]!, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', resolve));
    socket.write(
      'POST /web/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{"username":',
    );
    await new Promise((resolve) => setTimeout(resolve, 300));
    const stopped = Date.now();
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(1);
    const seconds = (Date.now() - stopped) / 1000;
    socket.destroy();
    expect(run.output()).toContain('Shutdown took longer than 1 s (SHUTDOWN_GRACE_SECONDS); exiting.');
    // The grace period, not the 10 s of the default nor the request's own timeout.
    expect(seconds).toBeGreaterThanOrEqual(0.9);
    expect(seconds).toBeLessThan(6);
    // A first start, which may take up to 100 s beside the suite on 2 cores (see running()).
  }, 120_000);
});

describe('npm start under a process manager (issue 9)', () => {
  /** Starts `npm start`, sends `signal` to the npm process alone, and checks nothing survives. */
  async function stopsEverythingOn(signal: 'SIGTERM' | 'SIGINT') {
    const { env, ports } = await serverEnv(tempDir());
    const npm = launch('npm', ['start'], env);
    await running(npm);
    const tree = descendants(npm.child.pid!);
    // npm -> start.mjs -> server: at least the script and the server.
    expect(tree.length).toBeGreaterThanOrEqual(2);
    for (const port of ports) expect(await isFree(port)).toBe(false);

    npm.child.kill(signal);
    await npm.exited;
    await until(
      () => tree.every((pid) => !alive(pid)),
      () => `${signal}: still running: ${tree.filter(alive).join(', ')}`,
      8_000,
    );
    for (const port of ports) expect([signal, port, await isFree(port)]).toEqual([signal, port, true]);
  }

  it('stops the start script and the server when the npm process gets SIGTERM or SIGINT', async () => {
    // Side by side: each waits mostly for its server to start.
    await Promise.all([stopsEverythingOn('SIGTERM'), stopsEverythingOn('SIGINT')]);
  }, 150_000);
});
