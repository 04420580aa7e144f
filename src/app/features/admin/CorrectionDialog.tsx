import { useLingui } from '@lingui/react/macro';
import * as v from 'valibot';
import { CORRECTION_NOTE_MAX_CHARS, requestCorrectionSchema } from '#core/credentials/credential-review-api';
import { fieldErrorsOf } from '../../ui/forms/field-errors.ts';
import { type CheckedNote, EmailedNoteDialog } from './EmailedNoteDialog.tsx';

type Props = { isOpen: boolean; onClose: () => void; onSend: (note: string) => Promise<void> };

function checkCorrection(note: string): CheckedNote {
  const parsed = v.safeParse(requestCorrectionSchema, { note });
  return parsed.success
    ? { ok: true, text: parsed.output.note }
    : { ok: false, error: fieldErrorsOf(parsed.issues).note };
}

/** Ask for a correction: the note is e-mailed to the specialist as written. */
export function CorrectionDialog({ isOpen, onClose, onSend }: Props) {
  const { t } = useLingui();
  return (
    <EmailedNoteDialog
      isOpen={isOpen}
      onClose={onClose}
      title={t`Ask for a correction`}
      label={t`What should be corrected`}
      description={t`Sent to the specialist by e-mail.`}
      maxLength={CORRECTION_NOTE_MAX_CHARS}
      confirmLabel={t`Send the request`}
      check={checkCorrection}
      onSend={onSend}
    />
  );
}
