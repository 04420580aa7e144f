import { Trans } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useId, useState } from 'react';
import { isJoinEnabled } from '#core/sessions/session-earnings';
import type { SessionListRow } from '#local/sessions/session-queries';
import { SessionStatusBadge } from '../sessions/SessionStatusBadge.tsx';
import type { SessionFormat } from '../sessions/session-format.ts';
import { formatCountdown } from './countdown.ts';
import { useJoinSession } from './useJoinSession.ts';

const COUNTDOWN_TICK_MS = 1000;

type Props = {
  /** Undefined while the first read answers; null when nothing is left today. */
  session: SessionListRow | null | undefined;
  format: SessionFormat;
};

/** Today's next session with a live countdown and Join Now, open from 10 minutes before its start. */
export function NextSessionCard({ session, format }: Props) {
  return (
    <Paper withBorder radius="md" p="md" h="100%" component="section" aria-labelledby="next-session-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="next-session-title">
          <Trans>Next session</Trans>
        </Title>
        {session ? (
          <NextSession session={session} format={format} />
        ) : session === null ? (
          <Text c="dimmed" data-testid="no-next-session">
            <Trans>No other session today.</Trans>
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

function NextSession({ session, format }: { session: SessionListRow; format: SessionFormat }) {
  const hintId = useId();
  // Its own second clock: the page's half-minute one would open Join Now up to 30 s late.
  const [nowMs, setNowMs] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNowMs(Date.now()), COUNTDOWN_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  const { join, error, joiningId } = useJoinSession(format.locale);
  const isEnabled = isJoinEnabled(session, new Date(nowMs).toISOString());
  const startMs = Date.parse(session.startsAt);
  const isStarted = nowMs >= startMs;

  return (
    <Stack gap="sm" data-testid="next-session">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text fw={600} size="lg" data-testid="next-session-patient">
          {session.patientName}
        </Text>
        <SessionStatusBadge status={session.status} />
      </Group>
      <Text>
        {format.timeRange(session.startsAt, session.durationMinutes)} · {format.mode(session.mode)}
      </Text>
      <Text size="sm" c="dimmed">
        {isStarted ? <Trans>Ends in</Trans> : <Trans>Starts in</Trans>}{' '}
        <Text span fw={600} c="var(--mantine-color-text)" role="timer" data-testid="next-session-countdown">
          {formatCountdown(
            isStarted ? startMs + session.durationMinutes * 60_000 - nowMs : startMs - nowMs,
            format.locale,
          )}
        </Text>
      </Text>
      <Group gap="sm" wrap="wrap">
        <Button
          onClick={() => void join(session)}
          disabled={!isEnabled}
          loading={joiningId === session.id}
          aria-describedby={isEnabled ? undefined : hintId}
        >
          <Trans>Join Now</Trans>
        </Button>
        {isEnabled ? null : (
          <Text size="sm" c="dimmed" id={hintId}>
            <Trans>Join Now opens 10 minutes before the start.</Trans>
          </Text>
        )}
      </Group>
      {error ? (
        <Alert color="red" role="alert">
          {error}
        </Alert>
      ) : null}
    </Stack>
  );
}
