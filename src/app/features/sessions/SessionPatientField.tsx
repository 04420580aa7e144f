// The booking form's patient: a searchable choice among the specialist's patients, or, with none yet,
// the way to add one first.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Select, Stack, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { listPatientChoices } from '#local/patients/patient-choices';
import { AnchorLink } from '../../ui/links.tsx';

type Props = {
  value: string;
  onChange: (patientId: string) => void;
  error: string | undefined;
  disabled: boolean;
  /** An edit keeps its patient even if the list is empty on this device. */
  isEditing: boolean;
  /** Leaving for the patients page closes the form. */
  onLeave: () => void;
};

export function SessionPatientField({ value, onChange, error, disabled, isEditing, onLeave }: Props) {
  const { t } = useLingui();
  const patients = useLiveQuery(listPatientChoices, []) ?? [];
  const options = useMemo(
    () => patients.map((patient) => ({ value: patient.id, label: patient.name })),
    [patients],
  );
  if (patients.length === 0 && !isEditing) {
    // A select with nothing to choose is a dead end for everyone, and axe flags its empty list.
    return (
      <Alert color="yellow" title={t`Add a patient first`}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            <Trans>A session is booked with one of your patients.</Trans>
          </Text>
          <AnchorLink to="/patients" onClick={onLeave}>
            <Trans>Go to patients</Trans>
          </AnchorLink>
        </Stack>
      </Alert>
    );
  }
  return (
    <Select
      label={t`Patient`}
      required
      searchable
      limit={50}
      // A new session starts with its patient. An edit (most often a reschedule) keeps the patient, and
      // focusing this searchable field would open its list over the form.
      data-autofocus={isEditing ? undefined : true}
      data={options}
      value={value || null}
      onChange={(next) => onChange(next ?? '')}
      error={error}
      disabled={disabled}
      nothingFoundMessage={t`No patient found`}
    />
  );
}
