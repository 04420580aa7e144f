// The only script a prerendered public page names (scripts/vite-prerender.ts): once the page's HTML has
// painted, it starts the app's entry and the entry's imports. Fetched beside the stylesheet, the ~180 KiB
// of JavaScript took the phone's bandwidth from the first paint, which needs only the HTML and the CSS.
// It also gives CSS transitions back at the first interaction (prerendered-settling.css).
// Invariant: the entry runs once; the shell (index.html) names the entry itself and never loads this.
import { detectLanguage } from '#local/language-store';
import { whenFirstInteraction } from '../ui/first-interaction.ts';
import { yieldToMain } from '../ui/yield-to-main.ts';

const FALLBACK_START_MS = 3000;

// Each modulepreload link costs the page ~1.5 ms to insert (its request is set up then): the ~30 of
// them in one go were a 200 ms task on a phone. A few per task keep each one short.
const PRELOADS_PER_TASK = 5;

function modulePreload(href: string): HTMLLinkElement {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = href;
  return link;
}

async function start(script: HTMLScriptElement) {
  const { entry, modulepreload } = script.dataset;
  if (!entry) return;
  // The imports download beside the entry, as the links Vite writes into index.html would have had them.
  const hrefs = modulepreload?.split(' ').filter(Boolean) ?? [];
  for (let first = 0; first < hrefs.length; first += PRELOADS_PER_TASK) {
    if (first > 0) await yieldToMain();
    document.head.append(...hrefs.slice(first, first + PRELOADS_PER_TASK).map(modulePreload));
  }
  // Last: by the time the entry asks for its imports, each is in the module map, loaded or on its way.
  const module = document.createElement('script');
  module.type = 'module';
  module.crossOrigin = '';
  module.src = entry;
  document.head.append(module);
}

/** Runs `run` once the first contentful paint is presented (or at once where nothing will be painted). */
function afterFirstPaint(run: () => void) {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    run();
  };
  // A background or prerendering tab paints nothing until shown: it may as well hydrate meanwhile.
  if (document.visibilityState === 'hidden') return once();
  if (!PerformanceObserver.supportedEntryTypes.includes('paint')) {
    requestAnimationFrame(() => setTimeout(once, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    once();
  });
  observer.observe({ type: 'paint', buffered: true });
  // A paint that never comes (a page with nothing contentful) must not leave the page without its app.
  setTimeout(once, FALLBACK_START_MS);
}

// Transitions come back with the visitor's first key or pointer press (see prerendered-settling.css).
function settleOnFirstInteraction() {
  whenFirstInteraction(
    () => document.documentElement.removeAttribute('data-settling'),
    ['pointerdown', 'keydown'],
  );
}

const script = document.querySelector<HTMLScriptElement>('script[data-entry]');
// A `?lang=` choice is remembered now, not once the app has loaded: a visitor who follows a link before
// then still gets the next page in that language (start.tsx detects it again, to the same result).
void detectLanguage(window.location.search);
settleOnFirstInteraction();
if (script) afterFirstPaint(() => void start(script));
