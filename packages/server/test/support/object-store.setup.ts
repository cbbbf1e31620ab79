import { inject } from 'vitest';
import { keepMediaIn, testConfig } from './fixtures.ts';

// The server-s3 project's setup file: every testConfig() of the file stores media in the run's bucket.
keepMediaIn(inject('objectStoreEnv')!);
// A set-up that silently fell back to the disk would prove nothing about the bucket.
if (!testConfig().media.objectStore) throw new Error('server-s3: testConfig() does not name the bucket');
