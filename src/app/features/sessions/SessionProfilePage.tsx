import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Text, Timeline, Title } from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendarEvent,
  IconCheck,
  IconPlayerPlay,
  IconUserOff,
  IconX,
} from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { isLateCancellation, proposedMissedFee } from '#core/sessions/missed-sessions';
import { isJoinEnabled } from '#core/sessions/session-earnings';
import { sessionActions } from '#core/sessions/session-status';
import {
  cancelSession,
  completeSession,
  markNoShow,
  type SessionWriteResult,
} from '#local/sessions/session-commands';
import { getSession } from '#local/sessions/session-queries';
import { cancelSeries, seriesSessions } from '#local/sessions/session-series-commands';
import { translate } from '../../i18n/translate.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { MirroredIcon } from '../../ui/MirroredIcon.tsx';
import { Fact, RecordNotFound } from '../../ui/RecordPage.tsx';
import { NotSyncedBadge } from '../../ui/RecordTable.tsx';
import { useRecordView } from '../access-log/useRecordView.ts';
import { useJoinSession } from '../dashboard/useJoinSession.ts';
import { PatientLink } from '../patients/PatientLink.tsx';
import { SessionRecordNotes } from '../record/SessionRecordNotes.tsx';
import { CancelSessionModal, type LateCancellation } from './CancelSessionModal.tsx';
import { LazySessionFormModal } from './LazySessionFormModal.ts';
import { MissedSessionCost } from './MissedSessionCost.tsx';
import { NoShowModal } from './NoShowModal.tsx';
import type { SessionFormTarget } from './SessionFormModal.tsx';
import { SessionNotes } from './SessionNotes.tsx';
import { SessionPatientMails } from './SessionPatientMails.tsx';
import { SessionStatusBadge } from './SessionStatusBadge.tsx';
import { useSessionFormat } from './session-format.ts';
import { useOfficeTerms } from './useOfficeTerms.ts';
import { useSessionClock } from './useSessionClock.ts';

/**
 * `/sessions-profile/$id`: everything about one session from the local mirror, and the actions its
 * status allows (session-status.ts). Join Now opens 10 minutes before the start, as on the dashboard,
 * and opens the session's room (its conversation for a chat-mode session); while the session is under
 * way it takes the specialist back in.
 */
