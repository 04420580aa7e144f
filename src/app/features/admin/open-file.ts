// Show Document for the admin: the file endpoint wants the Bearer token, which a new tab would not
// send, so the bytes are fetched here and opened as a blob. Local adapter: the HTTP client of
// src/local has no binary download yet (see the report); this reads the token the same way it does.
import { getSession } from '#local/session';

export async function openProtectedFile(url: string): Promise<void> {
  // Opened before the await so the pop-up blocker sees it as the click's own window.
  const opened = window.open('', '_blank');
  const session = await getSession();
  const response = await fetch(url, {
    headers: session ? { authorization: `Bearer ${session.token}` } : {},
  });
  if (!response.ok) {
    opened?.close();
    return;
  }
  const blobUrl = URL.createObjectURL(await response.blob());
  if (opened) opened.location.href = blobUrl;
  // The tab has the blob by then; revoking frees the memory of a large document.
  window.setTimeout(() => URL.revokeObjectURL(blobUrl), 60_000);
}
