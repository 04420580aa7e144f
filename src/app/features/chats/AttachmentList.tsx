// The documents of one message: each one's type, name and size, and Show Document. On the patient's
// side, a specialist's document whose bytes have not reached the server yet says so instead.
import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Button, Group, Stack, Text } from '@mantine/core';
import { IconFileTypeDocx, IconFileTypePdf, IconPhoto } from '@tabler/icons-react';
import type { ChatAttachment } from '#core/chats/chat-message-schema';
import { toLocale } from '#core/languages';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { formatBytes } from '../../ui/forms/format-bytes.ts';

export type ShownAttachment = ChatAttachment & { ready?: boolean };

const iconOf = (type: ChatAttachment['type']) =>
  type === 'application/pdf' ? IconFileTypePdf : type.startsWith('image/') ? IconPhoto : IconFileTypeDocx;

type Props = { attachments: readonly ShownAttachment[]; onShow: (attachment: ChatAttachment) => void };

export function AttachmentList({ attachments, onShow }: Props) {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  if (attachments.length === 0) return null;
  return (
    <Stack gap={4} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {attachments.map((attachment) => (
        <Group key={attachment.fileId} component="li" gap="xs" wrap="nowrap" data-testid="chat-attachment">
          <Box component={iconOf(attachment.type)} size={20} aria-hidden style={{ flexShrink: 0 }} />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text size="sm" truncate dir="auto">
              {attachment.name}
            </Text>
            <Text size="xs" c="gray.7">
              {formatBytes(attachment.size, locale)}
            </Text>
          </Stack>
          {attachment.ready === false ? (
            <Text size="xs" c="gray.7">
              <Trans>On its way</Trans>
            </Text>
          ) : (
            <Button
              variant="subtle"
              size="compact-sm"
              aria-label={t`Show Document ${attachment.name}`}
              onClick={() => onShow(attachment)}
            >
              <Trans>Show Document</Trans>
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}
