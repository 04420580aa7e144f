import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Divider, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, Fragment, useRef, useState } from 'react';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { VALIDATION_MESSAGES } from '#core/validation/messages';
import { translate } from '../../i18n/translate.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { focusFirstError } from '../../ui/forms/focus-first-error.ts';
import { HydrateInTurns, HydrateOnInteraction } from '../../ui/HydrateInTurns.tsx';
import { AnchorLink } from '../../ui/links.tsx';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import { DiplomaFields } from './DiplomaFields.tsx';
import { DraftFieldset } from './DraftFieldset.tsx';
import { DeclarationField, DocumentsField, PhotoField, VideoFields } from './MediaFields.tsx';
import { PersonalFields } from './PersonalFields.tsx';
import { ProfessionFields } from './ProfessionFields.tsx';
import classes from './RegistrationPage.module.css';
import { emptyRegistration, type RegistrationValues } from './registration-values.ts';
import { TrainingFields } from './TrainingFields.tsx';
import { useDraftFiles } from './useDraftFiles.ts';
import { useEmailAvailability } from './useEmailAvailability.ts';
import { useRegistrationDraft } from './useRegistrationDraft.ts';
import { useSubmitRegistration } from './useSubmitRegistration.ts';

// The schema brings the phone metadata (~120 KiB, a long task to evaluate on a phone): fetched when the
// user first reaches a field of the form, which comes before any submit, never during the page's load.
const loadValidation = () => import('./validate-registration.ts');

/** Sign-up (spec §2 /sign-up): every field of the specialist profile, kept as a local draft. */
export function RegistrationPage() {
  const { t } = useLingui();
  const language = useLanguage();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<RegistrationValues>({ initialValues: emptyRegistration() });
  const files = useDraftFiles();
  const draft = useRegistrationDraft(form);
  const emailStatus = useEmailAvailability(form.values.email);
  const submit = useSubmitRegistration(form, files);
  const [isIncomplete, setIncomplete] = useState(false);
  const isValidationWanted = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { validateRegistration } = await loadValidation();
    const errors = validateRegistration(form.values, files.rows, language);
    if (emailStatus === 'taken' && errors.email === undefined) errors.email = translate(M.emailTaken);
    form.setErrors(errors);
    const hasErrors = Object.keys(errors).length > 0;
    setIncomplete(hasErrors);
    if (hasErrors) {
      focusFirstError(formRef.current);
      return;
    }
    if (await submit.run()) await navigate({ to: '/thankyou' });
    else focusFirstError(formRef.current);
  }

  return (
    <AuthLayout isWide>
      <form
        ref={formRef}
        onSubmit={onSubmit}
        onFocus={() => {
          if (isValidationWanted.current) return;
          isValidationWanted.current = true;
          void loadValidation();
        }}
        noValidate
        aria-labelledby="sign-up-title"
      >
        <Stack gap="md">
          <Title order={1} fz="h2" id="sign-up-title">
            <Trans>Register as a psychologist or coach</Trans>
          </Title>
          <Text c="dimmed" size="sm">
            <Trans>
              Your answers are saved on this device as you type, so you can finish later, even offline. Our
              team reviews every request.
            </Trans>
          </Text>
        </Stack>
        {/* Drawn at once, so nothing moves when the draft arrives, but not editable before that. */}
        <Stack
          renderRoot={(props) => <DraftFieldset {...props} restore={draft} />}
          gap="md"
          mt="md"
          className={classes.fields}
        >
          <HydrateInTurns
            parts={[
              <Fragment key="personal">
                <Divider label={t`About you`} labelPosition="left" />
                <PersonalFields form={form} emailStatus={emailStatus} />
              </Fragment>,
              <Fragment key="practice">
                <Divider label={t`Your practice`} labelPosition="left" />
                <ProfessionFields form={form} />
                <HydrateOnInteraction>
                  <PhotoField form={form} files={files} />
                </HydrateOnInteraction>
              </Fragment>,
              <Fragment key="diplomas">
                <Divider label={t`Diplomas`} labelPosition="left" />
                <DiplomaFields form={form} files={files} />
              </Fragment>,
              <Fragment key="trainings">
                <Divider label={t`Trainings`} labelPosition="left" />
                <TrainingFields form={form} />
              </Fragment>,
              <Fragment key="documents">
                <Divider label={t`Documents and video`} labelPosition="left" />
                <DocumentsField form={form} files={files} />
                <VideoFields form={form} files={files} />
                <DeclarationField form={form} />
              </Fragment>,
            ]}
          />
          {isIncomplete ? (
            <Alert
              color="red"
              icon={<IconAlertCircle aria-hidden />}
              role="alert"
              data-testid="form-incomplete"
            >
              {translate(VALIDATION_MESSAGES.completeAllRequired)}
            </Alert>
          ) : null}
          {submit.failure ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
              {submit.failure}
            </Alert>
          ) : null}
          <Button type="submit" size="md" loading={submit.isSubmitting} fullWidth>
            <Trans>Submit my registration</Trans>
          </Button>
          <Text ta="center" size="sm">
            <Trans>Already registered?</Trans>{' '}
            <AnchorLink to="/sign-in/{-$id}" params={{ id: undefined }}>
              <Trans>Sign in</Trans>
            </AnchorLink>
          </Text>
        </Stack>
      </form>
    </AuthLayout>
  );
}
