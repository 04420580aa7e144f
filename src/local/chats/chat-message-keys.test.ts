import { describe, expect, it } from 'vitest';
import type { ChatMessageRow } from '#core/chats/chat-message-schema';
import { SAMPLE_CHAT_MESSAGE } from '#core/chats/sample-chat-message';
import { withChatMessageKeys, withoutChatMessageKeys } from './chat-message-keys.ts';

const row: ChatMessageRow = {
  ...SAMPLE_CHAT_MESSAGE,
  id: '0c6b5a1e-8f7d-4f0e-9d3b-2a1c4e5f6a7b',
  patientId: '7f1d3c52-5b0e-4c55-9f38-0a4c1f0b6c11',
  sender: 'patient',
  ownerId: 'c3d2e1f0-1a2b-4c3d-8e4f-5a6b7c8d9e0f',
  version: 3,
  updatedAt: '2030-01-01T09:00:00.000Z',
  deletedAt: null,
};

describe('a stored chat message’s unread key', () => {
  it('is the patient’s id on a patient’s unread message only', () => {
    expect(withChatMessageKeys(row).unreadPatientId).toBe(row.patientId);
    expect(withChatMessageKeys({ ...row, readAt: '2030-01-01T10:00:00.000Z' })).not.toHaveProperty(
      'unreadPatientId',
    );
    expect(withChatMessageKeys({ ...row, sender: 'specialist' })).not.toHaveProperty('unreadPatientId');
    expect(withChatMessageKeys({ ...row, deletedAt: row.updatedAt })).not.toHaveProperty('unreadPatientId');
  });

  it('is recomputed on every write and never leaves the device', () => {
    const read = withChatMessageKeys({ ...withChatMessageKeys(row), readAt: '2030-01-01T10:00:00.000Z' });
    expect(read).not.toHaveProperty('unreadPatientId');
    expect(withoutChatMessageKeys(withChatMessageKeys(row))).toEqual(row);
  });
});
