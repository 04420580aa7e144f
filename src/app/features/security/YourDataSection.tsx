import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { practiceArchiveName } from '#core/account-data';
import { closeAccount, downloadPracticeArchive } from '#local/account-data';
import { readSyncStatus } from '#local/sync/sync-state';
import { showConfirmation } from '../../ui/confirmation-toast.ts';
import { saveFile } from '../../ui/save-file.ts';
import { PasswordConfirmModal } from './PasswordConfirmModal.tsx';
import { refusalOf } from './refusal.ts';

/**
 * The specialist's own data (GDPR Art. 15, 17, 20): the whole practice as one ZIP, made on the server,
 * and closing the account for good. Both need a connection.
 */
export function YourDataSection({ online }: { online: boolean }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [isExporting, setExporting] = useState(false);
  const [hasExportFailed, setExportFailed] = useState(false);
  const [closing, setClosing] = useState<{ unsynced: number }>();

  const exportPractice = async () => {
    setExporting(true);
    setExportFailed(false);
    try {
      const archive = await downloadPracticeArchive();
      if (archive) saveFile(archive, practiceArchiveName(new Date().toISOString().slice(0, 10)));
      else setExportFailed(true);
    } finally {
      setExporting(false);
    }
  };
  const askToClose = async () => {
    const status = await readSyncStatus();
    setClosing({ unsynced: status.pendingCount + status.rejectedCount });
  };
  const unsynced = closing?.unsynced ?? 0;

  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        <Trans>Your data</Trans>
      </Title>
      <Text size="sm" c="dimmed">
        <Trans>
          Download everything your practice holds — your profile, patients, sessions, packages, articles,
          messages and documents — as one archive, to keep or to take elsewhere.
        </Trans>
      </Text>
      <Group>
        <Button
          variant="default"
          leftSection={<IconDownload size={16} aria-hidden />}
          onClick={() => void exportPractice()}
          loading={isExporting}
          disabled={!online}
        >
          <Trans>Export my practice</Trans>
        </Button>
      </Group>
      {hasExportFailed ? (
        <Alert color="red" role="alert">
          <Trans>The archive could not be made. Check your connection and try again in a few minutes.</Trans>
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed" mt="sm">
        <Trans>
          Closing your account erases it and everything in it from MindOffice, and signs out all your devices.
          It cannot be undone.
        </Trans>
      </Text>
      <Group>
        <Button variant="outline" color="red" onClick={() => void askToClose()} disabled={!online}>
          <Trans>Close my account</Trans>
        </Button>
      </Group>
      <PasswordConfirmModal
        opened={closing !== undefined}
        title={t`Close your account`}
        description={
          <>
            <Trans>
              Your profile, your patients and everything about them, your sessions, articles, messages and
              documents are erased for good. Export your practice first if you want to keep a copy. Enter your
              password to close the account.
            </Trans>
            {unsynced > 0 ? (
              <Text component="span" display="block" mt="xs" c="red.8" fw={500}>
                <Plural
                  value={unsynced}
                  one="# change on this device has not reached the server: it will be lost too."
                  other="# changes on this device have not reached the server: they will be lost too."
                />
              </Text>
            ) : null}
          </>
        }
        confirmLabel={t`Close my account for good`}
        danger
        onClose={() => setClosing(undefined)}
        onConfirm={async (password) => {
          try {
            await closeAccount(password);
          } catch (error) {
            return refusalOf(error, 'password');
          }
          showConfirmation(t`Your account is closed. A confirmation was sent to your e-mail address.`);
          await navigate({ to: '/' });
          return undefined;
        }}
      />
    </Stack>
  );
}
