import { describe, expect, it } from 'vitest';
import { createUpdateStore } from './update-store.ts';

function setup() {
  const calls = { skipWaiting: 0, reload: 0, notified: 0 };
  let isDirty = false;
  const store = createUpdateStore({
    messageSkipWaiting: () => {
      calls.skipWaiting++;
    },
    reload: () => {
      calls.reload++;
    },
    hasUnsavedInput: () => isDirty,
  });
  store.subscribe(() => {
    calls.notified++;
  });
  return {
    store,
    calls,
    setDirty: (value: boolean) => {
      isDirty = value;
    },
  };
}

describe('update store', () => {
  it('announces a waiting worker once and keeps the snapshot stable in between', () => {
    const { store, calls } = setup();
    const before = store.getSnapshot();
    expect(before.updateAvailable).toBe(false);
    expect(store.getSnapshot()).toBe(before);
    store.handleWaiting();
    store.handleWaiting();
    expect(store.getSnapshot().updateAvailable).toBe(true);
    expect(calls.notified).toBe(1);
  });

  it('does nothing when the user applies without a pending update', () => {
    const { store, calls } = setup();
    expect(store.applyUpdate()).toBe('no-update');
    expect(calls).toMatchObject({ skipWaiting: 0, reload: 0 });
  });

  it('activates the waiting worker and reloads only once it controls the page', () => {
    const { store, calls } = setup();
    store.handleWaiting();
    expect(store.applyUpdate()).toBe('reloading');
    expect(store.applyUpdate()).toBe('reloading');
    expect(calls).toMatchObject({ skipWaiting: 1, reload: 0 });
    store.handleControlling(true);
    store.handleControlling(true);
    expect(calls.reload).toBe(1);
  });

  it('refuses to update over unsaved input and does not wake the worker', () => {
    const { store, calls, setDirty } = setup();
    store.handleWaiting();
    setDirty(true);
    expect(store.applyUpdate()).toBe('unsaved-input');
    expect(calls).toMatchObject({ skipWaiting: 0, reload: 0 });
    setDirty(false);
    expect(store.applyUpdate()).toBe('reloading');
    expect(calls.skipWaiting).toBe(1);
  });

  it('holds the reload when input became unsaved while the worker activated', () => {
    const { store, calls, setDirty } = setup();
    store.handleWaiting();
    store.applyUpdate();
    setDirty(true);
    store.handleControlling(true);
    expect(calls.reload).toBe(0);
    setDirty(false);
    expect(store.applyUpdate()).toBe('reloading');
    expect(calls).toMatchObject({ skipWaiting: 1, reload: 1 });
  });

  it('never reloads when another tab accepted the update, until this tab’s user asks', () => {
    const { store, calls } = setup();
    store.handleWaiting();
    store.handleControlling(true);
    expect(calls.reload).toBe(0);
    expect(store.applyUpdate()).toBe('reloading');
    expect(calls).toMatchObject({ skipWaiting: 0, reload: 1 });
  });

  it('offers the update when a new worker took over a tab that never saw it waiting', () => {
    const { store, calls } = setup();
    store.handleControlling(true);
    expect(store.getSnapshot().updateAvailable).toBe(true);
    expect(calls.reload).toBe(0);
  });

  it('ignores the first install claiming an uncontrolled page', () => {
    const { store, calls } = setup();
    store.handleControlling(false);
    expect(store.getSnapshot().updateAvailable).toBe(false);
    expect(calls.reload).toBe(0);
  });
});
