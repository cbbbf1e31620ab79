import { readFile } from 'node:fs/promises';
import path from 'node:path';

// The shared fixtures sit beside the repository (../shared/fixtures, shared/README.md): tests read
// them there and never copy them in, so every project and CI run tests the same files.
const root = path.resolve(import.meta.dirname, '../../../../../shared/fixtures');

/** A shared fixture's path, e.g. `sharedFixture('media', 'logo.png')`. */
export const sharedFixture = (...parts: string[]) => path.join(root, ...parts);

/** A shared media fixture's bytes. */
export const readMediaFixture = (name: string) => readFile(sharedFixture('media', name));
