// Runs axe-core on the page with the WCAG 2.0–2.2 A and AA rules and turns what it finds into lines a
// person can act on: the rule, its impact, the elements and axe's own summary of the failure.
//
// axe runs in the page itself (the app has no frames), injected once per document, and only the
// violations come back. @axe-core/playwright's AxeBuilder, used before, injected the ~550 KB source
// twice per check and sent every result back (each passing node's markup too): on the calendar that
// was 1.35 s a check against 0.4 s this way, and checks were half the accessibility gate's time.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

// Enough of the element's markup to find it in the source without flooding the report.
const HTML_EXCERPT_CHARS = 240;

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Violation = { id: string; impact: string; targets: string[]; html: string; summary: string };

type AxeWindow = { axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> } };

/**
 * Waits for the transitions under way (a dialog or menu fading in) to end: axe measures the colours as
 * painted, and text half-way through a fade fails contrast. Endless animations (a loader) are not
 * waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

export async function axeViolations(page: Page, where: string): Promise<string[]> {
  await animationsSettled(page);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(
    async ({ tags, excerpt }): Promise<Violation[]> => {
      const axe = (window as AxeWindow).axe;
      if (!axe) throw new Error('axe-core did not load in the page');
      const results = await axe.run(document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return results.violations.flatMap((violation) =>
        violation.nodes.map((node) => ({
          id: violation.id,
          impact: violation.impact ?? 'n/a',
          targets: node.target.map(String),
          html: node.html.slice(0, excerpt),
          summary: node.failureSummary ?? '',
        })),
      );
    },
    { tags: WCAG_TAGS, excerpt: HTML_EXCERPT_CHARS },
  );
  return violations.map(
    (found) =>
      `${where} — ${found.id} (${found.impact}): ${found.targets.join(' ')}\n    ${found.html}\n    ${found.summary.replace(/\n/g, '\n    ')}`,
  );
}
