// The booking requests waiting for an answer (issue 39), above the sessions list: who asks, for when,
// how long and how, their contact and message. Accepting books the session for the patient with the
// request's e-mail, or first adds them (the patient form opens with what the request gave); declining
// asks once, then the person gets a polite e-mail. Offline too: the answers wait in the outbox.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { useState } from 'react';
import type { BookingRequestRow } from '#core/booking/booking-request-schema';
import type { PatientFields } from '#core/patients/patient-schema';
import {
  acceptBookingRequest,
  declineBookingRequest,
  patientWithEmail,
  pendingBookingRequests,
} from '#local/booking/booking-request-commands';
import { translate } from '../../i18n/translate.ts';
import { showConfirmation } from '../../ui/confirmation-toast.ts';
import { PhoneText } from '../../ui/RecordTable.tsx';
import { LazyPatientFormModal } from '../patients/LazyPatientFormModal.ts';
import { loadPatientCommands } from '../patients/load-patient-commands.ts';
import { EMPTY_PATIENT_FORM, type PatientFormValues } from '../patients/patient-form-values.ts';
import { useSessionFormat } from '../sessions/session-format.ts';
import { useOfficeTerms } from '../sessions/useOfficeTerms.ts';

export function BookingRequestsPanel() {
  const { t } = useLingui();
  const terms = useOfficeTerms();
  const format = useSessionFormat(terms.timeZone);
  const requests = useLiveQuery(() => pendingBookingRequests(), []) ?? [];
  const [adding, setAdding] = useState<{ request: BookingRequestRow; initial: PatientFormValues }>();
  const [declining, setDeclining] = useState<BookingRequestRow>();
  const [problem, setProblem] = useState<string>();
  const options = { locale: format.locale };
  if (requests.length === 0) return null;

  const when = (request: BookingRequestRow) =>
    `${format.longDate(request.startsAt)}, ${format.time(request.startsAt)}`;
  const accept = async (request: BookingRequestRow, patientId: string) => {
    const booked = await acceptBookingRequest(request, patientId, options);
    if (!booked.ok) return setProblem(translate(booked.error.message));
    setProblem(undefined);
    showConfirmation(t`Session booked with ${request.name} for ${when(request)}.`);
  };
  const startAccept = async (request: BookingRequestRow) => {
    const patient = await patientWithEmail(request.email);
    if (patient) return accept(request, patient.id);
    setAdding({ request, initial: patientFromRequest(request) });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="booking-requests-title">
      <Stack gap="sm">
        <Group gap="xs">
          <Title order={2} fz="h4" id="booking-requests-title">
            <Trans>Booking requests</Trans>
          </Title>
          <Badge variant="light">{requests.length}</Badge>
        </Group>
        {problem ? (
          <Text c="red.8" size="sm" role="alert">
            {problem}
          </Text>
        ) : null}
        {requests.map((request) => (
          <Paper key={request.id} withBorder radius="sm" p="sm" data-testid="booking-request">
            <Stack gap={4}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Text fw={600}>{request.name}</Text>
                <Text size="sm">
                  {when(request)} · {format.duration(request.durationMinutes)} · {format.mode(request.mode)}
                </Text>
              </Group>
              <Group gap="md" wrap="wrap">
                <Text size="sm" c="dimmed" dir="ltr" span>
                  {request.email}
                </Text>
                <PhoneText>{request.phone}</PhoneText>
              </Group>
              {request.message ? (
                <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-wrap' }}>
                  {request.message}
                </Text>
              ) : null}
              <Group gap="xs" justify="flex-end">
                <Button size="xs" variant="default" onClick={() => setDeclining(request)}>
                  <Trans>Decline</Trans>
                </Button>
                <Button size="xs" onClick={() => void startAccept(request)}>
                  <Trans>Accept and book</Trans>
                </Button>
              </Group>
            </Stack>
          </Paper>
        ))}
      </Stack>
      <LazyPatientFormModal
        opened={adding !== undefined}
        title={t`Add patient`}
        initial={adding?.initial}
        draftKey={`patient:booking:${adding?.request.id ?? ''}`}
        onClose={() => setAdding(undefined)}
        onSubmit={async (fields: PatientFields) => {
          if (!adding) return;
          const { createPatient } = await loadPatientCommands();
          await accept(adding.request, await createPatient(fields));
        }}
      />
      <Modal
        opened={declining !== undefined}
        onClose={() => setDeclining(undefined)}
        title={t`Decline the request of ${declining?.name ?? ''}?`}
        centered
        closeButtonProps={{ 'aria-label': t`Close` }}
      >
        <Stack gap="sm">
          <Text size="sm">
            <Trans>
              They get a polite e-mail saying the time cannot be given, and the time is open again.
            </Trans>
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setDeclining(undefined)}>
              <Trans>Back</Trans>
            </Button>
            <Button
              color="red"
              data-autofocus
              onClick={() => {
                if (declining) void declineBookingRequest(declining, options);
                setDeclining(undefined);
              }}
            >
              <Trans>Decline</Trans>
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}

/** What the request gave, for the patient form: the person's name, e-mail, phone, its country, language. */
function patientFromRequest(request: BookingRequestRow): PatientFormValues {
  return {
    ...EMPTY_PATIENT_FORM,
    name: request.name,
    email: request.email,
    contactNumber: request.phone,
    country: parsePhoneNumberFromString(request.phone)?.country ?? '',
    language: request.language,
  };
}
