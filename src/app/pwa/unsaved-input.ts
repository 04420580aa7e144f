// Which forms on this page hold input the user has not saved yet, so nothing reloads over it.
// Invariant: a form is dirty from markDirty until markClean or its unmount (useUnsavedInput).
import { useEffect } from 'react';

const dirtyForms = new Set<string>();
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function markDirty(formId: string): void {
  if (dirtyForms.has(formId)) return;
  dirtyForms.add(formId);
  notify();
}

export function markClean(formId: string): void {
  if (dirtyForms.delete(formId)) notify();
}

export function hasUnsavedInput(): boolean {
  return dirtyForms.size > 0;
}

/** For useSyncExternalStore together with hasUnsavedInput as the snapshot. */
export function subscribeUnsavedInput(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Declares the form's dirtiness; unmounting counts as clean, since the form is gone. */
export function useUnsavedInput(formId: string, isDirty: boolean): void {
  useEffect(() => {
    if (!isDirty) return;
    markDirty(formId);
    return () => markClean(formId);
  }, [formId, isDirty]);
}
