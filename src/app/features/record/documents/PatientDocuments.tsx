// The documents of an individual's record (issue 38): a drop zone that adds each picked file at once
// (listed offline too; the bytes upload when online), and the list, newest first, each document with
// Show Document and its actions (edit, share with the patient through their chat, delete).
import '@mantine/dropzone/styles.layer.css';
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Dropzone } from '@mantine/dropzone';
import { IconUpload } from '@tabler/icons-react';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { toLocale } from '#core/languages';
import { FILE_KIND_RULES } from '#core/onboarding/files';
import { addPatientDocument, type ListedDocument, patientDocumentsOf } from '#local/record/patient-documents';
import { translate } from '../../../i18n/translate.ts';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { formatBytes } from '../../../ui/forms/format-bytes.ts';
import { DeleteDocumentModal } from './DeleteDocumentModal.tsx';
import { DocumentCard } from './DocumentCard.tsx';
import { EditDocumentModal } from './EditDocumentModal.tsx';
import { ShareDocumentModal } from './ShareDocumentModal.tsx';

const RULE = FILE_KIND_RULES.recordDocument;

type Action = { kind: 'edit' | 'share' | 'delete'; document: ListedDocument };

export function PatientDocuments({ patientId, patientName }: { patientId: string; patientName: string }) {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  const documents = useLiveQuery(() => patientDocumentsOf(patientId), [patientId]);
  const [refusal, setRefusal] = useState<string>();
  const [action, setAction] = useState<Action>();

  async function add(files: readonly File[]) {
    let firstRefusal: string | undefined;
    for (const file of files) {
      const added = await addPatientDocument(patientId, file);
      if (!added.ok) firstRefusal ??= `${file.name}: ${translate(added.message)}`;
    }
    setRefusal(firstRefusal);
  }

  const types = RULE.extensions.map((extension) => extension.slice(1).toUpperCase()).join(', ');
  const size = formatBytes(RULE.maxBytes, locale);
  const close = () => setAction(undefined);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="patient-documents-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="patient-documents-title">
          <Trans>Documents</Trans>
        </Title>
        <Dropzone
          onDrop={() => undefined}
          onDropAny={(files, rejections) => void add([...files, ...rejections.map(({ file }) => file)])}
          multiple
          accept={[...RULE.mimeTypes]}
          inputProps={{ 'aria-label': t`Add documents` }}
          p="md"
          data-testid="patient-documents-drop"
        >
          <Group justify="center" gap="sm" mih={48} style={{ pointerEvents: 'none' }}>
            <IconUpload size={26} aria-hidden />
            <Stack gap={0}>
              <Text size="sm" fw={500}>
                <Trans>Drag documents here or click to choose</Trans>
              </Text>
              <Text size="xs" c="dimmed">
                {t`${types}, up to ${size} each`}
              </Text>
            </Stack>
          </Group>
        </Dropzone>
        {refusal ? (
          <Alert
            color="red"
            role="alert"
            p="xs"
            withCloseButton
            closeButtonLabel={t`Dismiss`}
            onClose={() => setRefusal(undefined)}
          >
            {refusal}
          </Alert>
        ) : null}
        {documents === undefined ? (
          <Skeleton h={64} radius="md" role="status" aria-label={t`Loading the documents`} />
        ) : documents.length === 0 ? (
          <Text c="dimmed" data-testid="patient-documents-empty">
            <Trans>No document yet: consent forms, referral letters and reports go here.</Trans>
          </Text>
        ) : (
          <Stack
            gap="sm"
            component="ul"
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
            aria-label={t`Documents, newest first`}
          >
            {documents.map((document) => (
              <DocumentCard
                key={document.id}
                document={document}
                onAction={(kind) => setAction({ kind, document })}
              />
            ))}
          </Stack>
        )}
      </Stack>
      <EditDocumentModal document={action?.kind === 'edit' ? action.document : undefined} onClose={close} />
      <ShareDocumentModal
        document={action?.kind === 'share' ? action.document : undefined}
        patientName={patientName}
        onClose={close}
      />
      <DeleteDocumentModal
        document={action?.kind === 'delete' ? action.document : undefined}
        onClose={close}
      />
    </Paper>
  );
}
