// `/edit-profile/{id}`: the specialist's whole profile, read from the device's synced row and edited
// section by section (each saved on its own, through the outbox: offline too).
import { Trans, useLingui } from '@lingui/react/macro';
import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import type { ProfileSection } from '#core/profile/profile-schema';
import { readProfile } from '#local/profile/profile-commands';
import { AvailabilitySection } from './sections/AvailabilitySection.tsx';
import { PayoutSection } from './sections/PayoutSection.tsx';
import { PersonalSection } from './sections/PersonalSection.tsx';
import { PricingSection } from './sections/PricingSection.tsx';
import { ProfessionalSection } from './sections/ProfessionalSection.tsx';
import { PublicProfileSection } from './sections/PublicProfileSection.tsx';

export function EditProfilePage() {
  const { t } = useLingui();
  // null: read, and this device holds no profile yet (the first pull has not brought it).
  const profile = useLiveQuery(async () => (await readProfile()) ?? null, []);
  const [tab, setTab] = useState<ProfileSection>('personal');
  const tabs: { value: ProfileSection; label: string }[] = [
    { value: 'personal', label: t`Personal` },
    { value: 'professional', label: t`Professional` },
    { value: 'public', label: t`Public profile` },
    { value: 'pricing', label: t`Pricing` },
    { value: 'payout', label: t`Payout` },
    { value: 'availability', label: t`Availability` },
  ];
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          <Trans>Profile & availability</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>Your professional profile, pricing, and the days and hours you are available.</Trans>
        </Text>
      </Stack>
      {profile === undefined ? null : profile === null ? (
        // No spinner: a profile not yet pulled arrives with the next sync, which may be a while offline.
        <Text role="status">
          <Trans>Your profile is on its way to this device. It appears as soon as it arrives.</Trans>
        </Text>
      ) : (
        <Tabs value={tab} onChange={(value) => setTab((value as ProfileSection | null) ?? 'personal')}>
          <Tabs.List mb="md">
            {tabs.map((item) => (
              <Tabs.Tab key={item.value} value={item.value}>
                {item.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Tabs.Panel value="personal">
            <PersonalSection profile={profile} />
          </Tabs.Panel>
          <Tabs.Panel value="professional">
            <ProfessionalSection profile={profile} />
          </Tabs.Panel>
          <Tabs.Panel value="public">
            <PublicProfileSection profile={profile} />
          </Tabs.Panel>
          <Tabs.Panel value="pricing">
            <PricingSection profile={profile} />
          </Tabs.Panel>
          <Tabs.Panel value="payout">
            <PayoutSection profile={profile} />
          </Tabs.Panel>
          <Tabs.Panel value="availability">
            <AvailabilitySection profile={profile} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}
