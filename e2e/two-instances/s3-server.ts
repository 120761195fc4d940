/** The harness's S3-compatible store (s3rver), kept running until Playwright stops it. */
import { startLocalS3 } from '../../apps/gateway/src/testing/local-s3.ts';
import { HARNESS } from './harness.ts';

const s3 = await startLocalS3(HARNESS.bucket, HARNESS.ports.s3);
console.log(`S3 at ${s3.endpoint}, bucket ${s3.bucket}`);
const stop = async () => {
  await s3.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
