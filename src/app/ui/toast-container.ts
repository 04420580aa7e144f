// Who asks for the toast container before it mounts: a toast is about to be shown (an API error on a
// public page with no interaction yet, e.g. a dropped file refused). DeferredNotifications listens.

let mountNow: (() => void) | undefined;
let isRequested = false;

/** Mounts the container now (or as soon as it is rendered): a toast is on its way. */
export function requestToastContainer(): void {
  isRequested = true;
  mountNow?.();
}

/** DeferredNotifications' hook-up; runs `mount` at once if a toast was requested before it rendered. */
export function onToastContainerRequested(mount: () => void): () => void {
  mountNow = mount;
  if (isRequested) mount();
  return () => {
    if (mountNow === mount) mountNow = undefined;
  };
}
