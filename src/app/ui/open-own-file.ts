// Show Document for the specialist's own files: the bytes come from the device while the upload waits,
// else from the server with the Bearer token.
import { ownFileBlob } from '#local/files/own-files';
import { openBlobInNewTab } from './open-blob.ts';

/** Answers false when the bytes could not be had (offline, never on this device). */
export function openOwnFile(fileId: string): Promise<boolean> {
  return openBlobInNewTab(() => ownFileBlob(fileId));
}
