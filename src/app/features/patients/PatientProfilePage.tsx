import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconDownload, IconTrash } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { formatCalendarDay } from '#core/calendar-day';
import { NATIVE_LANGUAGE_NAMES } from '#core/languages';
import type { PatientType } from '#core/patients/patient-types';
import { getPatient, getPatientStats } from '#local/patients/patient-queries';
import { showConfirmation } from '../../ui/confirmation-toast.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { MirroredIcon } from '../../ui/MirroredIcon.tsx';
import { Fact, RecordNotFound } from '../../ui/RecordPage.tsx';
import { PhoneText } from '../../ui/RecordTable.tsx';
import { useLoadWhenIdle } from '../../ui/useLoadWhenIdle.ts';
import { PatientAccessLog } from '../access-log/PatientAccessLog.tsx';
import { useRecordView } from '../access-log/useRecordView.ts';
import { PatientPackages } from '../packages/PatientPackages.tsx';
import { PatientDocuments } from '../record/documents/PatientDocuments.tsx';
import { EmployeeRecords } from '../record/EmployeeRecords.tsx';
import { PatientRecord } from '../record/PatientRecord.tsx';
import { PatientSessions } from '../sessions/PatientSessions.tsx';
import { ErasePatientModal } from './ErasePatientModal.tsx';
import { loadPatientArchive } from './export/load-patient-archive.ts';
import { usePatientExport } from './export/usePatientExport.ts';
import { LazyPatientFormModal } from './LazyPatientFormModal.ts';
import { loadPatientCommands } from './load-patient-commands.ts';
import { toFormValues } from './patient-form-values.ts';
import { useCountryName } from './useCountryName.ts';

type Props = { id: string; expectedType: PatientType };

