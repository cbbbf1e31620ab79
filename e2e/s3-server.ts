// The journeys' S3-compatible store (issue 28 §1: the e2e journeys run on a bucket in `npm test`):
// s3rver on loopback at E2E_S3_PORT, until Playwright stops it after the run.
import { startS3Server } from '../packages/server/test/support/s3-server.ts';

const server = await startS3Server('showroom-e2e', Number(process.env.E2E_S3_PORT));
console.log(`S3 test server at ${server.endpoint}`);
const stop = () => void server.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
