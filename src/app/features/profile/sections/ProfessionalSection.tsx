// Professional: the profession and its title, experience, status, diplomas and trainings (saved with
// the section), the Documents list and the presentation video (each file queued as it is picked).
// A change to the credentials is sent to the admin for review (the profile stays active).
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, TextInput, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import type { ProfileRow } from '#core/profile/profile-schema';
import { ProfessionChoiceFields } from '../../registration/ProfessionChoiceFields.tsx';
import type { TrainingValues } from '../../registration/registration-values.ts';
import { TrainingFields } from '../../registration/TrainingFields.tsx';
import { ProfileFilesField } from '../ProfileFilesField.tsx';
import { SectionForm } from '../SectionForm.tsx';
import { useProfileSection } from '../useProfileSection.ts';
import { type DiplomaEntryValues, DiplomaListFields } from './DiplomaListFields.tsx';

type Values = {
  profession: string;
  professionTitle: string;
  yearsOfExperience: string;
  professionalStatus: string;
  diplomas: DiplomaEntryValues[];
  trainings: TrainingValues[];
  youtubeUrl: string;
};

const withoutKey = <T extends { key: string }>({ key: _key, ...entry }: T) => entry;

const SPEC = {
  id: 'professional',
  valuesOf: (profile: ProfileRow): Values => ({
    profession: profile.profession,
    professionTitle: profile.professionTitle,
    yearsOfExperience: String(profile.yearsOfExperience),
    professionalStatus: profile.professionalStatus,
    diplomas: profile.diplomas.map((diploma) => ({ ...diploma, key: crypto.randomUUID() })),
    trainings: profile.trainings.map((training) => ({ ...training, key: crypto.randomUUID() })),
    youtubeUrl: profile.youtubeUrl ?? '',
  }),
  changesOf: (values: Values) => ({
    ...values,
    // An empty number is missing (its own message), an empty link is none (the video may stand alone).
    yearsOfExperience: values.yearsOfExperience.trim() === '' ? undefined : Number(values.yearsOfExperience),
    diplomas: values.diplomas.map(withoutKey),
    trainings: values.trainings.map(withoutKey),
    youtubeUrl: values.youtubeUrl.trim() === '' ? null : values.youtubeUrl,
  }),
};

export function ProfessionalSection({ profile }: { profile: ProfileRow }) {
  const { t } = useLingui();
  const section = useProfileSection(profile, SPEC);
  const { form } = section;
  return (
    <SectionForm section={section} testId="profile-professional">
      <Alert variant="light" icon={<IconInfoCircle size={18} aria-hidden />}>
        <Trans>
          A change to your profession, its title, your diplomas, trainings or documents is reviewed by our
          team. Your profile stays active meanwhile.
        </Trans>
      </Alert>
      <ProfessionChoiceFields form={form} />
      <Title order={2} fz="h4">
        <Trans>Diplomas</Trans>
      </Title>
      <DiplomaListFields form={form} />
      <Title order={2} fz="h4">
        <Trans>Trainings</Trans>
      </Title>
      <TrainingFields form={form} />
      <Title order={2} fz="h4">
        <Trans>Documents and video</Trans>
      </Title>
      <ProfileFilesField
        profile={profile}
        field="documentFileIds"
        label={t`Documents`}
        description={t`CV, diplomas, certificates: PDF, DOCX, JPG or PNG`}
        testId="profile-documents"
      />
      <TextInput
        label={t`YouTube link`}
        description={t`A short video presenting your practice`}
        type="url"
        dir="ltr"
        {...form.getInputProps('youtubeUrl')}
      />
      <ProfileFilesField
        profile={profile}
        field="videoFileId"
        label={t`Presentation video`}
        description={t`Or an mp4 video instead of the link`}
        testId="profile-video"
      />
    </SectionForm>
  );
}
