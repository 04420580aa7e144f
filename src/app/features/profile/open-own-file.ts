// Show Document for the specialist's own files: the bytes come from the device while the upload waits,
// else from the server with the Bearer token (a new tab would not send it), and open as a blob.
import { ownFileBlob } from '#local/files/own-files';

export async function openOwnFile(fileId: string): Promise<void> {
  // Opened before the await so the pop-up blocker sees it as the click's own window.
  const opened = window.open('', '_blank');
  const blob = await ownFileBlob(fileId);
  if (!blob) {
    opened?.close();
    return;
  }
  const url = URL.createObjectURL(blob);
  if (opened) opened.location.href = url;
  // The tab has the blob by then; revoking frees the memory of a large document.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
