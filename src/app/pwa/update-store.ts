// State of a waiting service-worker update and the user's "apply it" action, free of browser APIs.
// Invariant: the page reloads only from applyUpdate, i.e. after a user's click, and never over unsaved input.

export type UpdateSnapshot = { readonly updateAvailable: boolean };

export type ApplyUpdateResult = 'reloading' | 'unsaved-input' | 'no-update';

export type UpdateStoreDeps = {
  /** Tells the waiting worker to activate (workbox-window's messageSkipWaiting). */
  messageSkipWaiting: () => void;
  reload: () => void;
  hasUnsavedInput: () => boolean;
};

export type UpdateStore = {
  subscribe: (listener: () => void) => () => void;
  getSnapshot: () => UpdateSnapshot;
  applyUpdate: () => ApplyUpdateResult;
  /** A new worker installed and waits (workbox-window `waiting`). */
  handleWaiting: () => void;
  /**
   * Another worker took control of this page (workbox-window `controlling`); `wasControlled` is its
   * `isUpdate`: the page already had a worker when it registered.
   */
  handleControlling: (wasControlled: boolean) => void;
};

export function createUpdateStore(deps: UpdateStoreDeps): UpdateStore {
  const listeners = new Set<() => void>();
  // useSyncExternalStore needs the same object until something changes.
  let snapshot: UpdateSnapshot = { updateAvailable: false };
  let hasRequestedSkipWaiting = false;
  let hasReloaded = false;
  // The new worker already controls this page (accepted here or in another tab): SKIP_WAITING would reach
  // nobody and `controlling` will not fire again, so the next Reload click reloads directly.
  let isNewWorkerControlling = false;

  const setUpdateAvailable = (updateAvailable: boolean) => {
    if (snapshot.updateAvailable === updateAvailable) return;
    snapshot = { updateAvailable };
    for (const listener of listeners) listener();
  };

  const reloadUnlessUnsaved = (): ApplyUpdateResult => {
    // Checked again at the last moment: the user may have started typing while the worker activated.
    if (deps.hasUnsavedInput()) return 'unsaved-input';
    if (!hasReloaded) {
      hasReloaded = true;
      deps.reload();
    }
    return 'reloading';
  };

  return {
    subscribe: (listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    getSnapshot: () => snapshot,
    handleWaiting: () => {
      isNewWorkerControlling = false;
      hasRequestedSkipWaiting = false;
      setUpdateAvailable(true);
    },
    handleControlling: (wasControlled) => {
      // First install claiming an uncontrolled page: it precached this very build, nothing to update.
      if (!snapshot.updateAvailable && !wasControlled) return;
      isNewWorkerControlling = true;
      // Also covers an update accepted in a tab that never saw `waiting`: this page runs old code now.
      setUpdateAvailable(true);
      if (hasRequestedSkipWaiting) reloadUnlessUnsaved();
    },
    applyUpdate: () => {
      if (!snapshot.updateAvailable) return 'no-update';
      if (deps.hasUnsavedInput()) return 'unsaved-input';
      if (isNewWorkerControlling) return reloadUnlessUnsaved();
      if (!hasRequestedSkipWaiting) {
        hasRequestedSkipWaiting = true;
        // The reload follows in handleControlling, once the new worker serves this page.
        deps.messageSkipWaiting();
      }
      return 'reloading';
    },
  };
}