export function SessionProfilePage({ id }: { id: string }) {
  const { t } = useLingui();
  const clock = useSessionClock();
  const format = useSessionFormat(clock.zone);
  const session = useLiveQuery(async () => (await getSession(id)) ?? null, [id]);
  const series = useLiveQuery(
    async () => (session?.seriesId ? seriesSessions(session) : []),
    [session?.seriesId, session?.patientId, session?.version],
  );
  // The patient's own time, shown beside the office's when they live in another zone.
  const patientZone = session?.patientTimeZone ?? clock.zone;
  const patientFormat = useSessionFormat(patientZone);
  const [editing, setEditing] = useState<SessionFormTarget | undefined>(undefined);
  const [cancelling, setCancelling] = useState(false);
  const [isMarkingNoShow, setMarkingNoShow] = useState(false);
  const { missedSessionPolicy: policy } = useOfficeTerms();
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const joining = useJoinSession(format.locale);
  useRecordView(
    session ? { subject: 'session', subjectId: session.id, patientId: session.patientId } : undefined,
  );

  if (session === undefined) return null;
  if (session === null) {
    return (
      <RecordNotFound
        title={<Trans>Session not found</Trans>}
        back={{ to: '/sessions', label: <Trans>Back to sessions</Trans> }}
      />
    );
  }

  const options = { locale: format.locale };
  const act = async (write: Promise<SessionWriteResult>) => {
    const result = await write;
    setRefusal(result.ok ? undefined : translate(result.error.message));
    return result;
  };
  const actions = sessionActions(session.status);
  const canJoin = isJoinEnabled(session, clock.now);
  const missedTerms = (percent: number) => ({
    fee: proposedMissedFee(session, percent, policy.usesPackageUnit),
    usesPackageUnit: policy.usesPackageUnit,
  });
  // Judged when the dialog opens: the notice is counted from that moment.
  const late: LateCancellation | undefined = isLateCancellation(
    session.startsAt,
    clock.now,
    policy.noticeHours,
  )
    ? { noticeHours: policy.noticeHours, proposal: missedTerms(policy.lateCancelFeePercent), session, format }
    : undefined;
  const endsAt = new Date(Date.parse(session.startsAt) + session.durationMinutes * 60_000).toISOString();

  return (
    <Stack gap="lg">
      <AnchorLink to="/sessions" size="sm">
        <Group gap={4}>
          <MirroredIcon icon={IconArrowLeft} size={14} />
          <Trans>Sessions</Trans>
        </Group>
      </AnchorLink>
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Group gap="sm">
          <Title order={1} fz="h2">
            <Trans>
              Session <span dir="ltr">{session.reference}</span>
            </Trans>
          </Title>
          <SessionStatusBadge status={session.status} />
          <NotSyncedBadge version={session.version} size="sm" />
        </Group>
        <Group gap="xs" wrap="wrap">
          {actions.includes('join') || (session.status === 'ongoing' && canJoin) ? (
            <Button
              leftSection={<IconPlayerPlay size={16} aria-hidden />}
              disabled={!canJoin}
              loading={joining.joiningId === session.id}
              onClick={() => void joining.join(session)}
            >
              <Trans>Join Now</Trans>
            </Button>
          ) : null}
          {/* A planned session is completed here once it has begun: it was held outside the app. */}
          {actions.includes('complete') && (session.status === 'ongoing' || clock.now >= session.startsAt) ? (
            <Button
              variant={session.status === 'ongoing' ? 'filled' : 'default'}
              leftSection={<IconCheck size={16} aria-hidden />}
              onClick={() => void act(completeSession(session.id, options))}
            >
              {session.status === 'ongoing' ? (
                <Trans>Mark completed</Trans>
              ) : (
                <Trans>Mark completed (held outside the app)</Trans>
              )}
            </Button>
          ) : null}
          {actions.includes('noShow') && clock.now >= session.startsAt ? (
            <Button
              variant="default"
              leftSection={<IconUserOff size={16} aria-hidden />}
              onClick={() => setMarkingNoShow(true)}
            >
              <Trans>Mark no-show</Trans>
            </Button>
          ) : null}
          {actions.includes('reschedule') ? (
            <Button
              variant="default"
              leftSection={<IconCalendarEvent size={16} aria-hidden />}
              onClick={() => setEditing({ kind: 'edit', session })}
            >
              <Trans>Reschedule</Trans>
            </Button>
          ) : actions.includes('edit') ? (
            <Button variant="default" onClick={() => setEditing({ kind: 'edit', session })}>
              <Trans>Edit</Trans>
            </Button>
          ) : null}
          {actions.includes('cancel') ? (
            <Button
              variant="default"
              color="red"
              leftSection={<IconX size={16} aria-hidden />}
              onClick={() => setCancelling(true)}
            >
              <Trans>Cancel session</Trans>
            </Button>
          ) : null}
        </Group>
      </Group>
      {actions.includes('join') && !canJoin ? (
        <Text size="sm" c="dimmed">
          <Trans>Join Now opens 10 minutes before the start.</Trans>
        </Text>
      ) : null}
      {(refusal ?? joining.error) ? (
        <Alert
          color="red"
          role="alert"
          withCloseButton
          closeButtonLabel={t`Close`}
          onClose={() => setRefusal(undefined)}
        >
          {refusal ?? joining.error}
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="h4" mb="md">
          <Trans>Details</Trans>
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Fact label={t`Patient`}>
            <PatientLink id={session.patientId} type={session.patientType} name={session.patientName} />
          </Fact>
          <Fact label={t`Date`} testId="session-date">
            {format.longDate(session.startsAt)}
          </Fact>
          <Fact label={t`Start`} testId="session-start">
            {format.time(session.startsAt)}
          </Fact>
          <Fact label={t`End`}>{format.time(endsAt)}</Fact>
          {patientZone === clock.zone ? null : (
            <Fact label={t`Patient's time`} testId="session-patient-time">
              {patientFormat.longDate(session.startsAt)}, {patientFormat.time(session.startsAt)}{' '}
              <bdi>({patientZone.replaceAll('_', ' ')})</bdi>
            </Fact>
          )}
          <Fact label={t`Duration`}>{format.duration(session.durationMinutes)}</Fact>
          <Fact label={t`Mode`}>{format.mode(session.mode)}</Fact>
          <Fact label={t`Type`}>{format.type(session.type)}</Fact>
          {session.seriesRule && series && series.length > 0 ? (
            <Fact label={t`Series`} testId="session-series">
              {format.series(session.seriesRule)} ·{' '}
              {t`session ${series.findIndex((row) => row.id === session.id) + 1} of ${series.length}`}
            </Fact>
          ) : null}
          <Fact label={t`Status`} testId="session-status">
            {format.status(session.status)}
          </Fact>
        </SimpleGrid>
        {session.cancelReason ? (
          <Text mt="md" size="sm">
            <Trans>Cancelled: {session.cancelReason}</Trans>
          </Text>
        ) : null}
        {session.lateCancellation ? (
          <Text mt="xs" size="sm" fw={500} data-testid="session-late">
            <Trans>Cancelled late, inside your notice period.</Trans>
          </Text>
        ) : null}
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="h4" mb="md">
          <Trans>Payment</Trans>
        </Title>
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          <Fact label={t`Charge`}>{format.money(session.charge, session.currency)}</Fact>
          <Fact label={t`Commission`}>{format.money(session.commission, session.currency)}</Fact>
          <Fact label={t`Amount (you earn)`} testId="session-amount">
            {format.money(session.amount, session.currency)}
          </Fact>
          <Fact label={t`Total amount (patient pays)`}>
            {format.money(session.totalAmount, session.currency)}
          </Fact>
        </SimpleGrid>
        <MissedSessionCost session={session} format={format} />
      </Paper>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Paper withBorder radius="md" p="lg">
          <Stack gap="lg">
            <SessionNotes sessionId={session.id} stored={session.notes} locale={format.locale} />
            <SessionRecordNotes session={session} zone={clock.zone} />
          </Stack>
        </Paper>
        <Paper withBorder radius="md" p="lg">
          <Title order={2} fz="h4" mb="md">
            <Trans>History</Trans>
          </Title>
          <Timeline active={session.history.length - 1} bulletSize={14} lineWidth={2}>
            {session.history.map((entry) => (
              <Timeline.Item key={`${entry.at}-${entry.status}`} title={format.status(entry.status)}>
                <Text size="sm" c="dimmed">
                  {format.date(entry.at)} {format.time(entry.at)}
                </Text>
                {entry.startsAt ? (
                  <Text size="sm">
                    <Trans>
                      For {format.date(entry.startsAt)} at {format.time(entry.startsAt)}
                    </Trans>
                  </Text>
                ) : null}
              </Timeline.Item>
            ))}
          </Timeline>
        </Paper>
      </SimpleGrid>
      <SessionPatientMails sessionId={session.id} version={session.version} format={format} />
      <LazySessionFormModal target={editing} onClose={() => setEditing(undefined)} />
      <NoShowModal
        session={isMarkingNoShow ? session : undefined}
        proposal={missedTerms(policy.noShowFeePercent)}
        format={format}
        onCancel={() => setMarkingNoShow(false)}
        onConfirm={async (terms) => {
          const result = await markNoShow(session.id, options, terms);
          if (!result.ok) return translate(result.error.message);
          setMarkingNoShow(false);
          return undefined;
        }}
      />
      <CancelSessionModal
        reference={cancelling ? session.reference : undefined}
        late={late}
        onCancel={() => setCancelling(false)}
        isInSeries={session.seriesId !== null && session.seriesId !== undefined}
        onConfirm={async (reason, isReasonShared, lateTerms, scope) => {
          const choices = { isReasonShared, ...(lateTerms ? { late: lateTerms } : {}) };
          if (scope !== 'this') {
            const result = await cancelSeries(session, scope, reason, options, choices);
            const [refused] = result.refused;
            if (refused && result.done.length === 0) return translate(refused.error.message);
          } else {
            const result = await cancelSession(session.id, reason, options, choices);
            if (!result.ok) return translate(result.error.message);
          }
          setCancelling(false);
          return undefined;
        }}
      />
    </Stack>
  );
}
