// A bench harness (a bundle exposing an object on globalThis) loaded in a Chromium page under the
// server's origin, so the engine's /api calls are same-origin; `run` calls one of its methods there.
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';

export type HarnessRun<Bench> = <T>(
  fn: (bench: Bench, arg: unknown) => Promise<T>,
  arg?: unknown,
) => Promise<T>;

export async function openHarnessPage<Bench>(
  browser: Browser,
  serverUrl: string,
  harness: string,
  globalName: string,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; run: HarnessRun<Bench> }> {
  const page = await browser.newPage(options);
  await page.route(`${serverUrl}/bench.html`, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: '<!doctype html><script src="/bench.js"></script>',
    }),
  );
  await page.route(`${serverUrl}/bench.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript; charset=utf-8', body: harness }),
  );
  await page.goto(`${serverUrl}/bench.html`);
  // The function travels as source text: page.evaluate cannot carry a closure across.
  const run: HarnessRun<Bench> = (fn, arg) =>
    page.evaluate(
      ([source, value, name]) => {
        const target = (globalThis as unknown as Record<string, unknown>)[name];
        return (
          new Function('bench', 'arg', `return (${source})(bench, arg)`) as (
            b: unknown,
            a: unknown,
          ) => Promise<never>
        )(target, value);
      },
      [fn.toString(), arg, globalName] as const,
    );
  return { page, run };
}
