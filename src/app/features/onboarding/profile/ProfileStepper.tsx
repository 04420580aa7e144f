import { useLingui } from '@lingui/react/macro';
import { Progress, Stack, Stepper, Text } from '@mantine/core';
import type { ProfileState } from '#core/onboarding/api';
import { PROFILE_STEPS, type ProfileStep } from '#core/onboarding/profile-completion';

/** The three steps with what is filed and where the specialist is (spec: Step 2, Complete Your Profile). */
export function ProfileStepper({ state, current }: { state: ProfileState; current?: ProfileStep }) {
  const { t } = useLingui();
  const labels: Record<ProfileStep, string> = {
    photo: t`Photo`,
    'basic-info': t`Basic information`,
    session: t`Session setup`,
  };
  const filed = state.filedSteps.length;
  const total = PROFILE_STEPS.length;
  const percent = Math.round((filed / total) * 100);
  const active = current ? PROFILE_STEPS.indexOf(current) : filed;
  return (
    <Stack gap="xs">
      <Progress value={percent} aria-label={t`Profile completion`} size="sm" />
      <Text size="xs" c="dimmed" data-testid="profile-progress">
        {t`${filed} of ${total} steps completed`}
      </Text>
      <Stepper active={active} size="xs" allowNextStepsSelect={false} wrap>
        {PROFILE_STEPS.map((step) => (
          <Stepper.Step key={step} label={labels[step]} />
        ))}
      </Stepper>
    </Stack>
  );
}
