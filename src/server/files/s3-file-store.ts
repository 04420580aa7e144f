/**
 * Files in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2, Garage…), so that every API
 * node reads what any node stored. Uploads are staged in a node-local temporary directory (see
 * file-store.ts) and sent with one streamed PutObject of known length on commit; reads stream the
 * object's body straight through. Invariant: no object's bytes are ever held whole in memory.
 */
import { createReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { type FileStore, isStorageName, randomStorageName } from './file-store.ts';
import type { S3FilesConfig } from './files-config.ts';
import { stageFile } from './staged-file.ts';

const isNotFound = (error: unknown) =>
  error instanceof NoSuchKey ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

function createS3Client(config: S3FilesConfig): S3Client {
  return new S3Client({
    region: config.region,
    ...(config.endpoint ? { endpoint: config.endpoint, forcePathStyle: true } : {}),
    ...(config.credentials ? { credentials: config.credentials } : {}),
    // Checksums only where the API demands them: the SDK's default wraps a streamed body in
    // aws-chunked encoding with a trailing CRC, which several S3-compatible servers do not accept.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

export async function createS3FileStore(config: S3FilesConfig): Promise<FileStore> {
  const client = createS3Client(config);
  const stagingDir = config.stagingDir ?? (await mkdtemp(path.join(tmpdir(), 'mindoffice-staging-')));
  const keyOf = (name: string) => `${config.prefix}${name}`;
  return {
    kind: 's3',
    async begin() {
      const staged = await stageFile(path.join(stagingDir, `${randomStorageName()}.part`));
      return {
        ...staged,
        async commit() {
          await staged.close();
          const name = randomStorageName();
          try {
            const { size } = await stat(staged.path);
            await client.send(
              new PutObjectCommand({
                Bucket: config.bucket,
                Key: keyOf(name),
                Body: createReadStream(staged.path),
                ContentLength: size,
              }),
            );
          } finally {
            await rm(staged.path, { force: true });
          }
          return name;
        },
      };
    },
    async read(storageName) {
      if (!isStorageName(storageName)) return undefined;
      try {
        const answer = await client.send(
          new GetObjectCommand({ Bucket: config.bucket, Key: keyOf(storageName) }),
        );
        // The SDK declares the DOM's ReadableStream of any; a GetObject body yields bytes.
        return answer.Body?.transformToWebStream() as ReadableStream<Uint8Array> | undefined;
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async remove(storageName) {
      if (!isStorageName(storageName)) return;
      await client.send(new DeleteObjectCommand({ Bucket: config.bucket, Key: keyOf(storageName) }));
    },
    async *list() {
      let continuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: config.bucket,
            Prefix: config.prefix,
            ContinuationToken: continuationToken,
          }),
        );
        for (const object of page.Contents ?? []) {
          const name = object.Key?.slice(config.prefix.length) ?? '';
          if (isStorageName(name)) yield { storageName: name, storedAt: object.LastModified ?? new Date() };
        }
        continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (continuationToken);
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: config.bucket }));
    },
    async close() {
      client.destroy();
      if (!config.stagingDir) await rm(stagingDir, { recursive: true, force: true });
    },
  };
}
