import { Trans, useLingui } from '@lingui/react/macro';
import {
  Button,
  Checkbox,
  Fieldset,
  Group,
  Modal,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { LANGUAGE_CODES, NATIVE_LANGUAGE_NAMES } from '#core/languages';
import type { PatientFields } from '#core/patients/patient-schema';
import { listCompanies } from '#local/patients/patient-queries';
import { discardTypedInput, keepTypedInput, readTypedInput } from '#local/typed-input';
import { useFormSubmit } from '../../ui/forms/useFormSubmit.ts';
import { TimeZoneSelect } from '../onboarding/profile/TimeZoneSelect.tsx';
import { ConsentFields } from './ConsentFields.tsx';
import { parsePatientForm } from './parse-patient-form.ts';
import { EMPTY_PATIENT_FORM, type PatientFormValues, typedFormValues } from './patient-form-values.ts';
import { useCountryNames } from './useCountryNames.ts';

type Props = {
  opened: boolean;
  title: string;
  initial: PatientFormValues | undefined;
  /** Excluded from the employer list (a company cannot employ itself). */
  editingId?: string | undefined;
  /**
   * Where what is typed is kept until it is saved or cancelled (#local/typed-input): by default the
   * patient edited, or the new patient being added.
   */
  draftKey?: string;
  onClose: () => void;
  onSubmit: (fields: PatientFields) => Promise<void>;
};

/** Add or edit a patient: the shared schema validates here exactly as on the server. Works offline. */
/** Each language in its own name: the patient's, whatever the interface's. */
const PATIENT_LANGUAGE_OPTIONS = LANGUAGE_CODES.map((code) => ({
  value: code,
  label: NATIVE_LANGUAGE_NAMES[code],
}));

export function PatientFormModal({
  opened,
  title,
  initial,
  editingId,
  draftKey = `patient:${editingId ?? 'new'}`,
  onClose,
  onSubmit,
}: Props) {
  const { t } = useLingui();
  const [values, setValues] = useState<PatientFormValues>(initial ?? EMPTY_PATIENT_FORM);
  const { errors, setErrors, isSaving, formRef, submitting } = useFormSubmit();
  const countryOptions = useCountryNames();
  const companies = useLiveQuery(listCompanies, []) ?? [];

  useEffect(() => {
    if (!opened) return;
    setValues(initial ?? EMPTY_PATIENT_FORM);
    setErrors({});
    // What was typed here before and not saved (a reload, a closed dialog) comes back.
    let isCurrent = true;
    void readTypedInput(draftKey).then((typed) => {
      if (isCurrent) setValues((current) => ({ ...current, ...typedFormValues(typed) }));
    });
    return () => {
      isCurrent = false;
    };
  }, [opened, initial, draftKey, setErrors]);

  const set = <K extends keyof PatientFormValues>(key: K, value: PatientFormValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    void keepTypedInput(draftKey, { [key]: value });
  };

  const submit = submitting(
    () => parsePatientForm(values),
    async ({ fields }) => {
      await onSubmit(fields);
      await discardTypedInput(draftKey);
      onClose();
      return undefined;
    },
  );
  const cancel = () => {
    void discardTypedInput(draftKey);
    onClose();
  };

  const isPerson = values.type === 'individual';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <form ref={formRef} onSubmit={submit} noValidate data-testid="patient-form">
        <Stack gap="sm">
          <Stack gap={4}>
            <Text size="sm" fw={500} id="patient-type-label">
              <Trans>Type</Trans>
            </Text>
            <SegmentedControl
              aria-labelledby="patient-type-label"
              value={values.type}
              onChange={(value) => set('type', value === 'company' ? 'company' : 'individual')}
              data={[
                { value: 'individual', label: t`Individual` },
                { value: 'company', label: t`Company` },
              ]}
            />
          </Stack>
          <TextInput
            label={isPerson ? t`Name` : t`Company name`}
            required
            data-autofocus
            value={values.name}
            onChange={(event) => set('name', event.currentTarget.value)}
            error={errors.name}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <TextInput
              label={t`Contact number`}
              description={t`With the country code, e.g. +33 6 12 34 56 78`}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              dir="ltr"
              required
              value={values.contactNumber}
              onChange={(event) => set('contactNumber', event.currentTarget.value)}
              error={errors.contactNumber}
            />
            <TextInput
              label={t`E-mail`}
              type="email"
              autoComplete="email"
              dir="ltr"
              required
              value={values.email}
              onChange={(event) => set('email', event.currentTarget.value)}
              error={errors.email}
            />
          </SimpleGrid>
          {isPerson ? (
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <Select
                label={t`Gender`}
                required
                data={[
                  { value: 'male', label: t`Male` },
                  { value: 'female', label: t`Female` },
                ]}
                value={values.gender || null}
                onChange={(value) => set('gender', value ?? '')}
                error={errors.gender}
              />
              <TextInput
                label={t`Date of birth`}
                placeholder={t`DD/MM/YYYY`}
                inputMode="numeric"
                dir="ltr"
                required
                value={values.dateOfBirth}
                onChange={(event) => set('dateOfBirth', event.currentTarget.value)}
                error={errors.dateOfBirth}
              />
            </SimpleGrid>
          ) : null}
          <Select
            label={t`Country`}
            required
            searchable
            data={countryOptions}
            value={values.country || null}
            onChange={(value) => set('country', value ?? '')}
            error={errors.country}
            nothingFoundMessage={t`No country found`}
          />
          <Select
            label={t`Preferred language`}
            description={t`The patient's e-mails and documents are written in it.`}
            placeholder={t`Same as yours`}
            clearable
            data={PATIENT_LANGUAGE_OPTIONS}
            value={values.language || null}
            onChange={(value) => set('language', value ?? '')}
            error={errors.language}
          />
          <TimeZoneSelect
            label={t`Patient's time zone`}
            description={t`Their e-mails give session times in it; the office shows both when it differs from yours.`}
            placeholder={t`Same as your time zone`}
            clearable
            allowDeselect
            value={values.timeZone}
            onChange={(value) => set('timeZone', value ?? '')}
            error={errors.timeZone}
          />
          <Checkbox
            label={t`E-mail reminders before each session`}
            description={t`At the moments your profile sets (Availability). Booking, change and cancellation e-mails are always sent.`}
            checked={values.sessionReminders !== 'off'}
            onChange={(event) => set('sessionReminders', event.currentTarget.checked ? 'on' : 'off')}
          />
          {isPerson && companies.length > 0 ? (
            <Select
              label={t`Company (employer)`}
              clearable
              data={companies
                .filter((company) => company.id !== editingId)
                .map((company) => ({ value: company.id, label: company.name }))}
              value={values.companyId || null}
              onChange={(value) => set('companyId', value ?? '')}
              error={errors.companyId}
            />
          ) : null}
          <Fieldset legend={t`Consents`} variant="filled">
            <Stack gap="sm">
              <ConsentFields
                labels={{ day: t`Consent to care given on`, version: t`Care consent form version` }}
                day={values.careConsentOn}
                version={values.careConsentVersion}
                errors={{ day: errors.careConsentOn, version: errors.careConsentVersion }}
                onDay={(value) => set('careConsentOn', value)}
                onVersion={(value) => set('careConsentVersion', value)}
              />
              <ConsentFields
                labels={{
                  day: t`Consent to data processing given on`,
                  version: t`Data processing consent form version`,
                }}
                day={values.dataConsentOn}
                version={values.dataConsentVersion}
                errors={{ day: errors.dataConsentOn, version: errors.dataConsentVersion }}
                onDay={(value) => set('dataConsentOn', value)}
                onVersion={(value) => set('dataConsentVersion', value)}
              />
            </Stack>
          </Fieldset>
          <Group justify="flex-end" mt="sm">
            <Button variant="default" onClick={cancel}>
              <Trans>Cancel</Trans>
            </Button>
            <Button type="submit" loading={isSaving}>
              <Trans>Save</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