/** `/patient-profile/$id` and `/company-patient-profile/$id`, read from the local mirror. */
export function PatientProfilePage({ id, expectedType }: Props) {
  const { t, i18n } = useLingui();
  const nameOf = useCountryName();
  const [isEditing, setEditing] = useState(false);
  const [isErasing, setErasing] = useState(false);
  const navigate = useNavigate();
  useLoadWhenIdle(loadPatientCommands);
  useLoadWhenIdle(loadPatientArchive);
  const patient = useLiveQuery(async () => (await getPatient(id)) ?? null, [id]);
  const stats = useLiveQuery(() => getPatientStats(id), [id]);
  const exporter = usePatientExport();
  useRecordView(
    patient?.type === expectedType ? { subject: 'patient', subjectId: id, patientId: id } : undefined,
  );

  if (patient === undefined) return null;
  if (patient === null || patient.type !== expectedType) {
    return (
      <RecordNotFound
        title={<Trans>Patient not found</Trans>}
        back={{ to: '/patients', label: <Trans>Back to patients</Trans> }}
      />
    );
  }
  const isCompany = patient.type === 'company';
  const dateOfBirth = patient.dateOfBirth ? formatCalendarDay(patient.dateOfBirth, i18n.locale) : '';

  return (
    <Stack gap="lg">
      <AnchorLink to="/patients" size="sm">
        <Group gap={4}>
          <MirroredIcon icon={IconArrowLeft} size={14} />
          <Trans>Patients</Trans>
        </Group>
      </AnchorLink>
      <Group justify="space-between" wrap="wrap">
        <Group gap="sm">
          <Title order={1} fz="h2">
            {patient.name}
          </Title>
          <Badge variant="light">{isCompany ? t`Company` : t`Individual`}</Badge>
        </Group>
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            loading={exporter.isExporting}
            onClick={() => void exporter.exportPatient(patient.id)}
          >
            <Trans>Export data</Trans>
          </Button>
          <Button variant="default" onClick={() => setEditing(true)}>
            <Trans>Edit</Trans>
          </Button>
          <Button
            variant="light"
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => setErasing(true)}
          >
            <Trans>Erase data</Trans>
          </Button>
        </Group>
      </Group>
      {exporter.hasFailed ? (
        <Alert color="red" role="alert">
          <Trans>
            The export could not be made. Try again; if you are offline, open this page once online first.
          </Trans>
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="h4" mb="md">
          <Trans>Profile</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
          <Fact label={t`Contact number`} ltr>
            <PhoneText>{patient.contactNumber}</PhoneText>
          </Fact>
          <Fact label={t`E-mail`} ltr>
            {patient.email}
          </Fact>
          <Fact label={t`Country`}>{nameOf(patient.country)}</Fact>
          <Fact label={t`Preferred language`}>
            {patient.language ? NATIVE_LANGUAGE_NAMES[patient.language] : t`Same as yours`}
          </Fact>
          <Fact label={t`Time zone`}>
            {patient.timeZone ? (
              <bdi>{patient.timeZone.replaceAll('_', ' ')}</bdi>
            ) : (
              t`Same as your time zone`
            )}
          </Fact>
          <Fact label={t`Session reminders`}>
            {patient.sessionReminders === false ? t`Off` : t`By e-mail, as your profile sets`}
          </Fact>
          {isCompany ? null : (
            <Fact label={t`Gender`}>{patient.gender === 'male' ? t`Male` : t`Female`}</Fact>
          )}
          {isCompany ? null : <Fact label={t`Date of birth`}>{dateOfBirth}</Fact>}
        </SimpleGrid>
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="h4" mb="md">
          <Trans>Consents</Trans>
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Fact label={t`Consent to care`} testId="care-consent">
            <ConsentText day={patient.careConsentOn} version={patient.careConsentVersion} />
          </Fact>
          <Fact label={t`Consent to data processing`} testId="data-consent">
            <ConsentText day={patient.dataConsentOn} version={patient.dataConsentVersion} />
          </Fact>
        </SimpleGrid>
      </Paper>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Paper withBorder radius="md" p="lg">
          <Text size="sm" c="dimmed">
            <Trans>Number of consultations</Trans>
          </Text>
          <Text fz="h2" fw={700} data-testid="consultation-count">
            {stats?.consultations ?? 0}
          </Text>
        </Paper>
        {isCompany ? (
          <Paper withBorder radius="md" p="lg">
            <Text size="sm" c="dimmed">
              <Trans>Patients (employees) covered</Trans>
            </Text>
            <Text fz="h2" fw={700} data-testid="employee-count">
              {stats?.employees ?? 0}
            </Text>
          </Paper>
        ) : null}
      </SimpleGrid>
      {isCompany ? (
        <EmployeeRecords companyId={patient.id} />
      ) : (
        <>
          <PatientRecord patientId={patient.id} />
          <PatientDocuments patientId={patient.id} patientName={patient.name} />
        </>
      )}
      <PatientSessions patientId={patient.id} />
      <PatientPackages patientId={patient.id} />
      <PatientAccessLog patientId={patient.id} />
      <ErasePatientModal
        patient={patient}
        opened={isErasing}
        onClose={() => setErasing(false)}
        onErase={async () => {
          const { erasePatient } = await import('#local/patients/patient-erasure');
          await erasePatient(patient.id);
          showConfirmation(t`The patient’s data was erased.`);
          await navigate({ to: '/patients' });
        }}
      />
      <LazyPatientFormModal
        opened={isEditing}
        title={t`Edit patient`}
        initial={toFormValues(patient)}
        editingId={patient.id}
        onClose={() => setEditing(false)}
        onSubmit={async (fields) => {
          const { updatePatient } = await loadPatientCommands();
          await updatePatient(patient.id, fields);
        }}
      />
    </Stack>
  );
}

/** A consent as the profile says it: the day it was given and the form's version, or that none is. */
function ConsentText({ day, version }: { day: string | null; version: string | null }) {
  const { i18n } = useLingui();
  if (!day || !version) return <Trans>Not recorded</Trans>;
  const given = formatCalendarDay(day, i18n.locale);
  return (
    <Trans>
      Given on {given}, form {version}
    </Trans>
  );
}
