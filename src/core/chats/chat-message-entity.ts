/**
 * Chat messages as a synced entity (`chatMessage.create` and `.update` on `/api/chat-messages`): the
 * specialist's messages written offline wait in the outbox in order and are sent once; read receipts
 * are updates. No delete: a conversation with a patient is a record of the care given.
 */
import { defineSyncedEntity } from '../sync/entity.ts';
import { settleChatMessage } from './chat-message-rules.ts';
import { type ChatMessageFields, chatMessageFieldEntries } from './chat-message-schema.ts';

export const CHAT_MESSAGES_PATH = '/api/chat-messages';

export const CHAT_MESSAGE_ENTITY = defineSyncedEntity({
  name: 'chatMessage',
  table: 'chatMessages',
  path: CHAT_MESSAGES_PATH,
  fieldEntries: chatMessageFieldEntries,
  writes: ['create', 'update'],
  // The entries' output is exactly ChatMessageFields (chat-message-schema.test.ts).
  settle: (existing, proposed, context) =>
    settleChatMessage(
      existing as ChatMessageFields | undefined,
      proposed as ChatMessageFields,
      context,
    ) as never,
});
