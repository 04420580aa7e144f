import { useSyncExternalStore } from 'react';

const subscribeNever = () => () => undefined;

/**
 * False while React hydrates a prerendered page (and while the build renders it), true afterwards and
 * in every page rendered in the browser from scratch. Forms stay disabled until then: input typed
 * into server HTML before React listens would not reach the form's state.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
