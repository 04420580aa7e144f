import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { REJECTION_REASON_MAX_CHARS, rejectRegistrationSchema } from '#core/onboarding/account-links';
import { fieldErrorsOf } from '../../ui/forms/field-errors.ts';
import { type CheckedNote, EmailedNoteDialog } from './EmailedNoteDialog.tsx';

type Props = { isOpen: boolean; onClose: () => void; onReject: (reason: string) => Promise<void> };

function checkReason(reason: string): CheckedNote {
  const parsed = v.safeParse(rejectRegistrationSchema, { reason });
  return parsed.success
    ? { ok: true, text: parsed.output.reason }
    : { ok: false, error: fieldErrorsOf(parsed.issues).reason };
}

/** Reject with a reason: the reason is e-mailed to the applicant as written. */
export function RejectDialog({ isOpen, onClose, onReject }: Props) {
  const { t } = useLingui();
  return (
    <EmailedNoteDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t`Reject the registration`}
      label={t`Reason`}
      description={t`Sent to the applicant by e-mail.`}
      maxLength={REJECTION_REASON_MAX_CHARS}
      confirmLabel={t`Reject`}
      isDestructive
      check={checkReason}
      onSend={onReject}
    />
  );
}
