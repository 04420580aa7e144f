// Show Document for bytes a plain link cannot fetch (the file endpoints want a Bearer token or a chat
// link's header, which a new tab would not send): a tab is opened at the click, the bytes are loaded
// here, then shown in it as a blob. Answers false when there were no bytes to show.

export async function openBlobInNewTab(load: () => Promise<Blob | undefined>): Promise<boolean> {
  // Opened before the await so the pop-up blocker sees it as the click's own window.
  const opened = window.open('', '_blank');
  const blob = await load();
  if (!blob) {
    opened?.close();
    return false;
  }
  const url = URL.createObjectURL(blob);
  if (opened) opened.location.href = url;
  // The tab has the blob by then; revoking frees the memory of a large document.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return true;
}
