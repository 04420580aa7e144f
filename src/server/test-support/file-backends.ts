/**
 * The file stores a server test runs against, like the database drivers (drivers.ts): the local disk
 * and S3-compatible object storage (a real s3rver on loopback). Each gives the config to start a
 * server with and what a test needs to check what is stored and what is left staging.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isStorageName } from '../files/file-store.ts';
import type { FilesConfig } from '../files/files-config.ts';
import { openFileStore } from '../files/open-file-store.ts';
import { type DriverName, TEST_DRIVERS } from './drivers.ts';
import { S3RVER_CREDENTIALS, startS3Server } from './s3-server.ts';

export type FileBackendName = 'disk' | 's3';

export const FILE_BACKENDS: FileBackendName[] = ['disk', 's3'];

export type TestFileBackend = {
  config: FilesConfig;
  /** The names the store holds now (committed uploads). */
  storedNames(): Promise<string[]>;
  /** Uploads being received and not yet stored or discarded. */
  stagingNames(): Promise<string[]>;
  stop(): Promise<void>;
};

const partsIn = async (dir: string) => (await readdir(dir)).filter((name) => name.endsWith('.part')).sort();

async function namesIn(config: FilesConfig): Promise<string[]> {
  const store = await openFileStore(config);
  try {
    const names: string[] = [];
    for await (const object of store.list()) names.push(object.storageName);
    return names.sort();
  } finally {
    await store.close();
  }
}

export async function startFileBackend(name: FileBackendName): Promise<TestFileBackend> {
  const dir = await mkdtemp(path.join(tmpdir(), `mindoffice-files-${name}-`));
  if (name === 'disk') {
    const config: FilesConfig = { kind: 'disk', dir };
    return {
      config,
      storedNames: async () => (await readdir(dir)).filter(isStorageName).sort(),
      stagingNames: () => partsIn(dir),
      stop: () => rm(dir, { recursive: true, force: true }),
    };
  }
  const s3 = await startS3Server();
  const config: FilesConfig = {
    kind: 's3',
    bucket: s3.bucket,
    prefix: 'uploads/',
    region: 'us-east-1',
    endpoint: s3.endpoint,
    credentials: S3RVER_CREDENTIALS,
    stagingDir: dir,
  };
  return {
    config,
    storedNames: () => namesIn(config),
    stagingNames: () => partsIn(dir),
    async stop() {
      await s3.stop();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * The (database, file store) pairs the file tests run on: every driver with the local disk, and
 * object storage with the last driver (PostgreSQL when TEST_DATABASE_URL is set, as in production).
 */
export const STORAGE_SETUPS: [DriverName, FileBackendName][] = [
  ...TEST_DRIVERS.map((driver): [DriverName, FileBackendName] => [driver, 'disk']),
  [TEST_DRIVERS.at(-1) ?? 'pglite', 's3'],
];
