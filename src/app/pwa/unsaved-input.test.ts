import { afterEach, describe, expect, it } from 'vitest';
import { hasUnsavedInput, markClean, markDirty, subscribeUnsavedInput } from './unsaved-input.ts';

afterEach(() => {
  for (const id of ['patient-form', 'session-form']) markClean(id);
});

describe('unsaved input registry', () => {
  it('reports unsaved input while any form is dirty', () => {
    expect(hasUnsavedInput()).toBe(false);
    markDirty('patient-form');
    markDirty('session-form');
    markClean('patient-form');
    expect(hasUnsavedInput()).toBe(true);
    markClean('session-form');
    expect(hasUnsavedInput()).toBe(false);
  });

  it('treats marking the same form twice as one dirty form', () => {
    markDirty('patient-form');
    markDirty('patient-form');
    markClean('patient-form');
    expect(hasUnsavedInput()).toBe(false);
  });

  it('notifies subscribers on real changes only, until they unsubscribe', () => {
    let notified = 0;
    const unsubscribe = subscribeUnsavedInput(() => {
      notified++;
    });
    markDirty('patient-form');
    markDirty('patient-form');
    markClean('session-form');
    markClean('patient-form');
    expect(notified).toBe(2);
    unsubscribe();
    markDirty('patient-form');
    expect(notified).toBe(2);
  });
});
