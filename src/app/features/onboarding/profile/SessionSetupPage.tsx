import { Trans, useLingui } from '@lingui/react/macro';
import { Divider, NumberInput, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { type FormEvent, useRef, useState } from 'react';
import * as v from 'valibot';
import type { ProfileState } from '#core/onboarding/api';
import { CURRENCIES } from '#core/onboarding/practice-lists';
import { sessionStepSchema } from '#core/onboarding/profile-completion';
import { useUnsavedInput } from '../../../pwa/unsaved-input.ts';
import { fieldErrorsOf } from '../../../ui/forms/field-errors.ts';
import { focusFirstError } from '../../../ui/forms/focus-first-error.ts';
import { AvailabilityFields, SessionOfferField } from './AvailabilityFields.tsx';
import { ProfileStepLayout } from './ProfileStepLayout.tsx';
import { editSession, fileStep } from './profile-api.ts';
import { StepActions } from './StepActions.tsx';
import { type SessionValues, sessionBody, sessionValuesOf } from './session-values.ts';
import { TimeZoneSelect } from './TimeZoneSelect.tsx';
import { useProfileState } from './useProfileState.ts';
import { useStepSubmit } from './useStepSubmit.ts';

type Mode = 'setup' | 'edit';

/** `/session/{id}` (the last step) and `/edit-session/{id}` (the same form once filed). */
export function SessionSetupPage({ userId, mode }: { userId: string; mode: Mode }) {
  const { state, isFailed } = useProfileState();
  return (
    <ProfileStepLayout
      title={mode === 'edit' ? <Trans>Edit session</Trans> : <Trans>Session setup</Trans>}
      description={<Trans>Your prices, when you are available, and where your earnings are paid.</Trans>}
      state={state}
      isFailed={isFailed}
      current="session"
    >
      {(profile) => <SessionForm userId={userId} profile={profile} mode={mode} />}
    </ProfileStepLayout>
  );
}

function SessionForm({ userId, profile, mode }: { userId: string; profile: ProfileState; mode: Mode }) {
  const { t } = useLingui();
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm<SessionValues>({ initialValues: sessionValuesOf(profile.session) });
  const submit = useStepSubmit(mode === 'edit' ? 'edit-session' : 'session', userId);
  const [isIncomplete, setIncomplete] = useState(false);
  useUnsavedInput('session-setup', form.isDirty());

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = v.safeParse(sessionStepSchema, sessionBody(form.values));
    if (!parsed.success) {
      form.setErrors(fieldErrorsOf(parsed.issues));
      setIncomplete(true);
      focusFirstError(formRef.current);
      return;
    }
    setIncomplete(false);
    await submit.run(() =>
      mode === 'edit' ? editSession(parsed.output) : fileStep('session', parsed.output),
    );
  }

  const currency = form.values.currency;
  return (
    <form ref={formRef} onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <NumberInput
            label={t`Price for 30 minutes`}
            required
            min={0}
            decimalScale={2}
            prefix={`${currency} `}
            {...form.getInputProps('price30')}
          />
          <NumberInput
            label={t`Price for 1 hour`}
            required
            min={0}
            decimalScale={2}
            prefix={`${currency} `}
            {...form.getInputProps('price60')}
          />
          <Select
            label={t`Currency`}
            required
            data={[...CURRENCIES]}
            allowDeselect={false}
            {...form.getInputProps('currency')}
          />
        </SimpleGrid>
        <TimeZoneSelect required {...form.getInputProps('timeZone')} value={form.values.timeZone} />
        <AvailabilityFields form={form} />
        <SessionOfferField form={form} />
        <Divider label={t`Financial information`} labelPosition="left" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t`Bank name`} required {...form.getInputProps('bankName')} />
          <TextInput label={t`IBAN`} required dir="ltr" autoComplete="off" {...form.getInputProps('iban')} />
        </SimpleGrid>
        <StepActions
          userId={userId}
          failure={submit.failure}
          isSubmitting={submit.isSubmitting}
          isIncomplete={isIncomplete}
          {...(mode === 'setup' ? { submitLabel: t`Finish my profile` } : { submitLabel: t`Save changes` })}
        />
      </Stack>
    </form>
  );
}
