// A conversation's messages, oldest first, with a separator for each day in the interface language.
// Each message keeps its own direction (`dir="auto"`): an Arabic reply in an English interface reads
// right to left, and back. Shown from one side (`me`: the specialist in the office, the patient on
// their link): my messages on the inline end, saying whether they still wait, were sent, or were read.
// A bubble is plain markup and memoized: the page re-renders as its live queries and presence change,
// and fifty Mantine bubbles drawn again each time were most of the cost of opening a conversation.
import { useLingui } from '@lingui/react/macro';
import { Divider } from '@mantine/core';
import { IconCheck, IconChecks, IconClock } from '@tabler/icons-react';
import { Fragment, memo } from 'react';
import type { ChatAttachment, ChatMessageRow } from '#core/chats/chat-message-schema';
import { AttachmentList, type ShownAttachment } from './AttachmentList.tsx';
import { dayKey, daySeparator, messageTime } from './chat-time.ts';
import classes from './MessageList.module.css';

/** What a message shows: the office's rows and the patient's answers both have it. */
export type ShownMessage = Pick<ChatMessageRow, 'id' | 'sender' | 'text' | 'sentAt' | 'readAt'> & {
  attachments: readonly ShownAttachment[];
};

type DeliveryLabels = { waiting: string; read: string; sent: string };

/** A moment marked in the conversation between its messages: a chat-mode session's start or end. */
export type ConversationMark = { id: string; at: string; label: string };

type Props = {
  messages: readonly ShownMessage[];
  /** In time order; each is drawn before the first message sent after it. */
  marks?: readonly ConversationMark[];
  waiting: ReadonlySet<string>;
  me: ChatMessageRow['sender'];
  /** Keep it the same function across renders: the bubbles are memoized on it. */
  onShowAttachment: (attachment: ChatAttachment) => void;
};

export function MessageList({ messages, marks = NO_MARKS, waiting, me, onShowAttachment }: Props) {
  const { t, i18n } = useLingui();
  const days = { today: t`Today`, yesterday: t`Yesterday` };
  const labels: DeliveryLabels = { waiting: t`Waiting to send`, read: t`Read`, sent: t`Sent` };
  let nextMark = 0;
  /** The marks up to `until` not drawn yet (all that are left when undefined). */
  const marksUntil = (until: string | undefined) => {
    const start = nextMark;
    while (nextMark < marks.length && (until === undefined || (marks[nextMark]?.at ?? '') <= until))
      nextMark += 1;
    return marks.slice(start, nextMark).map((mark) => <MarkLine key={mark.id} mark={mark} />);
  };
  return (
    <div className={classes.list}>
      {messages.map((message, index) => {
        const startsDay = index === 0 || dayKey(messages[index - 1]?.sentAt ?? '') !== dayKey(message.sentAt);
        return (
          <Fragment key={message.id}>
            {marksUntil(message.sentAt)}
            {startsDay ? (
              <Divider my="xs" labelPosition="center" label={daySeparator(i18n, message.sentAt, days)} />
            ) : null}
            <MessageBubble
              message={message}
              isMine={message.sender === me}
              isWaiting={waiting.has(message.id)}
              time={messageTime(i18n, message.sentAt)}
              labels={labels}
              onShowAttachment={onShowAttachment}
            />
          </Fragment>
        );
      })}
      {marksUntil(undefined)}
    </div>
  );
}

const NO_MARKS: readonly ConversationMark[] = [];

function MarkLine({ mark }: { mark: ConversationMark }) {
  return (
    <Divider my="xs" labelPosition="center" color="teal" label={mark.label} data-testid="conversation-mark" />
  );
}

type BubbleProps = {
  message: ShownMessage;
  isMine: boolean;
  isWaiting: boolean;
  time: string;
  labels: DeliveryLabels;
  onShowAttachment: (attachment: ChatAttachment) => void;
};

const MessageBubble = memo(
  function MessageBubble({ message, isMine, isWaiting, time, labels, onShowAttachment }: BubbleProps) {
    return (
      <div className={isMine ? `${classes.row} ${classes.mine}` : classes.row} data-testid="chat-message">
        <div className={classes.bubble}>
          {message.text === '' ? null : (
            <p className={classes.text} dir="auto">
              {message.text}
            </p>
          )}
          {message.attachments.length > 0 ? (
            <AttachmentList attachments={message.attachments} onShow={onShowAttachment} />
          ) : null}
          <div className={classes.meta}>
            <span>{time}</span>
            {isMine ? (
              <DeliveryState isWaiting={isWaiting} isRead={message.readAt !== null} labels={labels} />
            ) : null}
          </div>
        </div>
      </div>
    );
  },
  (before, after) =>
    sameShown(before.message, after.message) &&
    before.isMine === after.isMine &&
    before.isWaiting === after.isWaiting &&
    before.time === after.time &&
    before.labels.waiting === after.labels.waiting &&
    before.labels.read === after.labels.read &&
    before.labels.sent === after.labels.sent &&
    before.onShowAttachment === after.onShowAttachment,
);

/**
 * Whether a message reads the same: a live query hands new objects each time it runs again, but a
 * sent message changes only by being read, or (on the patient's side) by its documents arriving.
 */
function sameShown(before: ShownMessage, after: ShownMessage): boolean {
  return (
    before === after ||
    (before.id === after.id &&
      before.text === after.text &&
      before.readAt === after.readAt &&
      before.attachments.length === after.attachments.length &&
      before.attachments.every((attachment, index) => attachment.ready === after.attachments[index]?.ready))
  );
}

function DeliveryState({
  isWaiting,
  isRead,
  labels,
}: {
  isWaiting: boolean;
  isRead: boolean;
  labels: DeliveryLabels;
}) {
  const [Icon, label] = isWaiting
    ? [IconClock, labels.waiting]
    : isRead
      ? [IconChecks, labels.read]
      : [IconCheck, labels.sent];
  return (
    <span className={classes.state} data-testid="delivery-state">
      <Icon size={14} aria-hidden />
      {label}
    </span>
  );
}
