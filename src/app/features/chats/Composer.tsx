// The message box: Enter sends, Shift+Enter starts a new line (and Enter while an input method is
// composing a character does neither). Documents are picked with the paperclip or dropped anywhere on
// the page, checked at once (type, size, how many), and leave with the message. `send` answers the
// refusal's message id, if any: the text and documents then stay. `onTyping` hears each change of a
// non-empty text (the other side sees "typing").
import '@mantine/dropzone/styles.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, FileButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconFileUpload, IconPaperclip, IconSend } from '@tabler/icons-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { attachmentsRefusal } from '#core/chats/chat-attachments';
import { CHAT_TEXT_MAX_CHARS } from '#core/chats/chat-message-schema';
import { FILE_KIND_RULES } from '#core/onboarding/files';
import { translate } from '../../i18n/translate.ts';
import { MirroredIcon } from '../../ui/MirroredIcon.tsx';
import { useIdle } from '../../ui/useIdle.ts';
import classes from './Composer.module.css';
import { PickedFiles } from './PickedFiles.tsx';

const RULE = FILE_KIND_RULES.attachment;
const ACCEPT = [...RULE.mimeTypes, ...RULE.extensions].join(',');
/** The page-wide drop zone (document listeners, a portal) comes after the conversation's first paint. */
const DROP_ZONE_LATEST_MS = 300;

type Props = {
  send: (text: string, files: readonly File[]) => Promise<string | undefined>;
  onSent?: () => void;
  onTyping?: () => void;
};

export function Composer({ send: deliver, onSent, onTyping }: Props) {
  const { t } = useLingui();
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const [error, setError] = useState<string>();
  const resetPicker = useRef<() => void>(null);
  const canDrop = useIdle(DROP_ZONE_LATEST_MS);

  const attach = (picked: readonly File[]) => {
    resetPicker.current?.();
    if (picked.length === 0) return;
    const next = [...files, ...picked];
    const refusal = attachmentsRefusal(next);
    setError(refusal ? translate(refusal) : undefined);
    if (!refusal) setFiles(next);
  };
  const send = async () => {
    if (text.trim() === '' && files.length === 0) return;
    const refusal = await deliver(text, files);
    if (refusal) {
      setError(translate(refusal));
      return;
    }
    setText('');
    setFiles([]);
    setError(undefined);
    onSent?.();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <Stack gap={6}>
      {canDrop ? (
        <Dropzone.FullScreen onDrop={attach} data-testid="chat-dropzone">
          <Group justify="center" gap="sm" mih="40dvh" style={{ pointerEvents: 'none' }}>
            <IconFileUpload size={40} aria-hidden />
            <Text size="lg">
              <Trans>Drop documents here to attach them to your message</Trans>
            </Text>
          </Group>
        </Dropzone.FullScreen>
      ) : null}
      <PickedFiles files={files} onRemove={(file) => setFiles(files.filter((kept) => kept !== file))} />
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <FileButton onChange={attach} multiple accept={ACCEPT} resetRef={resetPicker}>
          {(props) => (
            <ActionIcon size="lg" variant="subtle" color="gray" aria-label={t`Attach documents`} {...props}>
              <IconPaperclip size={20} aria-hidden />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          aria-label={t`Message`}
          placeholder={t`Write a message…`}
          description={t`Enter to send, Shift+Enter for a new line`}
          rows={2}
          classNames={{ input: classes.input }}
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
    </Stack>
  );
}
