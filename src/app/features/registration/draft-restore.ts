// Whether the sign-up draft has been restored, as a tiny store rather than page state: when it flips,
// only the fieldset that reads it re-renders, not the whole form (a 300 ms task on a phone otherwise).
type Listener = () => void;

export type DraftRestore = {
  isRestored: () => boolean;
  subscribe: (listener: Listener) => () => void;
  markRestored: () => void;
};

export function createDraftRestore(): DraftRestore {
  let isRestored = false;
  const listeners = new Set<Listener>();
  return {
    isRestored: () => isRestored,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    markRestored() {
      if (isRestored) return;
      isRestored = true;
      for (const listener of listeners) listener();
    },
  };
}
