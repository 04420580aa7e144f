// A chat-mode session's start and end, as marks in its conversation (the conversation is its room):
// for the specialist from the device's sessions, for the patient from their link's answer.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { messageTime } from './chat-time.ts';
import type { ConversationMark } from './MessageList.tsx';

type MarkedSession = { id: string; startedAt: string | null; completedAt: string | null };

export function sessionMarks(i18n: I18n, sessions: readonly MarkedSession[]): ConversationMark[] {
  const marks: ConversationMark[] = [];
  for (const session of sessions) {
    if (session.startedAt) {
      const time = messageTime(i18n, session.startedAt);
      marks.push({
        id: `${session.id}:start`,
        at: session.startedAt,
        label: i18n._(msg`Session started · ${time}`),
      });
    }
    if (session.completedAt) {
      const time = messageTime(i18n, session.completedAt);
      marks.push({
        id: `${session.id}:end`,
        at: session.completedAt,
        label: i18n._(msg`Session ended · ${time}`),
      });
    }
  }
  return marks.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
}
