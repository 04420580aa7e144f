import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { PATIENT_CATEGORIES, PROBLEMS, THERAPY_MODES } from '#core/onboarding/practice-lists';
import { OTHER_PROBLEM_MAX_CHARS } from '#core/onboarding/profile-completion';
import { referenceOptions } from '../../../ui/forms/reference-options.ts';

export type PracticeChoiceValues = {
  patientCategories: string[];
  problems: string[];
  otherProblem: string;
  therapyModes: string[];
};

/**
 * Whom and what the specialist treats, and how: patient categories, problems (with Other and its
 * specify field) and modes of therapy. Any form holding them uses it (Step 2, the office profile).
 */
export function PracticeChoiceFields<TValues extends PracticeChoiceValues>({
  form,
}: {
  form: UseFormReturnType<TValues>;
}) {
  const { t } = useLingui();
  return (
    <>
      <Checkbox.Group label={t`Categories of patients`} required {...form.getInputProps('patientCategories')}>
        <Group mt={6}>
          {referenceOptions(PATIENT_CATEGORIES).map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} />
          ))}
        </Group>
      </Checkbox.Group>
      <Checkbox.Group label={t`Problems treated`} required {...form.getInputProps('problems')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt={6} spacing={6}>
          {referenceOptions(PROBLEMS).map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>
      {form.values.problems.includes('other') ? (
        <TextInput
          label={t`Other, please specify`}
          required
          maxLength={OTHER_PROBLEM_MAX_CHARS}
          {...form.getInputProps('otherProblem')}
        />
      ) : null}
      <Checkbox.Group label={t`Mode of therapy`} required {...form.getInputProps('therapyModes')}>
        <Group mt={6}>
          {referenceOptions(THERAPY_MODES).map((option) => (
            <Checkbox key={option.value} value={option.value} label={option.label} />
          ))}
        </Group>
      </Checkbox.Group>
    </>
  );
}
