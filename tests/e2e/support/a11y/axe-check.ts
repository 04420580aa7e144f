// Runs axe-core on the page with the WCAG 2.0–2.2 A and AA rules and turns what it finds into lines a
// person can act on: the rule, its impact, the elements and axe's own summary of the failure.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// Enough of the element's markup to find it in the source without flooding the report.
const HTML_EXCERPT_CHARS = 240;

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export async function axeViolations(page: Page, where: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${where} — ${violation.id} (${violation.impact ?? 'n/a'}): ${node.target.join(' ')}\n    ${node.html.slice(0, HTML_EXCERPT_CHARS)}\n    ${node.failureSummary?.replace(/\n/g, '\n    ') ?? ''}`,
    ),
  );
}
