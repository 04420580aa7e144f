// The message box: Enter sends, Shift+Enter starts a new line (and Enter while an input method is
// composing a character does neither). `send` answers the refusal's message id, if any: the text then
// stays in the box. `onTyping` hears each change of a non-empty text (the other side sees "typing").
import { useLingui } from '@lingui/react/macro';
import { ActionIcon, Group, Textarea } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { CHAT_TEXT_MAX_CHARS } from '#core/chats/chat-message-schema';
import { translate } from '../../i18n/translate.ts';
import { MirroredIcon } from '../../ui/MirroredIcon.tsx';

type Props = {
  send: (text: string) => Promise<string | undefined>;
  onSent?: () => void;
  onTyping?: () => void;
};

export function Composer({ send: deliver, onSent, onTyping }: Props) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();

  const send = async () => {
    if (text.trim() === '') return;
    const refusal = await deliver(text);
    if (refusal) {
      setError(translate(refusal));
      return;
    }
    setText('');
    setError(undefined);
    onSent?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Group align="flex-end" gap="xs" wrap="nowrap">
      <Textarea
        aria-label={t`Message`}
        placeholder={t`Write a message…`}
        description={t`Enter to send, Shift+Enter for a new line`}
        autosize
        minRows={1}
        maxRows={6}
        maxLength={CHAT_TEXT_MAX_CHARS}
        dir="auto"
        value={text}
        error={error}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          if (next.trim() !== '') onTyping?.();
        }}
        onKeyDown={onKeyDown}
        style={{ flex: 1 }}
      />
      <ActionIcon size="lg" variant="filled" color="teal" aria-label={t`Send`} onClick={() => void send()}>
        <MirroredIcon icon={IconSend} size={18} />
      </ActionIcon>
    </Group>
  );
}
