import { type ComponentPropsWithoutRef, useSyncExternalStore } from 'react';
import type { DraftRestore } from './draft-restore.ts';

type Props = ComponentPropsWithoutRef<'fieldset'> & { restore: DraftRestore };

/**
 * The sign-up fields, disabled and busy until the stored draft is restored: typing earlier would be
 * overwritten by the saved answers. Its children come from the page, so the flip re-renders only this.
 */
export function DraftFieldset({ restore, ...props }: Props) {
  const isRestored = useSyncExternalStore(restore.subscribe, restore.isRestored, () => false);
  return <fieldset {...props} disabled={!isRestored} aria-busy={!isRestored} />;
}
