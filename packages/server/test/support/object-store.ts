import type { TestProject } from 'vitest/node';
import { startS3Server } from './s3-server.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** STORAGE_URL and the S3 variables of the run's S3-protocol server (the server-s3 project). */
    objectStoreEnv: Record<string, string> | undefined;
  }
}

/**
 * Global setup of the server-s3 project (issue 28 §1): the media tests run a second time with
 * their files in a bucket instead of on the disk. One s3rver on loopback for the run; every
 * `testConfig()` of the project points its store at it, each test file under a prefix of its own
 * (object-store.setup.ts, fixtures.ts).
 */
export default async function setup(project: TestProject) {
  const server = await startS3Server();
  project.provide('objectStoreEnv', server.env('tests/'));
  return () => server.close();
}
