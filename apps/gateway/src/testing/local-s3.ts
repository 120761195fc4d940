import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createS3Storage } from '../adapters/storage/s3-storage.ts';

interface S3rverInstance {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  port: number;
  address: string;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;

// s3rver is CommonJS without type declarations: load it as such and describe what is used.
const S3rver = createRequire(import.meta.url)('@20minutes/s3rver') as S3rverClass;

/** The keys s3rver accepts (its one built-in account). */
export const LOCAL_S3_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface LocalS3 {
  endpoint: string;
  bucket: string;
  /** Where s3rver keeps the objects (bucket folder inside). */
  directory: string;
  /** A fresh adapter on this server's bucket (each gateway closes its own). */
  storage(prefix?: string): ReturnType<typeof createS3Storage>;
  close(): Promise<void>;
}

/**
 * An S3-compatible server inside the test process (s3rver: objects in a temporary folder),
 * on a free loopback port (or the one given), with one empty bucket. Tests of the S3 adapter need nothing else.
 */
export async function startLocalS3(bucket = 'agrolease-test', wantedPort = 0): Promise<LocalS3> {
  const directory = await mkdtemp(join(tmpdir(), 'agrolease-s3-'));
  const server = new S3rver({
    port: wantedPort,
    address: '127.0.0.1',
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    endpoint,
    bucket,
    directory,
    storage: (prefix) =>
      createS3Storage({ endpoint, bucket, region: 'us-east-1', pathStyle: true, prefix, ...LOCAL_S3_KEYS }),
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
