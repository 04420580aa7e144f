// Runs axe-core on the page with the WCAG 2.0–2.2 A and AA rules and turns what it finds into lines a
// person can act on: the rule, its impact, the elements and axe's own summary of the failure.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// Enough of the element's markup to find it in the source without flooding the report.
const HTML_EXCERPT_CHARS = 240;

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function axeViolations(page: Page, where: string): Promise<string[]> {
  // Legacy mode runs axe in the page itself. The default (runPartial, then finishRun in a blank page it
  // opens for each check) exists for cross-origin frames, which the app has none of, and cost about a
  // third of each scene's time: the gate's parts came close to their timeout on a slow machine.
  const results = await new AxeBuilder({ page }).setLegacyMode(true).withTags(WCAG_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where} — ${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')}\n    ${node.html.slice(0, HTML_EXCERPT_CHARS)}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`,
    ),
  );
}
