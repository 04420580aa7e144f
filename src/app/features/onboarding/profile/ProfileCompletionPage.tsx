import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCircleCheck, IconCircleDashed } from '@tabler/icons-react';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { PROFILE_STEPS, type ProfileStep } from '#core/onboarding/profile-completion';
import { translate } from '../../../i18n/translate.ts';
import { ButtonLink } from '../../../ui/links.tsx';
import { SuccessAlert } from '../LinkNotice.tsx';
import { ProfileStepLayout } from './ProfileStepLayout.tsx';
import { STEP_ROUTES } from './step-routes.ts';
import { useProfileState } from './useProfileState.ts';

/** `/profile-completion/{id}`: the overview of the steps; resumes at the first one not filed. */
export function ProfileCompletionPage({ userId }: { userId: string }) {
  const { t } = useLingui();
  const { state, isFailed } = useProfileState();
  const labels: Record<ProfileStep, string> = {
    photo: t`Photo upload`,
    'basic-info': t`Basic information`,
    session: t`Session setup`,
  };
  const hints: Record<ProfileStep, string> = {
    photo: t`A professional image with a neutral background`,
    'basic-info': t`Biography, banner, patients, problems treated and mode of therapy`,
    session: t`Prices, availability, sessions or packages, bank and IBAN`,
  };
  return (
    <ProfileStepLayout
      title={<Trans>Complete Your Profile</Trans>}
      description={
        <Trans>Three short steps; what you save is kept, so you can stop and resume at any time.</Trans>
      }
      state={state}
      isFailed={isFailed}
    >
      {(profile) => (
        <Stack gap="sm">
          {PROFILE_STEPS.map((step) => {
            const isFiled = profile.filedSteps.includes(step);
            return (
              <Paper key={step} withBorder p="sm" data-testid={`step-${step}`}>
                <Group wrap="nowrap" gap="sm">
                  <ThemeIcon variant="light" color={isFiled ? 'teal' : 'gray'} radius="xl" aria-hidden>
                    {isFiled ? <IconCircleCheck size={18} /> : <IconCircleDashed size={18} />}
                  </ThemeIcon>
                  <Stack gap={0} style={{ flex: 1 }}>
                    <Text fw={600}>{labels[step]}</Text>
                    <Text size="sm" c="dimmed">
                      {hints[step]}
                    </Text>
                  </Stack>
                  <Text size="sm" c={isFiled ? 'teal.8' : 'dimmed'}>
                    {isFiled ? t`Done` : t`To do`}
                  </Text>
                </Group>
              </Paper>
            );
          })}
          {profile.isComplete || profile.nextStep === null ? (
            <>
              <SuccessAlert>{translate(M.profileCompleted)}</SuccessAlert>
              <ButtonLink to="/dashboard" fullWidth>
                <Trans>Go to my dashboard</Trans>
              </ButtonLink>
              <ButtonLink to="/edit-session/$id" params={{ id: userId }} variant="subtle" fullWidth>
                <Trans>Edit session setup</Trans>
              </ButtonLink>
            </>
          ) : (
            <ButtonLink to={STEP_ROUTES[profile.nextStep]} params={{ id: userId }} fullWidth>
              {profile.filedSteps.length === 0 ? <Trans>Start</Trans> : <Trans>Continue</Trans>}
            </ButtonLink>
          )}
        </Stack>
      )}
    </ProfileStepLayout>
  );
}
