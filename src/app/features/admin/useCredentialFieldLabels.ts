// The credential fields' names as the profile page words them, in the interface language.
import { useLingui } from '@lingui/react/macro';
import type { CredentialField } from '#core/credentials/credential-changes';

export function useCredentialFieldLabels(): Record<CredentialField, string> {
  const { t } = useLingui();
  return {
    profession: t`Profession`,
    professionTitle: t`Profession title`,
    diplomas: t`Diplomas`,
    trainings: t`Trainings`,
    documentFileIds: t`Documents`,
  };
}
