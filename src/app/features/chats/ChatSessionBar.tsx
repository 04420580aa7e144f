// Above a conversation whose chat-mode session is under way: since when, and Mark completed (the end
// is then marked in the conversation and the session counts in the earnings). Offline too.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useState } from 'react';
import type { SessionRow } from '#core/sessions/session-schema';
import { completeSession } from '#local/sessions/session-commands';
import { translate } from '../../i18n/translate.ts';
import { messageTime } from './chat-time.ts';

export function ChatSessionBar({ session }: { session: SessionRow }) {
  const { i18n } = useLingui();
  const [refusal, setRefusal] = useState<string>();
  const since = session.startedAt ? messageTime(i18n, session.startedAt) : '';
  return (
    <Alert color="teal" data-testid="chat-session-bar">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text size="sm">
          <Trans>Chat session under way since {since}</Trans>
        </Text>
        <Button
          size="xs"
          leftSection={<IconCheck size={14} aria-hidden />}
          onClick={async () => {
            const result = await completeSession(session.id, { locale: i18n.locale });
            setRefusal(result.ok ? undefined : translate(result.error.message));
          }}
        >
          <Trans>Mark completed</Trans>
        </Button>
      </Group>
      {refusal ? (
        <Text size="sm" c="red.8" role="alert" mt="xs">
          {refusal}
        </Text>
      ) : null}
    </Alert>
  );
}
