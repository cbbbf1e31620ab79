#!/usr/bin/env node
// `npm run bench`: runs every bench/*.bench.ts; each prints `name: value unit (budget: ...)` and exits
// non-zero when over budget. `npm run bench -- size` runs only the files whose name contains "size".
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const filter = process.argv[2] ?? '';
const files = readdirSync(path.join(root, 'bench'))
  .filter((name) => name.endsWith('.bench.ts') && name.includes(filter))
  .sort();
let failed = 0;
for (const file of files) {
  console.log(`\n── bench/${file}`);
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', file)], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) failed += 1;
}
console.log(`\n${files.length - failed} within budget, ${failed} over budget or failed`);
process.exit(failed ? 1 : 0);
