// Show Document for the specialist's own files: the bytes come from the device while the upload waits,
// else from the server with the Bearer token.
import { ownFileBlob } from '#local/files/own-files';
import { openBlobInNewTab } from './open-blob.ts';

export async function openOwnFile(fileId: string): Promise<void> {
  await openBlobInNewTab(() => ownFileBlob(fileId));
}
