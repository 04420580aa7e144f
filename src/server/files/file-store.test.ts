import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_BACKENDS, startFileBackend, type TestFileBackend } from '../test-support/file-backends.ts';
import type { FileStore } from './file-store.ts';
import { openFileStore } from './open-file-store.ts';

async function readAll(stream: ReadableStream<Uint8Array> | undefined): Promise<Buffer | undefined> {
  if (!stream) return undefined;
  const chunks: Uint8Array[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function store(target: FileStore, parts: Uint8Array[]): Promise<string> {
  const pending = await target.begin();
  for (const part of parts) await pending.write(part);
  return pending.commit();
}

// One contract, two backends: what the upload routes rely on holds for the disk and for S3.
/** How far the file system's clock may lag the process's. */
const CLOCK_SKEW_MS = 50;

describe.each(FILE_BACKENDS)('the file store on %s', (backendName) => {
  let backend: TestFileBackend;
  let files: FileStore;
  beforeAll(async () => {
    backend = await startFileBackend(backendName);
    files = await openFileStore(backend.config);
  });
  afterAll(async () => {
    await files?.close();
    await backend?.stop();
  });

  it('gives back exactly the bytes streamed in, under a new random name', async () => {
    const parts = [randomBytes(70_000), randomBytes(1), randomBytes(300_000)];
    const name = await store(files, parts);
    expect(name).toMatch(/^[0-9a-f]{48}$/);
    expect(await readAll(await files.read(name))).toEqual(Buffer.concat(parts));
    expect(await backend.storedNames()).toContain(name);
    expect(await backend.stagingNames()).toEqual([]);
  });

  it('keeps the staged bytes readable at their path after close, before commit', async () => {
    const pending = await files.begin();
    await pending.write(Buffer.from('%PDF-1.7 staged'));
    await pending.close();
    const { readFile } = await import('node:fs/promises');
    expect((await readFile(pending.path)).toString()).toBe('%PDF-1.7 staged');
    const name = await pending.commit();
    expect((await readAll(await files.read(name)))?.toString()).toBe('%PDF-1.7 staged');
  });

  it('stores nothing for a discarded upload', async () => {
    const before = await backend.storedNames();
    const pending = await files.begin();
    await pending.write(randomBytes(1000));
    expect(await backend.stagingNames()).toHaveLength(1);
    await pending.discard();
    expect(await backend.storedNames()).toEqual(before);
    expect(await backend.stagingNames()).toEqual([]);
  });

  it('answers nothing for a missing or forged name, and removing twice is no error', async () => {
    const name = await store(files, [Buffer.from('gone soon')]);
    await files.remove(name);
    await files.remove(name);
    expect(await files.read(name)).toBeUndefined();
    expect(await backend.storedNames()).not.toContain(name);
    for (const forged of ['../../etc/passwd', `${name.slice(0, 47)}/`, 'A'.repeat(48), ''])
      expect(await files.read(forged), forged).toBeUndefined();
  });

  it('lists every stored name with the time it was stored', async () => {
    const before = Date.now();
    const names = [await store(files, [Buffer.from('a')]), await store(files, [Buffer.from('b')])];
    const listed = new Map<string, Date>();
    for await (const object of files.list()) listed.set(object.storageName, object.storedAt);
    // Object stores keep whole seconds; a disk's modification time comes from the kernel's coarse clock,
    // which can read a few milliseconds behind Date.now() (CI saw …460999 against a `before` of …461xxx).
    const earliest = Math.floor((before - CLOCK_SKEW_MS) / 1000) * 1000;
    for (const name of names) {
      expect(listed.get(name)?.getTime()).toBeGreaterThanOrEqual(earliest);
      expect(listed.get(name)?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });
});
