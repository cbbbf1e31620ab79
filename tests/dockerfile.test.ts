import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No Docker daemon runs where the tests do (and no base image can be pulled offline), so the image
// is checked by reading its Dockerfile: the rules that matter in production (issue 9).
const root = path.resolve(import.meta.dirname, '..');
const dockerfile = readFileSync(path.join(root, 'Dockerfile'), 'utf8');
// Continuation lines joined, comments dropped: one instruction per entry.
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line && !line.startsWith('#'));
const stages = instructions.join('\n').split(/^(?=FROM )/m);
const finalStage = stages.at(-1)!.split('\n');
const lines = (keyword: string, stage = finalStage) => stage.filter((line) => line.startsWith(`${keyword} `));

describe('Dockerfile', () => {
  it('builds in one stage and runs from another', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    expect(lines('COPY').some((line) => line.startsWith('COPY --from=build'))).toBe(true);
  });

  it('runs as a user that is not root', () => {
    const users = lines('USER');
    expect(users.length).toBeGreaterThan(0);
    expect(users.at(-1)).not.toMatch(/^USER (root|0)(:|$)/);
  });

  it("checks health on /web/health at the server's port", () => {
    const [check] = lines('HEALTHCHECK');
    expect(check).toMatch(/HEALTHCHECK .*CMD .*\/web\/health/);
  });

  it('starts the server with node itself as the process that gets SIGTERM', () => {
    expect(lines('CMD').at(-1)).toBe('CMD ["node", "packages/server/src/main.ts"]');
    expect(lines('ENV').join(' ')).toMatch(/HOST=0\.0\.0\.0/);
  });

  it('does not seed the sample company in production', () => {
    expect(lines('ENV').join(' ')).toMatch(/\bSEED=false\b/);
  });

  it('uses the Node major version of the engines field', () => {
    const engines = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).engines.node as string;
    const major = engines.match(/\d+/)![0];
    for (const from of instructions.filter((line) => line.startsWith('FROM '))) {
      expect(from).toMatch(new RegExp(`^FROM node:${major}[-.]`));
    }
  });

  it('copies every workspace manifest before npm ci, so a new package cannot break the install', () => {
    for (const name of readdirSync(path.join(root, 'packages'))) {
      expect(dockerfile).toContain(`COPY packages/${name}/package.json packages/${name}/`);
    }
  });

  it('installs, in the runtime stage, the Debian package of every command the server runs', () => {
    // The commands come from the server's configuration (FFMPEG_PATH and the like default to a
    // command name), the package that ships each from this Debian machine's own package database.
    const config = readFileSync(path.join(root, 'packages/server/src/config.ts'), 'utf8');
    const commands = [...config.matchAll(/[A-Z]+_PATH: text\(\)\.default\('([a-z0-9-]+)'\)/g)].map(
      (match) => match[1]!,
    );
    expect(commands).toEqual(expect.arrayContaining(['ffmpeg', 'ffprobe']));
    const installed = lines('RUN')
      .flatMap((line) => line.match(/apt-get install ([^&|;]*)/)?.[1]?.split(/\s+/) ?? [])
      .filter((word) => word && !word.startsWith('-'));
    for (const command of commands) {
      const binary = execFileSync('sh', ['-c', `command -v ${command}`], { encoding: 'utf8' }).trim();
      const owner = execFileSync('dpkg', ['-S', realpathSync(binary)], { encoding: 'utf8' }).split(':')[0]!;
      expect(installed, `${command} (${binary}) comes from the Debian package ${owner}`).toContain(owner);
    }
  });

  it('leaves installed packages, builds and local data out of the build context', () => {
    const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.data', '.git']) expect(ignored).toContain(entry);
  });
});
