#!/usr/bin/env node
// The registry this project is developed against lacks some platform builds of native tools
// (Biome's darwin, win32, android and musl binaries). `npm install` then writes a lockfile
// without entries for them, and `npm ci` refuses that lockfile as out of sync. This adds the
// missing entries, marked optional with their os/cpu, so `npm ci` installs the right binary on
// each platform and skips the others. tests/lockfile.test.ts fails when it is needed.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const file = path.resolve(import.meta.dirname, '../package-lock.json');

export function missingOptionalEntries(lock) {
  const missing = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      if (!(`node_modules/${name}` in lock.packages))
        missing.push({ name, version, dev: Boolean(entry.dev), parent: key });
    }
  }
  return missing;
}

const platformOf = (name) => ({
  os: ['android', 'darwin', 'linux', 'win32', 'freebsd'].find((os) => name.includes(os)),
  cpu: ['arm64', 'x64', 'ia32', 'arm'].find((cpu) => name.includes(cpu)),
  musl: name.includes('musl'),
});

if (import.meta.url === `file://${process.argv[1]}`) {
  const lock = JSON.parse(readFileSync(file, 'utf8'));
  const missing = missingOptionalEntries(lock);
  for (const { name, version, dev } of missing) {
    const { os, cpu, musl } = platformOf(name);
    if (!os || !cpu) throw new Error(`Cannot tell the platform of ${name}; add its lockfile entry by hand`);
    lock.packages[`node_modules/${name}`] = {
      version,
      ...(dev && { dev: true }),
      optional: true,
      os: [os],
      cpu: [cpu],
      ...(musl && { libc: ['musl'] }),
    };
  }
  writeFileSync(file, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(missing.length ? `Added ${missing.map((m) => m.name).join(', ')}` : 'Lockfile complete');
}
