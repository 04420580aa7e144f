/**
 * A real S3 protocol server on loopback (s3rver, objects kept in a temporary directory) for the
 * tests that run the file store against object storage: the AWS SDK talks HTTP to it exactly as it
 * would to AWS, MinIO or R2, with nothing of the SDK mocked.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

export const TEST_BUCKET = 'mindoffice-test';
// s3rver checks signatures against its one built-in key pair.
export const S3RVER_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export type TestS3Server = { endpoint: string; bucket: string; stop(): Promise<void> };

export async function startS3Server(): Promise<TestS3Server> {
  const directory = await mkdtemp(path.join(tmpdir(), 's3rver-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: TEST_BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket: TEST_BUCKET,
    async stop() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
