// The journeys' app servers, one per Playwright worker slot, started side by side: Playwright starts
// the entries of `webServer` one after another, each waited for, and a server's first start (a fresh
// embedded database, the seeded sample's videos made with ffmpeg) waits on ffmpeg for about half of
// its 10 to 20 s, which the other's start can use (issue 27 §6).
// E2E_APP_SERVERS holds each server's environment (playwright.config.ts's `serverFor`). Says
// 'app servers ready' once every one answers its health check; ends, with the first one's code, as
// soon as any of them ends. Playwright stops the process group (this and the servers) after the run.
import { spawn } from 'node:child_process';
import path from 'node:path';

interface AppServer {
  healthUrl: string;
  env: Record<string, string>;
}

const root = path.resolve(import.meta.dirname, '..');
const servers: AppServer[] = JSON.parse(process.env.E2E_APP_SERVERS ?? '[]');

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

// A server left from another run would answer the checks in place of this run's.
for (const server of servers) {
  if (await answers(server.healthUrl)) {
    console.error(`${server.healthUrl} already answers: stop the server left there (or set E2E_PORT).`);
    process.exit(1);
  }
}

for (const [slot, server] of servers.entries()) {
  const child = spawn(process.execPath, ['packages/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...server.env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.on('exit', (code, signal) => {
    console.error(`app server ${slot} ended (${signal ?? `code ${code}`})`);
    process.exit(code || 1);
  });
}

while (!(await Promise.all(servers.map((server) => answers(server.healthUrl)))).every(Boolean)) {
  await new Promise((resolve) => setTimeout(resolve, 250));
}
console.log('app servers ready');
