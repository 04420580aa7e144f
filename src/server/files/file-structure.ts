/**
 * Checks that a complete file on disk has the whole structure its magic number promises, not just
 * the first bytes: a `%PDF-` header in front of an executable is not a PDF. Invariant: every check
 * reads a bounded number of bytes (the tail, a central directory, box headers), never the whole file.
 */
import type { FileHandle } from 'node:fs/promises';

const ascii = (text: string) => Buffer.from(text, 'latin1');

/** The last `length` bytes (fewer for a smaller file). */
export async function readTail(handle: FileHandle, size: number, length: number): Promise<Buffer> {
  const tailLength = Math.min(size, length);
  const tail = Buffer.alloc(tailLength);
  await handle.read(tail, 0, tailLength, size - tailLength);
  return tail;
}

// Writers put `startxref`, the offset and `%%EOF` in the last few hundred bytes; some add whitespace.
const PDF_TRAILER_BYTES = 1024;

/** `startxref` followed by the end-of-file marker, in the file's last kilobyte. */
export async function hasPdfTrailer(handle: FileHandle, size: number): Promise<boolean> {
  const tail = await readTail(handle, size, PDF_TRAILER_BYTES);
  const eof = tail.lastIndexOf(ascii('%%EOF'));
  if (eof < 0 || tail.subarray(eof + 5).some((byte) => !isPdfWhitespace(byte))) return false;
  return tail.subarray(0, eof).includes(ascii('startxref'));
}

function isPdfWhitespace(byte: number): boolean {
  return byte === 0x0a || byte === 0x0d || byte === 0x20 || byte === 0x09 || byte === 0x0c || byte === 0x00;
}

/** The IEND chunk (length 0, type, fixed CRC) is a PNG's last 12 bytes. */
const PNG_IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

export async function endsWith(handle: FileHandle, size: number, ending: Uint8Array): Promise<boolean> {
  if (size < ending.length) return false;
  return (await readTail(handle, size, ending.length)).equals(ending);
}

export const IMAGE_ENDINGS = {
  'image/png': PNG_IEND,
  'image/jpeg': Buffer.from([0xff, 0xd9]),
  'image/gif': Buffer.from([0x3b]),
} as const;

// A real MP4 has a handful of top-level boxes; thousands of tiny ones is a crafted file.
const MP4_MAX_BOXES = 4096;

/**
 * An ISO base media file: top-level boxes, the first `ftyp`, each with a printable type, whose sizes
 * add up exactly to the file's size (a size of 0 means "to the end", allowed for the last box only).
 */
export async function isMp4BoxSequence(handle: FileHandle, size: number): Promise<boolean> {
  const header = Buffer.alloc(16);
  let offset = 0;
  for (let index = 0; offset < size; index += 1) {
    if (index >= MP4_MAX_BOXES || size - offset < 8) return false;
    const { bytesRead } = await handle.read(header, 0, 16, offset);
    if (bytesRead < 8) return false;
    const type = header.subarray(4, 8);
    if (index === 0 && !type.equals(ascii('ftyp'))) return false;
    if (!type.every((byte) => byte >= 0x20 && byte <= 0x7e)) return false;
    let boxSize = header.readUInt32BE(0);
    if (boxSize === 1) {
      if (bytesRead < 16) return false;
      const large = header.readBigUInt64BE(8);
      if (large > BigInt(size - offset)) return false;
      boxSize = Number(large);
      if (boxSize < 16) return false;
    } else if (boxSize === 0) {
      boxSize = size - offset;
    } else if (boxSize < 8) {
      return false;
    }
    offset += boxSize;
  }
  return offset === size;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
// End-of-central-directory record: 22 bytes plus a comment of at most 65535 bytes.
const EOCD_SEARCH_BYTES = 22 + 0xffff;
const DIRECTORY_MAX_BYTES = 16 * 1024 * 1024;

/** Names of a ZIP's entries, read from its central directory; undefined when it is not a sound ZIP. */
export async function zipEntryNames(handle: FileHandle, size: number): Promise<string[] | undefined> {
  const tail = await readTail(handle, size, EOCD_SEARCH_BYTES);
  let eocd = -1;
  for (let index = tail.length - 22; index >= 0; index -= 1) {
    if (tail.readUInt32LE(index) === EOCD_SIGNATURE) {
      eocd = index;
      break;
    }
  }
  if (eocd < 0) return undefined;
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (directoryOffset + directorySize > size || directorySize > DIRECTORY_MAX_BYTES) return undefined;
  const directory = Buffer.alloc(directorySize);
  await handle.read(directory, 0, directorySize, directoryOffset);
  const names: string[] = [];
  let cursor = 0;
  while (cursor + 46 <= directorySize && directory.readUInt32LE(cursor) === CENTRAL_ENTRY_SIGNATURE) {
    const nameLength = directory.readUInt16LE(cursor + 28);
    const extraLength = directory.readUInt16LE(cursor + 30);
    const commentLength = directory.readUInt16LE(cursor + 32);
    names.push(directory.toString('utf8', cursor + 46, cursor + 46 + nameLength));
    cursor += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
