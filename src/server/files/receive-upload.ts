/**
 * Streams one uploaded file part to disk while counting: past `maxBytes` it stops pulling from the
 * request at once and deletes what it wrote. Invariant: at most `maxBytes` (+ one chunk) is ever
 * read from the client, and a refused file leaves nothing on disk.
 */
import type { UploadMimeType } from '#core/onboarding/files';
import { hasNul } from '../http/input-guard.ts';
import type { FileStore } from './file-store.ts';
import { MultipartError, type MultipartReader, type PartHeaders } from './multipart-stream.ts';
import { SNIFF_HEAD_BYTES, sniffFile } from './sniff.ts';

export type FileField = { headers: PartHeaders; fields: Map<string, string> };

/** Reads the small fields before the part named `file`; undefined when the body has no such part. */
export async function readUntilFile(multipart: MultipartReader): Promise<FileField | undefined> {
  const fields = new Map<string, string>();
  for (let part = await multipart.nextPart(); part; part = await multipart.nextPart()) {
    if (part.name === 'file' && part.filename !== undefined) return { headers: part, fields };
    if (fields.size >= 10) throw new MultipartError('too many fields');
    const value = await multipart.readField();
    // Same rule as JSON bodies (http/input-guard.ts): U+0000 never reaches a text column.
    if (hasNul(part.name) || hasNul(value)) throw new MultipartError('NUL in a field');
    fields.set(part.name, value);
  }
  return undefined;
}

export type Received =
  | { status: 'ok'; storageName: string; size: number; mimeType: UploadMimeType }
  | { status: 'too-large' }
  | { status: 'empty' }
  | { status: 'wrong-type' };

export async function receiveFilePart(
  multipart: MultipartReader,
  store: FileStore,
  maxBytes: number,
  accepts: readonly UploadMimeType[],
): Promise<Received> {
  const pending = await store.begin();
  let size = 0;
  const head: Uint8Array[] = [];
  let headBytes = 0;
  try {
    for (let chunk = await multipart.readChunk(); chunk; chunk = await multipart.readChunk()) {
      size += chunk.length;
      if (size > maxBytes) {
        await pending.discard();
        return { status: 'too-large' };
      }
      if (headBytes < SNIFF_HEAD_BYTES) {
        head.push(chunk.subarray(0, SNIFF_HEAD_BYTES - headBytes));
        headBytes += Math.min(chunk.length, SNIFF_HEAD_BYTES - headBytes);
      }
      await pending.write(chunk);
    }
    if (size === 0) {
      await pending.discard();
      return { status: 'empty' };
    }
    await pending.close();
    const mimeType = await sniffFile(pending.path, Buffer.concat(head), size);
    if (!mimeType || !accepts.includes(mimeType)) {
      await pending.discard();
      return { status: 'wrong-type' };
    }
    return { status: 'ok', storageName: await pending.commit(), size, mimeType };
  } catch (error) {
    await pending.discard();
    throw error;
  }
}
