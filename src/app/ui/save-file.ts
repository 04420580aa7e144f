/** Hands a file made in the page (an export) to the browser's downloads, under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  // Long enough for the download to start on a slow device; then the memory is let go.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
