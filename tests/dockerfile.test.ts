import { readdirSync, readFileSync } from 'node:fs';
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

  it('leaves installed packages, builds and local data out of the build context', () => {
    const ignored = readFileSync(path.join(root, '.dockerignore'), 'utf8').split('\n');
    for (const entry of ['**/node_modules', '**/dist', '.data', '.git']) expect(ignored).toContain(entry);
  });
});
