import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_ENTITY } from './chat-message-entity.ts';
import type { ChatMessageFields } from './chat-message-schema.ts';
import { CHAT_MESSAGES } from './chat-messages.ts';
import { SAMPLE_CHAT_MESSAGE } from './sample-chat-message.ts';

const PATIENT = '7f1d3c52-5b0e-4c55-9f38-0a4c1f0b6c11';
const context = { id: '0c6b5a1e-8f7d-4f0e-9d3b-2a1c4e5f6a7b', now: '2030-01-01T09:00:00.000Z' };
const fromSpecialist: ChatMessageFields = { ...SAMPLE_CHAT_MESSAGE, patientId: PATIENT };
const fromPatient: ChatMessageFields = { ...fromSpecialist, sender: 'patient', text: 'Merci' };
const READ = '2030-01-01T10:00:00.000Z';

describe('chat message fields', () => {
  it('keep line breaks and both directions, trim the ends and drop control characters', () => {
    const parsed = v.parse(CHAT_MESSAGE_ENTITY.fieldsSchema, {
      ...fromSpecialist,
      text: '\n  Bonjour\u0007\nمرحبا  \t',
    });
    expect(parsed.text).toBe('Bonjour\nمرحبا');
  });

  it('refuse an empty text and one over 4,000 characters, each with its message', () => {
    const issues = (text: string) =>
      v
        .safeParse(CHAT_MESSAGE_ENTITY.fieldsSchema, { ...fromSpecialist, text })
        .issues?.map((i) => i.message);
    expect(issues('   ')).toEqual([CHAT_MESSAGES.textRequired.id]);
    expect(issues('a'.repeat(4001))).toEqual([CHAT_MESSAGES.textTooLong.id]);
    expect(issues('a'.repeat(4000))).toBeUndefined();
  });
});

describe('settling a chat message', () => {
  const settle = CHAT_MESSAGE_ENTITY.settle;

  it('creates the specialist’s message unread, whatever the create claimed', () => {
    expect(settle(undefined, { ...fromSpecialist, readAt: READ }, context)).toEqual({
      ok: true,
      fields: { ...fromSpecialist, readAt: null },
    });
  });

  it('refuses a create as the patient', () => {
    expect(settle(undefined, fromPatient, context)).toEqual({
      ok: false,
      error: { field: 'sender', message: CHAT_MESSAGES.senderInvalid },
    });
  });

  it('refuses any change of what was said, to whom, by whom or when', () => {
    for (const change of [
      { text: 'Edited' },
      { patientId: context.id },
      { sender: 'patient' as const },
      { sentAt: READ },
    ]) {
      const settled = settle(fromSpecialist, { ...fromSpecialist, ...change }, context);
      expect(settled).toEqual({
        ok: false,
        error: { field: Object.keys(change)[0], message: CHAT_MESSAGES.unchangeable },
      });
    }
  });

  it('marks a patient’s message read once and keeps the first read time', () => {
    const read = settle(fromPatient, { ...fromPatient, readAt: READ }, context);
    expect(read).toEqual({ ok: true, fields: { ...fromPatient, readAt: READ } });
    const stored = { ...fromPatient, readAt: READ };
    expect(settle(stored, { ...stored, readAt: null }, context)).toEqual({ ok: true, fields: stored });
    expect(settle(stored, { ...stored, readAt: context.now }, context)).toEqual({ ok: true, fields: stored });
  });

  it('leaves the specialist’s own messages for the patient to mark read', () => {
    expect(settle(fromSpecialist, { ...fromSpecialist, readAt: READ }, context)).toEqual({
      ok: false,
      error: { field: 'readAt', message: CHAT_MESSAGES.readByPatientOnly },
    });
  });

  it('settles a settled message to itself (the engine re-applies queued changes)', () => {
    const once = settle(fromPatient, { ...fromPatient, readAt: READ }, context);
    if (!once.ok) throw new Error('refused');
    expect(settle(once.fields, once.fields, context)).toEqual(once);
  });
});
