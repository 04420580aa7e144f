// Public profile: how patients see the practice — biography, whom and what the specialist treats,
// and how, with the photo and banner (each picked file queued on its own, apart from Save).
import { useLingui } from '@lingui/react/macro';
import { Textarea } from '@mantine/core';
import { BIOGRAPHY_MAX_CHARS } from '#core/onboarding/profile-completion';
import type { ProfileRow } from '#core/profile/profile-schema';
import { PracticeChoiceFields } from '../../onboarding/profile/PracticeChoiceFields.tsx';
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
        description={t`A professional photo on a neutral background.`}
        alt={t`Your profile photo`}
      />
      <ProfileImageField
        field="bannerFileId"
        fileId={profile.bannerFileId}
        shape="banner"
        label={t`Banner image`}
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
      <PracticeChoiceFields form={form} />
    </SectionForm>
  );
}
