/**
 * Upload kinds, their accepted types and limits (spec §5, §9). The client checks a picked file with
 * `checkPickedFile` before sending; the server enforces the same limits again while streaming and
 * decides the real type from the file's bytes (the MIME types here are what it then records).
 */
import {
  DOC_MAX_BYTES,
  DOC_MAX_FILES,
  DOC_TOTAL_MAX_BYTES,
  IMAGE_MAX_BYTES,
  VIDEO_MAX_BYTES,
} from '../constants.ts';
import type { Message } from '../messages.ts';
import { ONBOARDING_MESSAGES as M } from './messages.ts';

/**
 * - `document`: the Documents list of the registration (CV, diplomas, certificates): at most
 *   DOC_MAX_FILES per applicant and DOC_TOTAL_MAX_BYTES together.
 * - `diploma`: the document attached to one diploma entry (same types and per-file size; not
 *   counted in the Documents list's 5 files / 50 MB).
 * - `photo`, `banner`: images. `video`: the presentation video.
 * - `attachment`: a document sent in a chat message (same types and per-file size; at most
 *   CHAT_ATTACHMENTS_MAX per message). Only this kind is ever served to a patient's link.
 * - `recordDocument`: a document kept in a patient's clinical record (same types and per-file size);
 *   never served to anyone but its specialist, an administrator included.
 */
export const FILE_KINDS = [
  'document',
  'diploma',
  'photo',
  'banner',
  'video',
  'attachment',
  'recordDocument',
] as const;
/** The kinds holding a patient's data: read by their specialist only, each read a line of the access log. */
export const PATIENT_FILE_KINDS: readonly FileKind[] = ['attachment', 'recordDocument'];
export type FileKind = (typeof FILE_KINDS)[number];

export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'image/jpeg',
  'image/png',
] as const;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif'] as const;
export const VIDEO_MIME_TYPES = ['video/mp4'] as const;
export type UploadMimeType =
  | (typeof DOCUMENT_MIME_TYPES)[number]
  | (typeof IMAGE_MIME_TYPES)[number]
  | (typeof VIDEO_MIME_TYPES)[number];

export type FileKindRule = {
  mimeTypes: readonly UploadMimeType[];
  /** For the `accept` attribute of a picker / Dropzone. */
  extensions: readonly string[];
  maxBytes: number;
  typeMessage: Message;
  sizeMessage: Message;
};

const DOCUMENT_RULE: FileKindRule = {
  mimeTypes: DOCUMENT_MIME_TYPES,
  extensions: ['.pdf', '.docx', '.jpg', '.jpeg', '.png'],
  maxBytes: DOC_MAX_BYTES,
  typeMessage: M.documentType,
  sizeMessage: M.documentSize,
};
const IMAGE_RULE: FileKindRule = {
  mimeTypes: IMAGE_MIME_TYPES,
  extensions: ['.jpg', '.jpeg', '.png', '.gif'],
  maxBytes: IMAGE_MAX_BYTES,
  typeMessage: M.imageType,
  sizeMessage: M.imageSize,
};

export const FILE_KIND_RULES: Record<FileKind, FileKindRule> = {
  document: DOCUMENT_RULE,
  diploma: DOCUMENT_RULE,
  attachment: DOCUMENT_RULE,
  recordDocument: DOCUMENT_RULE,
  photo: IMAGE_RULE,
  banner: IMAGE_RULE,
  // The English 100 MB governs (the FR/AR texts' 200 KB for video is the spec's known slip).
  video: {
    mimeTypes: VIDEO_MIME_TYPES,
    extensions: ['.mp4'],
    maxBytes: VIDEO_MAX_BYTES,
    typeMessage: M.videoType,
    sizeMessage: M.videoSize,
  },
};

/** Documents above this share of DOC_TOTAL_MAX_BYTES show the "approaching" warning (80 % = 40 MB). */
export const DOC_TOTAL_WARNING_RATIO = 0.8;
export const DOC_TOTAL_WARNING_BYTES = Math.floor(DOC_TOTAL_MAX_BYTES * DOC_TOTAL_WARNING_RATIO);

export type PickedFile = { name: string; size: number; type: string };

/**
 * First problem with a picked file of `kind`, given the Documents already attached (`kind`
 * `document` only): type by extension or MIME, size, count, total. Undefined when it may be sent.
 */
export function checkPickedFile(
  kind: FileKind,
  file: PickedFile,
  attachedDocuments: readonly { size: number }[] = [],
): Message | undefined {
  const rule = FILE_KIND_RULES[kind];
  const lowerName = file.name.toLowerCase();
  const isTypeOk =
    (rule.mimeTypes as readonly string[]).includes(file.type) ||
    rule.extensions.some((extension) => lowerName.endsWith(extension));
  if (!isTypeOk) return rule.typeMessage;
  if (file.size > rule.maxBytes) return rule.sizeMessage;
  if (kind !== 'document') return undefined;
  if (attachedDocuments.length >= DOC_MAX_FILES) return M.maxFilesReached;
  const total = attachedDocuments.reduce((sum, doc) => sum + doc.size, 0);
  if (total + file.size > DOC_TOTAL_MAX_BYTES) return M.documentsTotal;
  return undefined;
}

/** True when the Documents' total calls for the "approaching 50 MB" warning. */
export function isNearDocumentTotal(attachedDocuments: readonly { size: number }[]): boolean {
  return attachedDocuments.reduce((sum, doc) => sum + doc.size, 0) >= DOC_TOTAL_WARNING_BYTES;
}

export type DocumentMimeType = (typeof DOCUMENT_MIME_TYPES)[number];

const DOCUMENT_TYPE_BY_EXTENSION: Record<string, DocumentMimeType> = {
  '.pdf': 'application/pdf',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
};

/**
 * The document type a picked file claims: the browser's, else its name's extension (some systems give
 * a DOCX no type). Only a label: the server decides the real type from the bytes.
 */
export function documentTypeOf(file: PickedFile): DocumentMimeType | undefined {
  if ((DOCUMENT_MIME_TYPES as readonly string[]).includes(file.type)) return file.type as DocumentMimeType;
  const extension = /\.[^.]+$/.exec(file.name.toLowerCase())?.[0] ?? '';
  return DOCUMENT_TYPE_BY_EXTENSION[extension];
}
