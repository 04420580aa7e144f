import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Paper, Skeleton, Stack } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { lazy, Suspense, useState } from 'react';
import type { AvailabilityWarning } from '#core/profile/availability';
import { rescheduleSession } from '#local/sessions/session-commands';
import { type SessionListRow, sessionsBetween } from '#local/sessions/session-queries';
import { translate } from '../../i18n/translate.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { useIsPhone } from '../../ui/useIsPhone.ts';
import { BookingWarning } from '../sessions/BookingWarning.tsx';
import { bookingWarning } from '../sessions/booking-warning.ts';
import { LazySessionFormModal } from '../sessions/LazySessionFormModal.ts';
import type { SessionFormTarget } from '../sessions/SessionFormModal.tsx';
import { useSessionFormat } from '../sessions/session-format.ts';
import { useOfficeTerms } from '../sessions/useOfficeTerms.ts';
import { useSessionClock } from '../sessions/useSessionClock.ts';
import { CalendarLegend } from './CalendarLegend.tsx';
import { type CalendarView, fromWall, localDateOf, visibleRange } from './calendar-model.ts';
import { SessionEventCard } from './SessionEventCard.tsx';

// The library (~50 KiB gzip) loads with the page's first paint, never with other pages.
const SessionCalendar = lazy(() =>
  import('./SessionCalendar.tsx').then((module) => ({ default: module.SessionCalendar })),
);

/** The grid's fixed height: the skeleton takes the same, so nothing moves when the library arrives. */
const CALENDAR_HEIGHT = 720;
const NO_SESSIONS: SessionListRow[] = [];

/**
 * `/calendar`: the specialist's sessions by day, week and month from the local store (offline too, and
 * live: a change synced from another device moves the event). A free slot books there, an event opens
 * its card, a drag reschedules through the same rules as the booking form.
 */
export function CalendarPage() {
  const { t } = useLingui();
  const terms = useOfficeTerms();
  const zone = terms.timeZone;
  const format = useSessionFormat(zone);
  const { firstDay } = useSessionClock();
  const isPhone = useIsPhone();
  const [view, setView] = useState<CalendarView>(isPhone ? 'day' : 'week');
  const [date, setDate] = useState(() => localDateOf(Date.now(), zone));
  const [booking, setBooking] = useState<SessionFormTarget | undefined>(undefined);
  const [openId, setOpenId] = useState<string | undefined>(undefined);
  const [refusal, setRefusal] = useState<string | undefined>(undefined);
  const [moveWarning, setMoveWarning] = useState<AvailabilityWarning | undefined>(undefined);

  const range = visibleRange(view, date, zone, firstDay);
  const sessions = useLiveQuery(() => sessionsBetween(range), [range.start, range.end]) ?? NO_SESSIONS;
  const opened = sessions.find((session) => session.id === openId);

  const move = async (session: SessionListRow, wallStart: string) => {
    const startsAt = fromWall(wallStart, zone);
    if (startsAt === session.startsAt) return;
    setRefusal(undefined);
    setMoveWarning(undefined);
    const result = await rescheduleSession(session.id, startsAt, { locale: format.locale });
    // Refused: nothing was written, so the live query keeps the event where it was.
    if (!result.ok) {
      setRefusal(translate(result.error.message));
      return;
    }
    // Moved outside the availability: it stays moved, as a booking there would be; the page says so.
    const [wallDate = '', wallTime = ''] = wallStart.split(' ');
    setMoveWarning(
      bookingWarning(terms, {
        date: wallDate,
        time: wallTime.slice(0, 5),
        durationMinutes: session.durationMinutes,
        type: session.type,
      }),
    );
  };

  return (
    <Stack gap="md">
      <PageHeader
        title={<Trans>Calendar</Trans>}
        description={<Trans>Your sessions by day, week and month, with their time, type and charge.</Trans>}
        actionLabel={<Trans>New session</Trans>}
        onAction={() => setBooking({ kind: 'new' })}
      />
      <CalendarLegend format={format} />
      {refusal && (
        <Alert
          color="red"
          role="alert"
          title={t`The session was not moved`}
          withCloseButton
          closeButtonLabel={t`Dismiss`}
          onClose={() => setRefusal(undefined)}
          data-testid="calendar-refusal"
        >
          {refusal}
        </Alert>
      )}
      <BookingWarning
        warning={moveWarning}
        onClose={() => setMoveWarning(undefined)}
        closeButtonLabel={t`Dismiss`}
      >
        <Trans>The session was moved.</Trans>
      </BookingWarning>
      <Paper withBorder radius="md" p={{ base: 'xs', sm: 'md' }}>
        <Suspense fallback={<Skeleton h={CALENDAR_HEIGHT} radius="md" aria-hidden />}>
          <SessionCalendar
            sessions={sessions}
            zone={zone}
            availability={terms}
            firstDay={firstDay}
            format={format}
            view={view}
            date={date}
            height={CALENDAR_HEIGHT}
            onViewChange={setView}
            onDateChange={setDate}
            onSlotClick={(wallStart) => setBooking({ kind: 'new', startsAt: fromWall(wallStart, zone) })}
            onSessionClick={(session) => setOpenId(session.id)}
            onSessionDrop={(session, wallStart) => void move(session, wallStart)}
          />
        </Suspense>
      </Paper>
      <SessionEventCard
        session={opened}
        format={format}
        onClose={() => setOpenId(undefined)}
        onEdit={(session) => {
          setOpenId(undefined);
          setBooking({ kind: 'edit', session });
        }}
      />
      <LazySessionFormModal target={booking} onClose={() => setBooking(undefined)} />
    </Stack>
  );
}
