/**
 * The wire view of a stored upload (#core FileInfo): never the storage name, always the Show
 * Document path.
 */

import type { FileInfo } from '#core/onboarding/api';
import { ONBOARDING_API } from '#core/onboarding/api';
import type { FileKind, UploadMimeType } from '#core/onboarding/files';
import type { FileRow } from './drafts.ts';
import { cleanName } from './upload-answers.ts';

export function toFileInfo(row: FileRow): FileInfo {
  return {
    id: row.id,
    // Written only by the upload route from FileKind / sniffed UploadMimeType values.
    kind: row.kind as FileKind,
    // Cleaned again: names stored before bidirectional controls were removed on upload.
    name: cleanName(row.originalName),
    mimeType: row.mimeType as UploadMimeType,
    size: row.sizeBytes,
    url: ONBOARDING_API.file(row.id),
  };
}
