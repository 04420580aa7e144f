// Public profile: how patients see the practice — biography, whom and what the specialist treats,
// and how, with the photo and banner (each picked file queued on its own, apart from Save).
import { useLingui } from '@lingui/react/macro';
import { Checkbox, Group, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { PATIENT_CATEGORIES, PROBLEMS, THERAPY_MODES } from '#core/onboarding/practice-lists';
import { BIOGRAPHY_MAX_CHARS, OTHER_PROBLEM_MAX_CHARS } from '#core/onboarding/profile-completion';
import type { ProfileRow } from '#core/profile/profile-schema';
import { referenceOptions } from '../../../ui/forms/reference-options.ts';
import { ProfileImageField } from '../ProfileImageField.tsx';
import { SectionForm } from '../SectionForm.tsx';
import { useProfileSection } from '../useProfileSection.ts';

type Values = {
  biography: string;
  patientCategories: string[];
  problems: string[];
  otherProblem: string;
  therapyModes: string[];
};

const SPEC = {
  id: 'public',
  valuesOf: (profile: ProfileRow): Values => ({
    biography: profile.biography,
    patientCategories: [...profile.patientCategories],
    problems: [...profile.problems],
    otherProblem: profile.otherProblem,
    therapyModes: [...profile.therapyModes],
  }),
  changesOf: (values: Values) => values,
};

export function PublicProfileSection({ profile }: { profile: ProfileRow }) {
  const { t } = useLingui();
  const section = useProfileSection(profile, SPEC);
  const { form } = section;
  return (
    <SectionForm section={section} testId="profile-public">
      <ProfileImageField
        field="photoFileId"
        fileId={profile.photoFileId}
        shape="portrait"
        label={t`Profile photo`}
        description={t`A professional photo on a neutral background. JPEG, PNG or GIF, 200 KB at most`}
        alt={t`Your profile photo`}
      />
      <ProfileImageField
        field="bannerFileId"
        fileId={profile.bannerFileId}
        shape="banner"
        label={t`Banner image`}
        description={t`JPEG, PNG or GIF, 200 KB at most`}
        alt={t`Your banner image`}
      />
      <Textarea
        label={t`Biography`}
        description={t`Who you are, how you work, whom you help`}
        required
        autosize
        minRows={4}
        maxLength={BIOGRAPHY_MAX_CHARS}
        {...form.getInputProps('biography')}
      />
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
    </SectionForm>
  );
}
