// The calendar grid itself: @mantine/schedule with its styles, the dates context and the dayjs locales.
// Loaded lazily by CalendarPage (~50 KiB gzip with its CSS), so none of it reaches other pages' JS.
import '@mantine/dates/styles.layer.css';
import '@mantine/schedule/styles.layer.css';
import { useLingui } from '@lingui/react/macro';
import { Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import { Schedule, type ScheduleEventData, type ScheduleLabelsOverride } from '@mantine/schedule';
import { IconRepeat } from '@tabler/icons-react';
import { type ComponentPropsWithoutRef, type CSSProperties, useLayoutEffect, useRef } from 'react';
import 'dayjs/locale/ar';
import 'dayjs/locale/fr';
import { type AvailabilityCheck, isDayOff } from '#core/profile/availability';
import type { IsoWeekday } from '#core/sessions/session-periods';
import type { SessionListRow } from '#local/sessions/session-queries';
import type { SessionFormat } from '../sessions/session-format.ts';
import marks from './calendar-marks.module.css';
import {
  CALENDAR_VIEWS,
  CANCELLED_COLOR,
  type CalendarView,
  isMovable,
  MODE_COLORS,
  slotAvailability,
  toLibraryWeekday,
  toWall,
} from './calendar-model.ts';
import classes from './SessionCalendar.module.css';

type Props = {
  sessions: readonly SessionListRow[];
  zone: string;
  /** The weekly hours (shaded), the days off (hatched) and what the hours take. */
  availability: AvailabilityCheck;
  firstDay: IsoWeekday;
  format: SessionFormat;
  view: CalendarView;
  date: string;
  height: number;
  onViewChange: (view: CalendarView) => void;
  onDateChange: (date: string) => void;
  /** A free slot clicked: its start on the specialist's wall clock. */
  onSlotClick: (wallStart: string) => void;
  onSessionClick: (session: SessionListRow) => void;
  /** An event dropped: its new start on the specialist's wall clock. */
  onSessionDrop: (session: SessionListRow, wallStart: string) => void;
};

type Payload = { session: SessionListRow };

/** The controls row and the weekday row above the scrolling hours. */
const HEADER_HEIGHT = 56;

export function SessionCalendar(props: Props) {
  const { sessions, zone, format, view, date } = props;
  const labels = useScheduleLabels();
  const gridRef = useRef<HTMLDivElement>(null);
  // The library names each weekday heading "Weekday 2026-11-22" in every language while it shows
  // "Sun 22" (axe: label-content-name-mismatch); without that name the heading reads what it shows.
  useLayoutEffect(() => {
    for (const label of gridRef.current?.querySelectorAll('.mantine-WeekView-weekViewDayLabel') ?? []) {
      label.removeAttribute('aria-label');
    }
  });
  const { t } = useLingui();
  // A slot's wall clock read as UTC on both sides, so the browser's own zone never shifts it.
  const slotFormat = new Intl.DateTimeFormat(format.locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  const slotName = (wall: string) => slotFormat.format(Date.parse(`${wall.replace(' ', 'T')}Z`));
  const dayFormat = new Intl.DateTimeFormat(format.locale, { dateStyle: 'full', timeZone: 'UTC' });
  const shortDayFormat = new Intl.DateTimeFormat(format.locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const dayLabel = (day: string) => dayFormat.format(Date.parse(`${day.slice(0, 10)}T00:00:00Z`));
  const shortDayLabel = (day: string) => shortDayFormat.format(Date.parse(`${day.slice(0, 10)}T00:00:00Z`));
  // The shading says it to the eye; the slot's name says it to a screen reader.
  const slotLabel = (start: string, end: string) => {
    const state = slotAvailability(props.availability, start, end);
    const name = slotName(start);
    if (state === 'day-off') return { state, label: t`New session at ${name}, day off` };
    if (state === 'available') return { state, label: t`New session at ${name}, within your availability` };
    return { state, label: t`New session at ${name}` };
  };
  const events: ScheduleEventData<Payload>[] = sessions.map((session) => ({
    id: session.id,
    title: session.patientName,
    start: toWall(session.startsAt, zone),
    end: toWall(Date.parse(session.startsAt) + session.durationMinutes * 60_000, zone),
    color: session.status === 'cancelled' ? CANCELLED_COLOR : MODE_COLORS[session.mode],
    variant: 'filled',
    payload: { session },
  }));
  const sessionOf = (event: ScheduleEventData) => (event.payload as Payload).session;

  // Week and day: the spec's facts on their own lines, as many as the event's height shows (its
  // accessible name always has them all). Month: one line, the start and the patient.
  const renderEventBody = (event: ScheduleEventData) => {
    const session = sessionOf(event);
    const facts = `${format.type(session.type)} · ${format.money(session.charge, session.currency)}`;
    // What the colour and the strike-through say, for screen readers: the event's name is its text.
    const series = session.seriesRule ? `, ${format.series(session.seriesRule)}` : '';
    const unseen = `, ${format.mode(session.mode)}, ${format.status(session.status)}${series}`;
    if (view === 'month') {
      return (
        <Text span size="xs" fw={600} truncate>
          {format.time(session.startsAt)} {session.patientName}
          <VisuallyHidden>
            {`, ${format.timeRange(session.startsAt, session.durationMinutes)}, ${facts}${unseen}`}
          </VisuallyHidden>
        </Text>
      );
    }
    return (
      <Stack gap={0} className={classes.body}>
        <Text span size="xs" fw={700} truncate>
          {session.seriesRule ? <IconRepeat size={10} aria-hidden data-testid="series-mark" /> : null}{' '}
          {session.patientName}
        </Text>
        <Text span size="xs" truncate>
          {format.timeRange(session.startsAt, session.durationMinutes)}
        </Text>
        <Text span size="xs" truncate>
          {facts}
          <VisuallyHidden>{unseen}</VisuallyHidden>
        </Text>
      </Stack>
    );
  };

  const viewProps = {
    viewSelectProps: { views: CALENDAR_VIEWS },
    previousControlProps: { 'data-nav': 'previous' },
    nextControlProps: { 'data-nav': 'next' },
    renderEvent: (event: ScheduleEventData, rootProps: ComponentPropsWithoutRef<'button'>) => {
      const session = sessionOf(event);
      return (
        <UnstyledButton
          {...rootProps}
          style={logicalPosition(rootProps.style)}
          data-status={session.status}
          data-testid="calendar-event"
          className={`${rootProps.className ?? ''} ${classes.event}`}
        />
      );
    },
  };
  const timedViewProps = {
    ...viewProps,
    intervalMinutes: 30,
    slotHeight: 72,
    startScrollTime: '08:00:00',
    slotLabelFormat: (wall: string) => format.wallTime(wall.slice(11, 16)),
    getCurrentTime: () => toWall(Date.now(), zone),
    // The header row and the weekday row take the rest of the fixed height.
    scrollAreaProps: { mah: props.height - HEADER_HEIGHT },
    getTimeSlotProps: ({ start, end }: { start: string; end: string }) => {
      const { state, label } = slotLabel(start, end);
      return {
        'data-available': state === 'available' || undefined,
        'data-day-off': state === 'day-off' || undefined,
        'data-slot': start,
        'aria-label': label,
      };
    },
  };

  return (
    <DatesProvider
      settings={{ locale: format.locale.slice(0, 2), firstDayOfWeek: toLibraryWeekday(props.firstDay) }}
    >
      <Schedule
        ref={gridRef}
        className={`${classes.root} ${marks.grid}`}
        data-testid="calendar-grid"
        h={props.height}
        view={view}
        onViewChange={(next) => props.onViewChange(next === 'year' ? 'month' : next)}
        date={date}
        onDateChange={(next) => props.onDateChange(next.slice(0, 10))}
        events={events}
        labels={labels}
        renderEventBody={renderEventBody}
        withEventsDragAndDrop
        canDragEvent={(event) => isMovable(sessionOf(event).status)}
        onEventDrop={({ event, newStart }) => props.onSessionDrop(sessionOf(event), newStart)}
        onTimeSlotClick={({ slotStart }) => props.onSlotClick(slotStart)}
        onDayClick={(day) => {
          // A day of the month grid opens that day, where its hours can be booked.
          props.onDateChange(day.slice(0, 10));
          props.onViewChange('day');
        }}
        onEventClick={(event) => props.onSessionClick(sessionOf(event))}
        // Dates read as the rest of the app writes them in the language ("السبت، 28 نوفمبر 2026"), not
        // in the library's English order.
        dayViewProps={{ ...timedViewProps, withAllDaySlot: false, headerFormat: dayLabel }}
        weekViewProps={{
          ...timedViewProps,
          withAllDaySlots: false,
          withWeekNumber: false,
          weekLabelFormat: shortDayLabel,
        }}
        monthViewProps={{
          ...viewProps,
          // Which day a cell is, for the e2e checks that an event sits in its day's column.
          getDayProps: (day: string) => {
            if (!isDayOff(props.availability.daysOff, day)) return { 'data-date': day };
            const dayName = dayFormat.format(Date.parse(`${day}T00:00:00Z`));
            return { 'data-date': day, 'data-day-off': true, 'aria-label': t`${dayName}, day off` };
          },
        }}
      />
    </DatesProvider>
  );
}

/**
 * The month view places its events with a physical `left`, so in Arabic they land in the mirrored
 * column (a Thursday session drawn on Sunday); the same offset from the inline start is right in both
 * directions. The week and day views already place theirs by the inline start.
 */
function logicalPosition(style: CSSProperties | undefined): CSSProperties | undefined {
  if (style?.left === undefined) return style;
  const { left, ...rest } = style;
  return { ...rest, insetInlineStart: left };
}

function useScheduleLabels(): ScheduleLabelsOverride {
  const { t } = useLingui();
  return {
    day: t({ context: 'calendar view', message: 'Day' }),
    week: t({ context: 'calendar view', message: 'Week' }),
    month: t({ context: 'calendar view', message: 'Month' }),
    year: t({ context: 'calendar view', message: 'Year' }),
    allDay: t`All day`,
    weekday: t`Weekday`,
    timeSlot: t`Time slot`,
    today: t`Today`,
    next: t`Next`,
    previous: t`Previous`,
    more: t`More`,
    selectMonth: t`Select month`,
    selectYear: t`Select year`,
    switchToDayView: t`Switch to day view`,
    switchToWeekView: t`Switch to week view`,
    switchToMonthView: t`Switch to month view`,
    switchToYearView: t`Switch to year view`,
    viewSelectLabel: t`Calendar view`,
    noEvents: t`No sessions`,
    moreLabel: (count: number) => t`+${count} more`,
  };
}
