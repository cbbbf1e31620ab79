/**
 * The part of s3rver (a dev dependency: an S3-protocol server on a folder, for tests; issue 28 §1)
 * that test/support/s3-server.ts uses. s3rver ships no types.
 */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  interface S3rverOptions {
    address?: string;
    /** 0: a free port. */
    port?: number;
    /** Where the buckets live. */
    directory?: string;
    silent?: boolean;
    resetOnClose?: boolean;
    configureBuckets?: { name: string }[];
  }

  export default class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
