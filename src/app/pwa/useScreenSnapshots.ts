// Keeps the last screen of the office page on show (#core/screen-snapshot), so that the next opening
// paints it before any script runs. Taken a second after the page last changed, when the browser is idle.
import { useRouterState } from '@tanstack/react-router';
import { useEffect } from 'react';
import { type ScreenSnapshot, SNAPSHOT_ATTRIBUTE, SNAPSHOT_SKIP_ATTRIBUTE } from '#core/screen-snapshot';
import { getSession } from '#local/current-session';
import { deleteScreenSnapshot, saveScreenSnapshot } from '#local/screen-snapshots';
import { whenIdle } from '../ui/when-idle.ts';

/** Quiet time after the page's last change before it is taken (typing, a list filling in). */
const SETTLED_MS = 1_000;
/** A call's screen is live video: a picture of it would only mislead. */
const NOT_KEPT = /^\/room\//;

function takeSnapshot(path: string, root: HTMLElement): ScreenSnapshot | undefined {
  const entry = document.querySelector('script[type="module"][src]')?.getAttribute('src');
  // Still showing the previous picture: the app has not drawn this page yet.
  if (!entry || root.querySelector(`[${SNAPSHOT_ATTRIBUTE}]`)) return undefined;
  const page = root.cloneNode(true) as HTMLElement;
  for (const skipped of page.querySelectorAll(`[${SNAPSHOT_SKIP_ATTRIBUTE}]`)) skipped.remove();
  const html = document.documentElement;
  return {
    path,
    html: page.innerHTML,
    lang: html.lang,
    dir: html.dir === 'rtl' ? 'rtl' : 'ltr',
    colorScheme: html.getAttribute('data-mantine-color-scheme') ?? 'light',
    stylesheets: [...document.querySelectorAll('link[rel="stylesheet"]')].flatMap(
      (link) => link.getAttribute('href') ?? [],
    ),
    entry,
  };
}

async function keep(snapshot: ScreenSnapshot): Promise<void> {
  // Signed out meanwhile (the wipe deleted the snapshots): nothing of the page may stay behind.
  if (!(await getSession())) return;
  await saveScreenSnapshot(window.location.origin, snapshot);
  if (!(await getSession())) await deleteScreenSnapshot(window.location.origin, snapshot.path);
}

export function useScreenSnapshots(): void {
  const path = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const root = document.getElementById('root');
    if (!root || NOT_KEPT.test(path)) return;
    let timer: number | undefined;
    let cancelIdle: (() => void) | undefined;
    const take = () => {
      const snapshot = takeSnapshot(path, root);
      if (snapshot) void keep(snapshot).catch(() => undefined);
    };
    const schedule = () => {
      window.clearTimeout(timer);
      cancelIdle?.();
      timer = window.setTimeout(() => {
        cancelIdle = whenIdle(take);
      }, SETTLED_MS);
    };
    const observer = new MutationObserver(schedule);
    observer.observe(root, { subtree: true, childList: true, characterData: true });
    schedule();
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
      cancelIdle?.();
    };
  }, [path]);
}
