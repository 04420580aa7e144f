// What Show Document showed: the bytes of the document the next tab opened. A browser with a PDF
// viewer draws a PDF at its blob: address; one without (the headless shell) saves it as a download
// instead — either way the bytes are read back. Called before the click: the listeners are on the tab
// from its first moment, so a fast document cannot open before they listen.
import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';

const SHOWN_WITHIN_MS = 20_000;

export function shownDocumentBytes(page: Page): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    // A document that never shows fails here, not at the test's three-minute timeout.
    setTimeout(() => reject(new Error('Show Document opened no document')), SHOWN_WITHIN_MS).unref();
    page.context().once('page', (tab) => {
      const done = (bytes: Promise<Buffer>) =>
        bytes.then(resolve, reject).finally(() => void tab.close().catch(() => undefined));
      tab.once('download', (download: Download) => {
        done(download.path().then((file) => readFile(file)));
      });
      tab.on('framenavigated', (frame) => {
        if (frame !== tab.mainFrame() || !frame.url().startsWith('blob:')) return;
        done(
          tab
            .evaluate(async () =>
              Array.from(new Uint8Array(await (await fetch(location.href)).arrayBuffer())),
            )
            .then((bytes) => Buffer.from(bytes)),
        );
      });
    });
  });
}
