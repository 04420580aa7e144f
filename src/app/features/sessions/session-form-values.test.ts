import { describe, expect, it } from 'vitest';
import { presetFields, typedSessionValues } from './session-form-values.ts';

describe('a session form’s kept input', () => {
  it('comes back but for what the opening sets itself, and only as the form’s own fields', () => {
    const typed = {
      notes: 'Parler du sommeil',
      charge: '45.50',
      date: '2026-12-01',
      time: '10:00',
      bogus: 1,
    };
    expect(typedSessionValues(typed)).toEqual({
      notes: 'Parler du sommeil',
      charge: '45.50',
      date: '2026-12-01',
      time: '10:00',
    });
    const fromSlot = presetFields({ startsAt: '2026-12-02T09:00:00.000Z' });
    expect(typedSessionValues(typed, fromSlot)).toEqual({ notes: 'Parler du sommeil', charge: '45.50' });
    // A value of the wrong type (an older build's) is left out.
    expect(typedSessionValues({ durationMinutes: '60', mode: 'audio' })).toEqual({ mode: 'audio' });
  });
});
