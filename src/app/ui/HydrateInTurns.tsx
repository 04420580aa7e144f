import { type ReactNode, Suspense, use, useId } from 'react';
import classes from './HydrateInTurns.module.css';
import { HYDRATION_PART_ATTRIBUTE, type HydrationTrigger, hydrationGate } from './hydration-gate.ts';
import { useIsHydrated } from './useIsHydrated.ts';

/** Waits for its gate only while React hydrates server HTML; a render in the browser draws at once. */
function Gate({ id, trigger, children }: { id: string; trigger: HydrationTrigger; children: ReactNode }) {
  if (!useIsHydrated()) use(hydrationGate(id, trigger));
  return children;
}

/** The part's wrapper, `display: contents`: a hook for its gate that leaves the layout as it was. */
function GatedPart({ trigger, children }: { trigger: HydrationTrigger; children: ReactNode }) {
  const id = useId();
  return (
    <div {...{ [HYDRATION_PART_ATTRIBUTE]: id }} className={classes.part}>
      <Gate id={id} trigger={trigger}>
        {children}
      </Gate>
    </div>
  );
}

/**
 * Hydrates a server-drawn field whose hydration is costly (a select, a date picker, a dropzone) at the
 * visitor's first interaction with the page instead of during its load (hydration-gate.ts); React keeps
 * its server HTML until then. Rendered in the browser (a client navigation), it draws at once.
 */
export function HydrateOnInteraction({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <GatedPart trigger="interaction">{children}</GatedPart>
    </Suspense>
  );
}

/**
 * Hydrates a long server-drawn form part by part, each when it comes near the viewport. React leaves a
 * server-drawn Suspense boundary for a later pass of its own, so each part nested here gets its own
 * render and commit, and the parts below the first screen wait until the visitor scrolls to them or
 * first interacts with the page (hydration-gate.ts); React keeps their server HTML until then. Suspense
 * adds only comment markers and the part's wrapper is `display: contents`, so the layout is unchanged;
 * rendered afresh (a client navigation) nothing waits and the parts draw at once.
 */
export function HydrateInTurns({ parts }: { parts: readonly ReactNode[] }) {
  const [first, ...rest] = parts;
  return (
    <>
      {first}
      {rest.length > 0 ? <LaterParts parts={rest} /> : null}
    </>
  );
}

/** Each later part in a boundary of its own, nested in the one before. */
function LaterParts({ parts }: { parts: readonly ReactNode[] }) {
  const [first, ...rest] = parts;
  return (
    <Suspense fallback={null}>
      <GatedPart trigger="near">{first}</GatedPart>
      {rest.length > 0 ? <LaterParts parts={rest} /> : null}
    </Suspense>
  );
}
