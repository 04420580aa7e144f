import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { useEffect, useState } from 'react';
import { toLocale } from '#core/languages';
import { cancelSession } from '#local/sessions/session-commands';
import { patientSessions } from '#local/sessions/session-queries';
import { useLanguage } from '../../i18n/useLanguage.ts';

type Props = {
  patient: { id: string; name: string } | undefined;
  onCancel: () => void;
  onConfirm: () => void;
};

type Upcoming = 'cancel' | 'keep';

/**
 * Asks before deleting; the delete itself is queued and works offline. A patient with sessions still
 * to come gets a choice: cancel them (each with the reason, so the calendar frees the time) or keep
 * them (they stay booked, with the patient's name, until handled one by one).
 */
export function DeletePatientModal({ patient, onCancel, onConfirm }: Props) {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  const [upcomingChoice, setUpcomingChoice] = useState<Upcoming>('cancel');
  const [isDeleting, setDeleting] = useState(false);
  const upcoming =
    useLiveQuery(async () => {
      if (!patient) return [];
      const now = new Date().toISOString();
      return (await patientSessions(patient.id)).filter(
        (session) =>
          session.startsAt >= now && (session.status === 'scheduled' || session.status === 'rescheduled'),
      );
    }, [patient?.id]) ?? [];

  useEffect(() => {
    if (patient) setUpcomingChoice('cancel');
  }, [patient]);

  const confirm = async () => {
    setDeleting(true);
    try {
      if (upcoming.length > 0 && upcomingChoice === 'cancel') {
        for (const session of upcoming)
          await cancelSession(session.id, t`The patient was deleted.`, { locale });
      }
      onConfirm();
    } finally {
      setDeleting(false);
    }
  };

  const count = upcoming.length;
  const name = patient?.name;
  return (
    <Modal
      opened={patient !== undefined}
      onClose={onCancel}
      title={t`Delete patient`}
      centered
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack>
        <Text>
          <Trans>Delete {name}? Their record will be removed from all your devices.</Trans>
        </Text>
        {count > 0 ? (
          <Radio.Group
            label={
              <Plural
                value={count}
                one="# upcoming session is booked with this patient. What should happen to it?"
                other="# upcoming sessions are booked with this patient. What should happen to them?"
              />
            }
            value={upcomingChoice}
            onChange={(value) => setUpcomingChoice(value === 'keep' ? 'keep' : 'cancel')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="cancel" label={t`Cancel them and free the time`} />
              <Radio value="keep" label={t`Keep them booked`} />
            </Stack>
          </Radio.Group>
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} data-autofocus>
            <Trans>Cancel</Trans>
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={isDeleting}>
            <Trans>Delete</Trans>
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
