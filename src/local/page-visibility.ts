/**
 * Page visibility for code that also runs in the service worker, which has no document.
 * Invariant: without a document the context counts as visible and never reports a change.
 */
import type { Unsubscribe } from './emitter.ts';

type VisibilityDocument = {
  readonly visibilityState: string;
  addEventListener(type: 'visibilitychange', listener: () => void): void;
  removeEventListener(type: 'visibilitychange', listener: () => void): void;
};

function pageDocument(): VisibilityDocument | undefined {
  // Typed structurally through globalThis so this module also compiles under the WebWorker lib.
  return (globalThis as { document?: VisibilityDocument }).document;
}

export function isPageHidden(): boolean {
  return pageDocument()?.visibilityState === 'hidden';
}

export function onPageVisible(listener: () => void): Unsubscribe {
  const doc = pageDocument();
  if (!doc) return () => {};
  const onChange = () => {
    if (doc.visibilityState === 'visible') listener();
  };
  doc.addEventListener('visibilitychange', onChange);
  return () => doc.removeEventListener('visibilitychange', onChange);
}
