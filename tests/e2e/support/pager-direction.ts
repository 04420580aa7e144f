// Which way a table pager's chevrons point, as drawn: "Previous" must point to the start of the
// reading direction and sit on that side of its label, "Next" the other way (mirrored in Arabic).
import { expect, type Page } from '@playwright/test';
import { type TestLanguage, tr } from './onboarding-i18n.ts';

type Drawn = { side: 'left' | 'right'; points: 'left' | 'right' };

async function chevron(page: Page, language: TestLanguage, label: 'Previous' | 'Next'): Promise<Drawn> {
  const button = page.getByRole('button', { name: tr(language, label), exact: true }).first();
  await expect(button).toBeVisible();
  return button.evaluate(
    (element, label) => {
      const icon = element.querySelector('svg');
      const text = [...element.querySelectorAll('span:not(:has(svg))')].find(
        (span) => span.textContent?.trim() === label,
      );
      if (!icon || !text) throw new Error('the pager button has no chevron or no label');
      const iconBox = icon.getBoundingClientRect();
      const textBox = text.getBoundingClientRect();
      // Tabler's chevron-left path is drawn pointing left; scaleX(-1) turns it around.
      const mirrored = new DOMMatrixReadOnly(getComputedStyle(icon).transform).a < 0;
      const drawnLeft = icon.classList.contains('tabler-icon-chevron-left');
      return {
        side: iconBox.right <= textBox.left + 1 ? 'left' : 'right',
        points: drawnLeft !== mirrored ? 'left' : 'right',
      } as Drawn;
    },
    tr(language, label),
  );
}

/** Asserts the pager on the page points the reading direction's way in `language`. */
export async function expectPagerFollowsReading(page: Page, language: TestLanguage): Promise<void> {
  const start = language === 'AR' ? 'right' : 'left';
  const end = language === 'AR' ? 'left' : 'right';
  expect(await chevron(page, language, 'Previous')).toEqual({ side: start, points: start });
  expect(await chevron(page, language, 'Next')).toEqual({ side: end, points: end });
}
