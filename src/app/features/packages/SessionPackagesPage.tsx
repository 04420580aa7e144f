import { Trans, useLingui } from '@lingui/react/macro';
import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { listOffers } from '#local/packages/package-lists';
import { useSessionFormat } from '../sessions/session-format.ts';
import { useSessionClock } from '../sessions/useSessionClock.ts';
import { OffersPanel } from './OffersPanel.tsx';
import { SellPackageModal } from './SellPackageModal.tsx';
import { SoldPackagesPanel } from './SoldPackagesPanel.tsx';

const route = getRouteApi('/_office/session-packages/$id');
type Tab = 'offers' | 'sold';

/** `/session-packages/$id`: the offers and the packages sold, read from the device (works offline). */
export function SessionPackagesPage() {
  const { t } = useLingui();
  const { id: specialistId } = route.useParams();
  const clock = useSessionClock();
  const format = useSessionFormat(clock.zone);
  const offers = useLiveQuery(() => listOffers(), []);
  const [tab, setTab] = useState<Tab>('sold');
  const [selling, setSelling] = useState<string | undefined>(undefined);
  const canSell = (offers ?? []).some((offer) => !offer.archived);
  // With no offer yet there is nothing to sell: start where one is defined.
  const shownTab = offers && offers.length === 0 && tab === 'sold' ? 'offers' : tab;

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          <Trans>Session packages</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Bundles of sessions you offer, and the patients and companies who hold them.</Trans>
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="md">
        <Tabs value={shownTab} onChange={(value) => setTab(value === 'offers' ? 'offers' : 'sold')}>
          <Tabs.List mb="md">
            <Tabs.Tab value="sold">{t`Packages sold`}</Tabs.Tab>
            <Tabs.Tab value="offers">{t`Offers (${offers?.length ?? 0})`}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="sold">
            <SoldPackagesPanel
              specialistId={specialistId}
              now={clock.now}
              format={format}
              canSell={canSell}
              onSell={() => setSelling('')}
            />
          </Tabs.Panel>
          <Tabs.Panel value="offers">
            <OffersPanel offers={offers ?? []} onSell={setSelling} />
          </Tabs.Panel>
        </Tabs>
      </Paper>
      <SellPackageModal
        offerId={selling}
        offers={offers ?? []}
        now={clock.now}
        zone={clock.zone}
        format={format}
        onClose={() => {
          setSelling(undefined);
          setTab('sold');
        }}
      />
    </Stack>
  );
}
