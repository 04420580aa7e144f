import { useLingui } from '@lingui/react/macro';
import { SimpleGrid, TextInput } from '@mantine/core';

type Props = {
  /** Whole labels, each translated as one sentence ("Consent to care given on"). */
  labels: { day: string; version: string };
  day: string;
  version: string;
  errors: { day?: string | undefined; version?: string | undefined };
  onDay: (value: string) => void;
  onVersion: (value: string) => void;
};

/** One consent of the patient form: the day it was given (DD/MM/YYYY) and the form's version. */
export function ConsentFields({ labels, day, version, errors, onDay, onVersion }: Props) {
  const { t } = useLingui();
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label={labels.day}
        placeholder={t`DD/MM/YYYY`}
        inputMode="numeric"
        dir="ltr"
        value={day}
        onChange={(event) => onDay(event.currentTarget.value)}
        error={errors.day}
      />
      <TextInput
        label={labels.version}
        placeholder={t`e.g. v3 (2026)`}
        value={version}
        onChange={(event) => onVersion(event.currentTarget.value)}
        error={errors.version}
      />
    </SimpleGrid>
  );
}
