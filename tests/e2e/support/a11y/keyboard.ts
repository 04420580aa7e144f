// Keyboard checks a sighted keyboard user makes: Tab reaches every control on the screen, the focused
// control looks different from the unfocused one, and focus stays in an open dialog and comes back.
import type { Page } from '@playwright/test';

// Controls in the tab order: a negative tabindex takes an element out of it on purpose (Mantine's
// dropdown options, focus placeholders), and such elements are reached by arrow keys instead.
const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([type="hidden"]):not([disabled])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  '[tabindex]',
]
  .map((selector) => `${selector}:not([tabindex^="-"])`)
  .join(', ');

/** Tags every visible, enabled, focusable control with a number; answers their labels by number. */
export function tagControls(page: Page): Promise<string[]> {
  return page.evaluate((selector) => {
    const labels: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const isShown = box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
      // A file input inside a dropzone is reached through the dropzone, which is tagged itself.
      const isProxied = element instanceof HTMLInputElement && element.type === 'file';
      if (!isShown || isProxied || element.closest('[inert], [aria-hidden="true"]')) continue;
      element.dataset.kbControl = String(labels.length);
      const name =
        element.getAttribute('aria-label') ?? element.textContent ?? element.getAttribute('name') ?? '';
      labels.push(`${element.tagName.toLowerCase()} "${name.trim().slice(0, 40)}"`);
    }
    return labels;
  }, FOCUSABLE);
}

/**
 * How controls look — what a focus indicator changes (outline, ring, border, fill) on the control or
 * its wrappers: the focused one, or every tagged one.
 */
function readLooks(page: Page, which: 'focused' | 'all'): Promise<[string, string][]> {
  return page.evaluate((mode) => {
    const look = (element: HTMLElement) =>
      // Up to the grandparent: a multi-select draws focus on the box around its pills.
      [element, element.parentElement, element.parentElement?.parentElement ?? null]
        .filter((target): target is HTMLElement => target !== null)
        .map((target) => {
          const style = getComputedStyle(target);
          const parts = [style.outlineStyle, style.outlineWidth, style.outlineColor, style.boxShadow];
          return [...parts, style.borderColor, style.backgroundColor].join(' ');
        })
        .join(' / ');
    const active = document.activeElement as HTMLElement | null;
    const elements =
      mode === 'focused'
        ? active?.dataset.kbControl !== undefined
          ? [active]
          : []
        : [...document.querySelectorAll<HTMLElement>('[data-kb-control]')];
    return elements.map((element): [string, string] => [element.dataset.kbControl ?? '', look(element)]);
  }, which);
}

/** Presses Tab up to `limit` times; answers, per tagged control reached, how it looked focused. */
export async function tabThrough(page: Page, limit: number): Promise<Map<string, string>> {
  const looks = new Map<string, string>();
  for (let step = 0; step < limit; step += 1) {
    await page.keyboard.press('Tab');
    for (const [control, look] of await readLooks(page, 'focused')) {
      if (!looks.has(control)) looks.set(control, look);
    }
  }
  return looks;
}

/** How each tagged control looks with nothing focused. */
export async function unfocusedLooks(page: Page): Promise<Map<string, string>> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  return new Map(await readLooks(page, 'all'));
}

/** Whether the focused element is inside the open dialog (or menu) now. */
export function isFocusInside(page: Page, selector: string): Promise<boolean> {
  return page.evaluate((target) => Boolean(document.activeElement?.closest(target)), selector);
}
