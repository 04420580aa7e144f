// The request itself: who is asking and how to reach them, checked with the very rules the server
// applies (#core/booking), each refusal on its field in the page's language. A time taken meanwhile
// sends the visitor back to the hours, which are asked for again.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Stack, Textarea, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import * as v from 'valibot';
import { BOOKING_MESSAGE_MAX_CHARS, bookingRequestInputSchema } from '#core/booking/booking-request-schema';
import type { SessionMode } from '#core/sessions/session-lists';
import { sendBookingRequest } from '#local/booking/public-booking-client';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { type FieldErrors, fieldErrorsOf } from '../../ui/forms/field-errors.ts';

type Props = {
  specialistId: string;
  request: { startsAt: string; durationMinutes: 30 | 60; mode: SessionMode };
  onSent: () => void;
  onTaken: () => void;
};

const EMPTY = { name: '', email: '', phone: '', message: '' };

export function BookingRequestForm({ specialistId, request, onSent, onTaken }: Props) {
  const { t } = useLingui();
  const language = useLanguage();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | undefined>(undefined);
  const [isSending, setSending] = useState(false);
  const set = (key: keyof typeof EMPTY) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [key]: value }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = v.safeParse(bookingRequestInputSchema, { ...request, ...values, language });
    if (!parsed.success) return setErrors(fieldErrorsOf(parsed.issues));
    setErrors({});
    setProblem(undefined);
    setSending(true);
    const answer = await sendBookingRequest(specialistId, parsed.output);
    setSending(false);
    if (answer.status === 'sent') return onSent();
    if (answer.status === 'unreachable')
      return setProblem(t`The request could not be sent: you seem to be offline. Try again once connected.`);
    if (answer.isTaken) {
      setProblem(answer.errors.startsAt ?? answer.message);
      return onTaken();
    }
    setErrors(answer.errors);
    setProblem(answer.message);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t`Your request`}>
      <Stack gap="sm">
        <TextInput
          label={t`Your name`}
          required
          autoComplete="name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
        />
        <TextInput
          label={t`E-mail`}
          required
          type="email"
          autoComplete="email"
          dir="ltr"
          value={values.email}
          onChange={set('email')}
          error={errors.email}
        />
        <TextInput
          label={t`Phone`}
          description={t`With your country code, such as +33 6 12 34 56 78.`}
          required
          type="tel"
          autoComplete="tel"
          dir="ltr"
          value={values.phone}
          onChange={set('phone')}
          error={errors.phone}
        />
        <Textarea
          label={t`Message (optional)`}
          description={t`What you would like to work on, or anything the specialist should know first.`}
          autosize
          minRows={3}
          maxLength={BOOKING_MESSAGE_MAX_CHARS}
          value={values.message}
          onChange={set('message')}
          error={errors.message}
        />
        {problem ? (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        ) : null}
        <Button type="submit" loading={isSending}>
          <Trans>Send the request</Trans>
        </Button>
      </Stack>
    </form>
  );
}
