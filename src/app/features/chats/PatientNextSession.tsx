// On the patient's link page: their session under way or next to come — when, how long, in which mode
// — and, for a video or audio session, Join from 10 minutes before its start until it is over. A
// chat-mode session takes place right here, in the conversation.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import type { PatientSessionView } from '#core/chats/chat-link-api';
import { THERAPY_MODES } from '#core/onboarding/practice-lists';
import { isRoomOpen, JOIN_OPENS_BEFORE_MS } from '#core/rooms/join-window';
import { translate } from '../../i18n/translate.ts';

type Props = { session: PatientSessionView; nowMs: number; onJoin(): void };

export function PatientNextSession({ session, nowMs, onJoin }: Props) {
  const { i18n } = useLingui();
  const when = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'full', timeStyle: 'short' }).format(
    new Date(session.startsAt),
  );
  const opensAt = new Intl.DateTimeFormat(i18n.locale, { timeStyle: 'short' }).format(
    new Date(Date.parse(session.startsAt) - JOIN_OPENS_BEFORE_MS),
  );
  const minutes = session.durationMinutes;
  const mode = translate(THERAPY_MODES.find((item) => item.code === session.mode)?.label ?? session.mode);
  const isOpen = isRoomOpen(session, nowMs);
  return (
    <Paper withBorder radius="md" p="md" data-testid="patient-next-session">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Stack gap={2}>
          <Text fw={600}>
            {session.status === 'ongoing' ? (
              <Trans>Your session is under way</Trans>
            ) : (
              <Trans>Your next session</Trans>
            )}
          </Text>
          <Text size="sm">
            <Trans>
              {when} · {minutes} min · {mode}
            </Trans>
          </Text>
          {session.mode === 'chat' ? (
            <Text size="sm" c="gray.7">
              <Trans>It takes place here, in this conversation.</Trans>
            </Text>
          ) : isOpen ? null : (
            <Text size="sm" c="gray.7">
              <Trans>You can join from {opensAt}.</Trans>
            </Text>
          )}
        </Stack>
        {session.mode !== 'chat' ? (
          <Button leftSection={<IconPlayerPlay size={16} aria-hidden />} disabled={!isOpen} onClick={onJoin}>
            <Trans>Join</Trans>
          </Button>
        ) : null}
      </Group>
    </Paper>
  );
}
