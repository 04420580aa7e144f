// What a missed session cost, under its payment on the session's page: the no-show's or the late
// cancellation's fee with what it earns, and for a package session whether its unit was used.
import { Trans, useLingui } from '@lingui/react/macro';
import { SimpleGrid } from '@mantine/core';
import { feeEarnings } from '#core/sessions/missed-sessions';
import type { SessionRow } from '#core/sessions/session-schema';
import { Fact } from '../../ui/RecordPage.tsx';
import type { SessionFormat } from './session-format.ts';

export function MissedSessionCost({ session, format }: { session: SessionRow; format: SessionFormat }) {
  const { t } = useLingui();
  const isMissed =
    session.status === 'noShow' || (session.status === 'cancelled' && session.lateCancellation);
  if (!isMissed) return null;
  // A row stored before missed sessions had a cost has none of these fields.
  const fee = session.fee ?? 0;
  const label = session.status === 'noShow' ? t`No-show fee` : t`Late cancellation fee`;
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} mt="md">
      <Fact label={label} testId="session-fee">
        {format.money(fee, session.currency)}
      </Fact>
      {fee > 0 ? (
        <Fact label={t`You earn from the fee`} testId="session-fee-earned">
          {format.money(feeEarnings(fee, session.commissionRateBps), session.currency)}
        </Fact>
      ) : null}
      {session.type === 'package' ? (
        <Fact label={t`Package unit`}>
          {session.usesPackageUnit === false ? <Trans>Returned to the package</Trans> : <Trans>Used</Trans>}
        </Fact>
      ) : null}
    </SimpleGrid>
  );
}
