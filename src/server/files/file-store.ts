/**
 * Upload bytes on disk under one directory (DATA_DIR/uploads). Invariant: every path is built from
 * a random name this module made — nothing a client sends ever becomes part of a path.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, type WriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';

export type FileStore = {
  dir: string;
  /** A new temporary file to stream into; `commit` gives it its final random name. */
  begin(): Promise<PendingFile>;
  read(storageName: string): ReadableStream<Uint8Array>;
  remove(storageName: string): Promise<void>;
};

export type PendingFile = {
  path: string;
  write(chunk: Uint8Array): Promise<void>;
  /** Closes and renames; answers the storage name to record. */
  commit(): Promise<string>;
  /** Closes and deletes (refused or cut-off upload). */
  discard(): Promise<void>;
  /** Closes without renaming, so the bytes can be sniffed before commit. */
  close(): Promise<void>;
};

const randomName = () => randomBytes(24).toString('hex');

function writeChunk(stream: WriteStream, chunk: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    // Waiting for each write keeps memory flat: the disk, not a queue, sets the pace.
    stream.write(chunk, (error) => (error ? reject(error) : resolve()));
  });
}

function closeStream(stream: WriteStream): Promise<void> {
  return new Promise((resolve) => {
    if (stream.closed) resolve();
    else stream.end(() => resolve());
  });
}

export async function createFileStore(dir: string): Promise<FileStore> {
  await mkdir(dir, { recursive: true });
  const pathOf = (name: string) => path.join(dir, name);
  return {
    dir,
    async begin() {
      const tempPath = pathOf(`${randomName()}.part`);
      const stream = createWriteStream(tempPath, { flags: 'wx' });
      await new Promise<void>((resolve, reject) =>
        stream.once('open', () => resolve()).once('error', reject),
      );
      return {
        path: tempPath,
        write: (chunk) => writeChunk(stream, chunk),
        close: () => closeStream(stream),
        async commit() {
          await closeStream(stream);
          const name = randomName();
          await rename(tempPath, pathOf(name));
          return name;
        },
        async discard() {
          await closeStream(stream);
          await rm(tempPath, { force: true });
        },
      };
    },
    read(storageName) {
      // Readable.toWeb yields Uint8Array chunks; the cast only narrows the chunk type it declares.
      return Readable.toWeb(createReadStream(pathOf(storageName))) as ReadableStream<Uint8Array>;
    },
    async remove(storageName) {
      await rm(pathOf(storageName), { force: true });
    },
  };
}
