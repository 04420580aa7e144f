import { type ReactNode, Suspense } from 'react';

/**
 * Hydrates a long server-drawn form part by part. React leaves a server-drawn Suspense boundary for a
 * later pass of its own, so each part nested here gets its own render and commit: on /sign-up the
 * selects' popovers re-render right after they mount (floating-ui keeps its anchor in state, set from a
 * ref during the commit), one synchronous ~400 ms task with the CPU slowed 4×, now split part by part.
 * Suspense adds only comment markers to the HTML, so the layout is unchanged; rendered afresh (a
 * client navigation) nothing suspends and the parts draw at once.
 */
export function HydrateInTurns({ parts }: { parts: readonly ReactNode[] }) {
  const [first, ...rest] = parts;
  return (
    <>
      {first}
      {rest.length > 0 ? (
        <Suspense fallback={null}>
          <HydrateInTurns parts={rest} />
        </Suspense>
      ) : null}
    </>
  );
}
