/**
 * Decides an uploaded file's real type from its bytes (magic numbers), never from its name or the
 * client's Content-Type. Invariant: anything not positively recognised is `undefined` (refused).
 */
import { open } from 'node:fs/promises';
import type { UploadMimeType } from '#core/onboarding/files';

/** Bytes of the file's start the caller keeps for sniffing. */
export const SNIFF_HEAD_BYTES = 64;

const DOCX_MIME = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function startsWith(head: Uint8Array, signature: readonly number[], offset = 0): boolean {
  return signature.every((byte, index) => head[offset + index] === byte);
}

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/** Recognises from the head alone; ZIP needs the whole file (see `sniffFile`). */
function sniffHead(head: Uint8Array): UploadMimeType | 'zip' | undefined {
  if (startsWith(head, ascii('%PDF-'))) return 'application/pdf';
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(head, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'))) return 'image/gif';
  // ISO base media: a box size, then "ftyp" and a brand. mp4, m4v, isom… all count as mp4 video;
  // QuickTime ("qt  ") and HEIF images ("heic", "mif1") are not mp4 videos.
  if (startsWith(head, ascii('ftyp'), 4)) {
    const brand = String.fromCharCode(...head.subarray(8, 12));
    if (!['qt  ', 'heic', 'heix', 'mif1', 'msf1', 'avif'].includes(brand)) return 'video/mp4';
    return undefined;
  }
  if (startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return 'zip';
  return undefined;
}

const EOCD_SIGNATURE = 0x06054b50;
const CENTRAL_ENTRY_SIGNATURE = 0x02014b50;
// End-of-central-directory record: 22 bytes plus a comment of at most 65535 bytes.
const EOCD_SEARCH_BYTES = 22 + 0xffff;

/** Names of a ZIP's entries, read from its central directory; undefined when it is not a sound ZIP. */
async function zipEntryNames(filePath: string, size: number): Promise<string[] | undefined> {
  const handle = await open(filePath, 'r');
  try {
    const tailLength = Math.min(size, EOCD_SEARCH_BYTES);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let eocd = -1;
    for (let index = tailLength - 22; index >= 0; index -= 1) {
      if (tail.readUInt32LE(index) === EOCD_SIGNATURE) {
        eocd = index;
        break;
      }
    }
    if (eocd < 0) return undefined;
    const directorySize = tail.readUInt32LE(eocd + 12);
    const directoryOffset = tail.readUInt32LE(eocd + 16);
    if (directoryOffset + directorySize > size || directorySize > 16 * 1024 * 1024) return undefined;
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
  } finally {
    await handle.close();
  }
}

/**
 * The real type of a complete file on disk. A ZIP counts as DOCX only when its central directory
 * lists `[Content_Types].xml` and a `word/` entry (what Word writes).
 */
export async function sniffFile(
  filePath: string,
  head: Uint8Array,
  size: number,
): Promise<UploadMimeType | undefined> {
  const fromHead = sniffHead(head);
  if (fromHead !== 'zip') return fromHead;
  const names = await zipEntryNames(filePath, size);
  if (!names) return undefined;
  const isDocx = names.includes('[Content_Types].xml') && names.some((name) => name.startsWith('word/'));
  return isDocx ? DOCX_MIME : undefined;
}
