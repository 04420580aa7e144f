import { Trans } from '@lingui/react/macro';
import { Grid, Stack } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { isRightToLeft } from '#core/languages';
import { instantToZoned } from '#core/sessions/session-time';
import { queryEarnings, queryNextSession } from '#local/sessions/dashboard-queries';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { LazySessionFormModal } from '../sessions/LazySessionFormModal.ts';
import type { SessionFormTarget } from '../sessions/SessionFormModal.tsx';
import { useSessionFormat } from '../sessions/session-format.ts';
import { useOfficeTerms } from '../sessions/useOfficeTerms.ts';
import { useSessionClock } from '../sessions/useSessionClock.ts';
import { EarningsHistory } from './EarningsHistory.tsx';
import { EarningsTotals } from './EarningsTotals.tsx';
import { NextSessionCard } from './NextSessionCard.tsx';
import { TodayAppointments } from './TodayAppointments.tsx';

/**
 * `/dashboard`: today's next session, today's appointments and the earnings, all read from the local
 * store with live queries, so the page works offline and follows changes synced from other devices.
 */
export function DashboardPage() {
  const terms = useOfficeTerms();
  const clock = useSessionClock();
  const format = useSessionFormat(clock.zone);
  const isRtl = isRightToLeft(useLanguage());
  const [booking, setBooking] = useState<SessionFormTarget | undefined>(undefined);
  // `null` once answered with nothing, so the card tells "nothing left today" from "still reading".
  const next = useLiveQuery(async () => (await queryNextSession(clock)) ?? null, [clock.now, clock.zone]);
  // Earnings move with the data (the live query) and with the local day, not with each clock tick.
  const today = instantToZoned(clock.now, clock.zone).date;
  const earnings = useLiveQuery(() => queryEarnings(clock), [today, clock.zone]);
  const openBooking = () => setBooking({ kind: 'new' });

  return (
    <Stack gap="lg">
      <PageHeader
        title={<Trans>Dashboard</Trans>}
        description={format.longDate(clock.now)}
        actionLabel={<Trans>New session</Trans>}
        onAction={openBooking}
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <NextSessionCard session={next} format={format} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <EarningsTotals earnings={earnings} currency={terms.currency} format={format} />
        </Grid.Col>
      </Grid>
      <TodayAppointments clock={clock} format={format} onNewSession={openBooking} />
      <EarningsHistory earnings={earnings} currency={terms.currency} format={format} isRtl={isRtl} />
      {/* After booking the dashboard stays: the new session shows in today's table and as next. */}
      <LazySessionFormModal target={booking} onClose={() => setBooking(undefined)} />
    </Stack>
  );
}
