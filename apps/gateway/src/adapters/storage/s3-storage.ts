import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { type FileStorage, newStoredName } from './file-storage.ts';

export interface S3StorageOptions {
  /** The service's address (https://storage.yandexcloud.net, http://minio:9000); AWS's own without it. */
  endpoint?: string;
  bucket: string;
  region: string;
  /** Both or neither: without them the SDK's own chain (AWS_* variables, instance role) is used. */
  accessKeyId?: string;
  secretAccessKey?: string;
  /** Addresses as endpoint/bucket/key instead of bucket.endpoint/key (MinIO and most self-hosted stores). */
  pathStyle: boolean;
  /** Put before every stored name ("uploads/"), so that one bucket can hold other things too. */
  prefix?: string;
}

/**
 * Files in an S3-compatible bucket, shared by every instance (docs/deploy.md).
 *
 * A stored object is whole or absent: PutObject replaces nothing until the service has received
 * every byte, and Content-MD5 makes it refuse a body that arrived different. Together with the
 * row being committed only after the write (storeWithRow), a process killed mid-upload leaves at
 * most an object without a row, which nobody can reach: its name is random and never shown.
 */
/** A storage with its start-up check and its sockets to close. */
type S3Storage = FileStorage & Required<Pick<FileStorage, 'check' | 'close'>>;
type S3Sdk = typeof import('@aws-sdk/client-s3');

export function createS3Storage(options: S3StorageOptions): S3Storage {
  // The SDK warns at every start that its releases after January 2027 need Node 22; the version
  // is pinned for Node 20 (decision 0084), so the warning would only fill the logs.
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  // The SDK (about 4 MB of a process's heap) is loaded at the first call, so that a site that
  // keeps its files on disk never holds it (decision 0193).
  let connected: Promise<{ client: S3Client; sdk: S3Sdk }> | undefined;
  const s3 = () =>
    (connected ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: clientOf(sdk) })));
  const clientOf = (sdk: S3Sdk) =>
    new sdk.S3Client({
      endpoint: options.endpoint,
      region: options.region,
      forcePathStyle: options.pathStyle,
      credentials:
        options.accessKeyId && options.secretAccessKey
          ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
          : undefined,
      // The SDK's default CRC checksums (trailing, aws-chunked) are not understood by every
      // S3-compatible service; Content-MD5, which all of them check, is sent instead.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  const prefix = options.prefix ?? '';
  // A stored name never contains a folder (as on disk): basename keeps a crafted one in the prefix.
  const keyOf = (name: string) => `${prefix}${basename(name)}`;

  const storage: S3Storage = {
    async write(name, bytes) {
      const { client, sdk } = await s3();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket: options.bucket,
          Key: keyOf(name),
          Body: bytes,
          ContentLength: bytes.length,
          ContentMD5: createHash('md5').update(bytes).digest('base64'),
          ContentType: 'application/octet-stream',
        }),
      );
    },
    async read(name) {
      const { client, sdk } = await s3();
      try {
        const reply = await client.send(
          new sdk.GetObjectCommand({ Bucket: options.bucket, Key: keyOf(name) }),
        );
        if (!reply.Body) throw new Error(`S3 object ${name} has no body`);
        return Buffer.from(await reply.Body.transformToByteArray());
      } catch (error) {
        // The same code as a missing file on disk, so callers need not know the adapter.
        if ((error as { name?: string }).name === 'NoSuchKey') {
          throw Object.assign(new Error(`No stored file ${name}`), { code: 'ENOENT', cause: error });
        }
        throw error;
      }
    },
    async remove(name) {
      // S3 answers 204 for a key that holds nothing, as remove's contract wants.
      const { client, sdk } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: options.bucket, Key: keyOf(name) }));
    },
    async *list() {
      const { client, sdk } = await s3();
      let token: string | undefined;
      do {
        const page = await client.send(
          new sdk.ListObjectsV2Command({
            Bucket: options.bucket,
            Prefix: prefix || undefined,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(prefix.length) ?? '';
          // Only this adapter's own names: nothing in a folder under the prefix.
          if (name && !name.includes('/')) yield { name, storedAt: object.LastModified ?? new Date() };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    /**
     * Writes, reads and removes a small object: the three rights the gateway needs, checked at
     * start-up so that a wrong bucket or key fails then rather than at a visitor's upload.
     * (HeadBucket would need the list right too, which an upload key need not have.)
     */
    async check() {
      const probe = `check-${newStoredName('txt')}`;
      const bytes = Buffer.from('agrolease storage check');
      await storage.write(probe, bytes);
      try {
        if (!(await storage.read(probe)).equals(bytes))
          throw new Error('S3 returned other bytes than stored');
      } finally {
        await storage.remove(probe);
      }
    },
    async close() {
      if (connected) (await connected).client.destroy();
    },
  };
  return storage;
}
