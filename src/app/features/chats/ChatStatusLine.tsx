// The line under a conversation's title saying where the other side is: for the specialist the
// patient's state (#core/chats/chat-status: typing, connected, disconnected, waiting), for the patient
// whether their specialist is online or typing. Announced politely as it changes.
import { Trans } from '@lingui/react/macro';
import { Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ChatStatus } from '#core/chats/chat-status';

const DOT_COLORS: Record<ChatStatus, string> = {
  typing: 'teal.7',
  connected: 'teal.7',
  disconnected: 'gray.6',
  waiting: 'yellow.7',
};

function StatusLine({ status, children }: { status: ChatStatus; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap" role="status" data-testid="chat-status" data-status={status}>
      <Box w={8} h={8} bg={DOT_COLORS[status]} style={{ borderRadius: '50%', flex: 'none' }} aria-hidden />
      <Text size="sm" c="gray.7" fs={status === 'typing' ? 'italic' : undefined}>
        {children}
      </Text>
    </Group>
  );
}

export function PatientStatusLine({ status }: { status: ChatStatus }) {
  return (
    <StatusLine status={status}>
      {status === 'typing' ? (
        <Trans>Typing…</Trans>
      ) : status === 'connected' ? (
        <Trans>Patient connected</Trans>
      ) : status === 'disconnected' ? (
        <Trans>Patient disconnected</Trans>
      ) : (
        <Trans>Waiting for patient</Trans>
      )}
    </StatusLine>
  );
}

export function SpecialistStatusLine({ online, typing }: { online: boolean; typing: boolean }) {
  const status: ChatStatus = online ? (typing ? 'typing' : 'connected') : 'disconnected';
  return (
    <StatusLine status={status}>
      {status === 'typing' ? <Trans>Typing…</Trans> : online ? <Trans>Online</Trans> : <Trans>Offline</Trans>}
    </StatusLine>
  );
}
