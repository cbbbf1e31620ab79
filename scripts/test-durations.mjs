#!/usr/bin/env node
// Writes tests/durations.json, the time of each Vitest file in the last `npm test` (its report in
// .test-reports/vitest.json), which tests/setup/sequencer.ts uses to start the longest files first
// and to balance `--shard`. Run it after a full run on a quiet machine when files were added or
// their times changed a lot; the figures are rounded to a tenth of a second to keep its diff small.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
// `node scripts/test-durations.mjs [report] [its checkout]`: by default the last npm test's report here.
const [reportFile = path.join(root, '.test-reports', 'vitest.json'), reportRoot = root] =
  process.argv.slice(2);
const report = JSON.parse(readFileSync(reportFile, 'utf8'));
const durations = {};
for (const file of report.testResults) {
  // A failed file's time says little of its real one (it may have stopped at its first test);
  // left out, it counts as unknown, and unknown files run first.
  if (file.status !== 'passed') continue;
  const ms = (file.endTime ?? 0) - (file.startTime ?? 0);
  durations[path.relative(reportRoot, file.name)] = Math.max(100, Math.round(ms / 100) * 100);
}
const sorted = Object.fromEntries(Object.entries(durations).sort(([a], [b]) => (a < b ? -1 : 1)));
writeFileSync(path.join(root, 'tests', 'durations.json'), `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`tests/durations.json: ${Object.keys(sorted).length} files`);
