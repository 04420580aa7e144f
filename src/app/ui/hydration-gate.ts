// When a server-drawn part of a page may hydrate. React keeps a part's server HTML as drawn until its
// gate opens, so the work of a part nobody reached yet is not done during the page's load on a phone:
// - 'near': once the part comes near the viewport (the lower sections of a long form);
// - 'interaction': the fields whose hydration is costly (a select's popover re-renders right after it
//   mounts) wait for the visitor's first interaction with the page.
// Every gate opens at the first interaction (or `openHydrationGates`), before React handles the event:
// an update that reaches a part still waiting would make React render it afresh (a focused field
// replaced, focus lost) or hold the update until the part hydrates.
// A gate is shaped as a promise React's `use` reads synchronously once settled (status/value).
import type { FulfilledReactPromise, PendingReactPromise } from 'react';
import { whenFirstInteraction } from './first-interaction.ts';

export type HydrationTrigger = 'near' | 'interaction';
type Usable = PendingReactPromise<void> | FulfilledReactPromise<void>;
type Gate = { usable: Usable; open: () => void };

export const HYDRATION_PART_ATTRIBUTE = 'data-hydration-part';
// Within a third of a screen below (or above) the visible area: hydrated by the time it is reached.
const NEAR_MARGIN = '33% 0px';
// Whatever reaches a field first: a press, a key, focus, a file dragged in or picked (with no click
// before it when a script or an assistive tool sets the input). React hydrates the target of these
// events synchronously once its gate is open, then dispatches them to it.
const INTERACTIONS = [
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
  'click',
  'dragenter',
  'drop',
  'input',
  'change',
] as const;

const gates = new Map<string, Gate>();
let areAllOpen = false;
let stopWaitingForInteraction: (() => void) | undefined;

const settled = (): Usable =>
  Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });

function createGate(): Gate {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  let isOpen = false;
  return {
    usable: Object.assign(promise, { status: 'pending' as const }),
    open() {
      if (isOpen) return;
      isOpen = true;
      // Read by `use` before it awaits: React's retry then hydrates the part without suspending again.
      Object.assign(promise, { status: 'fulfilled', value: undefined });
      resolve();
    },
  };
}

function openWhenNear(gate: Gate, element: Element) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      gate.open();
    },
    { rootMargin: NEAR_MARGIN },
  );
  // The part's wrapper is `display: contents` (HydrateInTurns.module.css): only its children have a box.
  for (const child of element.children) observer.observe(child);
}

/** Opens every gate, now and to come: the page is in use (or about to change under its parts). */
export function openHydrationGates(): void {
  areAllOpen = true;
  stopWaitingForInteraction?.();
  for (const gate of gates.values()) gate.open();
}

/**
 * The gate of the server-drawn element `[data-hydration-part="<id>"]`. Open at once where there is no
 * such element (the page was rendered in the browser), no IntersectionObserver, or no document (the
 * build's prerender), and once the visitor has interacted with the page.
 */
export function hydrationGate(id: string, trigger: HydrationTrigger): Usable {
  if (typeof document === 'undefined' || areAllOpen) return settled();
  const known = gates.get(id);
  if (known) return known.usable;
  const element = document.querySelector(`[${HYDRATION_PART_ATTRIBUTE}="${CSS.escape(id)}"]`);
  if (!element || typeof IntersectionObserver !== 'function') return settled();
  const gate = createGate();
  stopWaitingForInteraction ??= whenFirstInteraction(openHydrationGates, INTERACTIONS);
  gates.set(id, gate);
  if (trigger === 'near') openWhenNear(gate, element);
  return gate.usable;
}
