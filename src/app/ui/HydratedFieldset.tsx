import type { ComponentPropsWithoutRef } from 'react';
import { useIsHydrated } from './useIsHydrated.ts';

/**
 * A fieldset that keeps the prerendered controls disabled until React has hydrated them. Its own
 * component, so the re-render that enables them stops here: its children come from the caller.
 */
export function HydratedFieldset(props: ComponentPropsWithoutRef<'fieldset'>) {
  const isHydrated = useIsHydrated();
  return <fieldset {...props} disabled={!isHydrated} />;
}
