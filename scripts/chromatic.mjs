#!/usr/bin/env node
// `npm run chromatic`: publish the built Storybook to Chromatic for visual review.
// Needs network access to Chromatic and a project token; CI here has neither, so it never runs there.
import { spawnSync } from 'node:child_process';

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    "Set CHROMATIC_PROJECT_TOKEN (from your Chromatic project's Manage page) to publish Storybook.",
  );
  process.exit(1);
}
const result = spawnSync(
  'npx',
  ['chromatic', '--build-script-name', 'build-storybook', '--exit-zero-on-changes', '--only-changed'],
  { stdio: 'inherit', env: process.env },
);
process.exit(result.status ?? 1);
