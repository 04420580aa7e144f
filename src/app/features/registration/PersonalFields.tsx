import { PersonFields } from '../../ui/forms/PersonFields.tsx';
import { EmailField } from './EmailField.tsx';
import type { RegistrationForm } from './registration-form.ts';
import type { EmailStatus } from './useEmailAvailability.ts';

/** Who the applicant is: names, e-mail, mobile, gender, date of birth, nationality and residence. */
export function PersonalFields({ form, emailStatus }: { form: RegistrationForm; emailStatus: EmailStatus }) {
  return <PersonFields form={form} afterNames={<EmailField form={form} status={emailStatus} />} isDeferred />;
}
