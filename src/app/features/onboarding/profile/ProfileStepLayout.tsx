import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ProfileState } from '#core/onboarding/api';
import type { ProfileStep } from '#core/onboarding/profile-completion';
import { AuthLayout } from '../../auth/AuthLayout.tsx';
import { ProfileStepper } from './ProfileStepper.tsx';

type Props = {
  title: ReactNode;
  description?: ReactNode;
  state: ProfileState | undefined;
  isFailed: boolean;
  current?: ProfileStep;
  children: (state: ProfileState) => ReactNode;
};

/** The frame of every profile-completion page: Step 2 heading, the steps' progress, the step's form. */
export function ProfileStepLayout({ title, description, state, isFailed, current, children }: Props) {
  const { t } = useLingui();
  return (
    <AuthLayout isWide>
      <Stack gap="md">
        <Text size="sm" fw={600} c="teal.8" tt="uppercase">
          <Trans>Step 2 — Complete Your Profile</Trans>
        </Text>
        <Title order={1} fz="h2">
          {title}
        </Title>
        {description ? <Text c="dimmed">{description}</Text> : null}
        {isFailed ? (
          <Alert color="red" role="alert">
            <Trans>Your profile could not be loaded. Please check your connection and try again.</Trans>
          </Alert>
        ) : state ? (
          <>
            <ProfileStepper state={state} {...(current ? { current } : {})} />
            {children(state)}
          </>
        ) : (
          <Loader aria-label={t`Loading`} />
        )}
      </Stack>
    </AuthLayout>
  );
}
