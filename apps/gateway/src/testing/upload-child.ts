/**
 * One upload in a process of its own, for the crash test (modules/files/upload-crash.test.ts):
 * the same storeUpload the SetFile call runs, on PostgreSQL and an S3 bucket given by the
 * environment. It prints `uploading` before and `stored <id>` after, then exits; the test
 * kills it with SIGKILL somewhere in between.
 */
import { openDatabase } from '@agrolease/db';
import { createS3Storage } from '../adapters/storage/s3-storage.ts';
import { storeUpload } from '../modules/files/service.ts';
import { LOCAL_S3_KEYS } from './local-s3.ts';

const env = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};

const database = await openDatabase({ url: env('DATABASE_URL') });
const files = createS3Storage({
  endpoint: env('S3_ENDPOINT'),
  bucket: env('S3_BUCKET'),
  region: 'us-east-1',
  pathStyle: true,
  ...LOCAL_S3_KEYS,
});
// A PDF of 2 MB: large enough for the proxy to hold half of it.
const bytes = Buffer.concat([
  Buffer.from('%PDF-1.4\n'),
  Buffer.alloc(2 * 1024 * 1024, 0x20),
  Buffer.from('\n%%EOF\n'),
]);
process.stdout.write('uploading\n');
const row = await storeUpload({ db: database.db, files }, Number(env('ACCOUNT_ID')), {
  field: 'file',
  title: 'Договор.pdf',
  bytes,
});
process.stdout.write(`stored ${row.id} ${row.storedName}\n`);
await files.close();
await database.close();
