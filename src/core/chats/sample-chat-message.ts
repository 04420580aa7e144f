/**
 * One valid message from the specialist for tests on every layer (`{ ...SAMPLE_CHAT_MESSAGE, id,
 * patientId }`): mixed directions and a line break, as people write.
 */
import type { ChatMessageFields } from './chat-message-schema.ts';

export const SAMPLE_CHAT_MESSAGE: Omit<ChatMessageFields, 'patientId'> = {
  sender: 'specialist',
  text: 'Bonjour ! See you Tuesday.\nمع السلامة',
  attachments: [],
  sentAt: '2030-01-01T09:00:00.000Z',
  readAt: null,
};
