/**
 * Decides an uploaded file's real type from its bytes (magic number, then the whole structure), never
 * from its name or the client's Content-Type. Invariant: anything not positively recognised is
 * `undefined` (refused).
 */
import { type FileHandle, open } from 'node:fs/promises';
import type { UploadMimeType } from '#core/onboarding/files';
import { endsWith, hasPdfTrailer, IMAGE_ENDINGS, isMp4BoxSequence, zipEntryNames } from './file-structure.ts';

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

/** Whether the whole file has the structure its head announced (see file-structure.ts). */
async function isWhole(handle: FileHandle, size: number, type: UploadMimeType | 'zip'): Promise<boolean> {
  switch (type) {
    case 'application/pdf':
      return hasPdfTrailer(handle, size);
    case 'image/png':
    case 'image/jpeg':
    case 'image/gif':
      return endsWith(handle, size, IMAGE_ENDINGS[type]);
    case 'video/mp4':
      return isMp4BoxSequence(handle, size);
    default:
      return true;
  }
}

/**
 * The real type of a complete file on disk: its head's magic number, confirmed by the structure the
 * type promises (trailer, end marker, box sequence). A ZIP counts as DOCX only when its central
 * directory lists `[Content_Types].xml` and `word/document.xml` (what every Word document has).
 */
export async function sniffFile(
  filePath: string,
  head: Uint8Array,
  size: number,
): Promise<UploadMimeType | undefined> {
  const fromHead = sniffHead(head);
  if (!fromHead) return undefined;
  const handle = await open(filePath, 'r');
  try {
    if (fromHead !== 'zip') return (await isWhole(handle, size, fromHead)) ? fromHead : undefined;
    const names = await zipEntryNames(handle, size);
    const isDocx = names?.includes('[Content_Types].xml') && names.includes('word/document.xml');
    return isDocx ? DOCX_MIME : undefined;
  } finally {
    await handle.close();
  }
}
