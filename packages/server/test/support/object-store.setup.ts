import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import { keepMediaIn, testConfig } from './fixtures.ts';

// The server-s3 project's setup file: every testConfig() of the file stores media in the run's
// bucket, under a prefix of the file's own. Files run side by side, and one that checks what the
// store holds (nothing left of an upload) must see only its own objects, as on the disk each test
// file has its own media folder.
const env = inject('objectStoreEnv')!;
keepMediaIn({ ...env, STORAGE_URL: `${env.STORAGE_URL}${randomUUID()}/` });
// A set-up that silently fell back to the disk would prove nothing about the bucket.
if (!testConfig().media.objectStore) throw new Error('server-s3: testConfig() does not name the bucket');
