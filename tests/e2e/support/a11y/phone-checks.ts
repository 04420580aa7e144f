// The phone sweep's checks (issue 37), run by the accessibility gate on every screen with data at 390×844: the
// page does not scroll sideways, no text is clipped by its box (an ellipsis is a designed cut and
// passes, text for screen readers only is not looked at), every control has a name, and numbers read
// in the language's form — no English month or weekday in French or Arabic (outside what users typed,
// `dir="auto"`), no phone number left unformatted (+33612345678) or, in Arabic, outside a
// left-to-right run (its "+" would land on the wrong side).
import type { Page } from '@playwright/test';
import type { TestLanguage } from '../onboarding-i18n.ts';

/** The axe rules about a control's name: the phone layouts draw their own controls (cards, drawers). */
const NAME_RULES = [
  'button-name',
  'link-name',
  'label',
  'input-button-name',
  'select-name',
  'aria-command-name',
];

type AxeWindow = {
  axe?: {
    run(
      context: Document,
      options: unknown,
    ): Promise<{ violations: { id: string; nodes: { target: unknown[] }[] }[] }>;
  };
};

export async function phoneFindings(page: Page, language: TestLanguage, where: string): Promise<string[]> {
  const found = await page.evaluate(
    async ({ language, nameRules }) => {
      const lines: string[] = [];
      const describe = (element: Element) => {
        const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 60);
        const id = element.id ? `#${element.id}` : '';
        const classes = [...element.classList].slice(0, 2).join('.');
        return `<${element.tagName.toLowerCase()}${id}${classes ? `.${classes}` : ''}> "${text}"`;
      };
      const isShown = (element: Element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
      };

      const width = document.documentElement.clientWidth;
      if (document.documentElement.scrollWidth > width + 1) {
        const wide = [...document.body.querySelectorAll('*')].filter((element) => {
          const box = element.getBoundingClientRect();
          return (
            isShown(element) && (box.right > width + 1 || box.left < -1) && element.children.length === 0
          );
        });
        lines.push(
          `scrolls sideways (${document.documentElement.scrollWidth} px wide): ${wide.slice(0, 3).map(describe).join(', ')}`,
        );
      }

      for (const element of document.body.querySelectorAll('*')) {
        const hasText = [...element.childNodes].some(
          (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
        );
        if (!hasText || !isShown(element)) continue;
        const style = getComputedStyle(element);
        // Text for screen readers only (clipped to nothing on purpose).
        const box = element.getBoundingClientRect();
        if (box.width <= 1 || box.height <= 1 || style.clip !== 'auto' || style.clipPath !== 'none') continue;
        const hides = ['hidden', 'clip'].includes(style.overflowX);
        const isCut = element.scrollWidth > element.clientWidth + 1;
        if (hides && isCut && style.textOverflow !== 'ellipsis')
          lines.push(`text clipped by its box: ${describe(element)}`);
      }

      // What users typed (their own language, `dir="auto"`) is theirs: only the app's text is checked.
      const appText = () => {
        const app = document.body.cloneNode(true) as HTMLElement;
        for (const typed of app.querySelectorAll('[dir="auto"], input, textarea')) typed.remove();
        return app.textContent ?? '';
      };
      const text = appText();
      if (language !== 'EN') {
        const english = text.match(
          /\b(January|February|March|April|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/,
        );
        if (english) lines.push(`an English date word in ${language}: "${english[0]}"`);
      }
      // The phone formatter loads with the first number shown (src/app/ui/displayed-phone.ts): the
      // stored form may show for a moment, as a user would see it; give it up to 3 s.
      const rawPhone = (from: string) => from.match(/\+\d{9,15}(?!\d)/)?.[0];
      let raw = rawPhone(text);
      for (let wait = 0; raw !== undefined && wait < 30; wait += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        raw = rawPhone(appText());
      }
      if (raw) lines.push(`a phone number shown unformatted: "${raw}"`);
      if (language === 'AR') {
        // A number in an Arabic line must sit in a left-to-right element or isolate (U+2066 … U+2069).
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const value = node.textContent ?? '';
          if (!/\+\d[\d\s]{6,}/.test(value) || /[\u2066\u2068]/.test(value)) continue;
          const parent = node.parentElement;
          if (
            parent &&
            isShown(parent) &&
            parent.closest('[dir="ltr"]') === null &&
            getComputedStyle(parent).direction !== 'ltr'
          )
            lines.push(`a phone number outside a left-to-right run: ${describe(parent)}`);
        }
      }

      const axe = (window as unknown as AxeWindow).axe;
      if (axe) {
        const results = await axe.run(document, { runOnly: { type: 'rule', values: nameRules } });
        for (const violation of results.violations)
          for (const node of violation.nodes)
            lines.push(`${violation.id}: ${node.target.map(String).join(' ')}`);
      }
      return lines;
    },
    { language, nameRules: NAME_RULES },
  );
  return [...new Set(found)].map((line) => `${where} [phone] — ${line}`);
}
