/**
 * A staging file on local disk that an upload streams into. Invariant: each write waits for the disk,
 * so a fast client never piles chunks up in memory.
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';

export type StagedFile = {
  path: string;
  write(chunk: Uint8Array): Promise<void>;
  /** Flushes and closes; idempotent. */
  close(): Promise<void>;
  /** Closes and deletes; idempotent. */
  discard(): Promise<void>;
};

function writeChunk(stream: WriteStream, chunk: Uint8Array): Promise<void> {
  return new Promise((resolve, reject) => {
    stream.write(chunk, (error) => (error ? reject(error) : resolve()));
  });
}

function closeStream(stream: WriteStream): Promise<void> {
  return new Promise((resolve) => {
    if (stream.closed) resolve();
    else stream.end(() => resolve());
  });
}

/** Creates `filePath` (which must not exist yet) and answers once it is open. */
export async function stageFile(filePath: string): Promise<StagedFile> {
  const stream = createWriteStream(filePath, { flags: 'wx' });
  await new Promise<void>((resolve, reject) => stream.once('open', () => resolve()).once('error', reject));
  return {
    path: filePath,
    write: (chunk) => writeChunk(stream, chunk),
    close: () => closeStream(stream),
    async discard() {
      await closeStream(stream);
      await rm(filePath, { force: true });
    },
  };
}
