// One document of a patient's record: its type, title, kind, file name, size and the day it was added,
// whether it still waits to upload, Show Document, and a menu of the rest. Opening it is a line of the
// patient's access log; it opens from the device when its bytes are here (offline too).
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Box, Button, Flex, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import {
  IconDots,
  IconFileTypeDocx,
  IconFileTypePdf,
  IconPencil,
  IconPhoto,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { formatCalendarDay } from '#core/calendar-day';
import { toLocale } from '#core/languages';
import type { PatientDocumentRow } from '#core/record/patient-document-schema';
import { instantToZoned } from '#core/sessions/session-time';
import { recordView } from '#local/access-log/record-access';
import type { ListedDocument } from '#local/record/patient-documents';
import { useLanguage } from '../../../i18n/useLanguage.ts';
import { formatBytes } from '../../../ui/forms/format-bytes.ts';
import { openOwnFile } from '../../../ui/open-own-file.ts';
import { useOfficeTerms } from '../../sessions/useOfficeTerms.ts';
import { useRecordLabels } from '../record-labels.ts';

const iconOf = (type: PatientDocumentRow['fileType']) =>
  type === 'application/pdf' ? IconFileTypePdf : type.startsWith('image/') ? IconPhoto : IconFileTypeDocx;

type Props = { document: ListedDocument; onAction: (kind: 'edit' | 'share' | 'delete') => void };

export function DocumentCard({ document, onAction }: Props) {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  const labels = useRecordLabels();
  const { timeZone } = useOfficeTerms();
  const [isUnavailable, setUnavailable] = useState(false);
  const day = formatCalendarDay(instantToZoned(document.addedAt, timeZone).date, locale);
  const { fileId, title } = document;

  async function show() {
    if (!fileId) return;
    const shown = await openOwnFile(fileId);
    setUnavailable(!shown);
    if (shown) await recordView({ subject: 'file', subjectId: document.id, patientId: document.patientId });
  }

  return (
    <Paper component="li" withBorder radius="md" p="sm" data-testid="patient-document">
      {/* On a phone the actions go under the text, which keeps the card's whole width. */}
      <Flex gap="sm" direction={{ base: 'column', xs: 'row' }} align={{ base: 'stretch', xs: 'flex-start' }}>
        <Group gap="sm" wrap="nowrap" align="flex-start" style={{ flex: 1, minWidth: 0 }}>
          <Box component={iconOf(document.fileType)} size={24} aria-hidden style={{ flexShrink: 0 }} mt={2} />
          <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
            <Text fw={600} dir="auto" style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            <Text size="sm" c="dimmed">
              {labels.documentCategories[document.category]} · {day}
            </Text>
            <Text size="xs" c="gray.7" style={{ overflowWrap: 'anywhere' }}>
              <bdi>{document.fileName}</bdi> · <bdi>{formatBytes(document.fileSize, locale)}</bdi>
            </Text>
            {document.isWaiting ? (
              <Badge variant="light" color="gray" size="sm" mt={4}>
                <Trans>Waiting to upload</Trans>
              </Badge>
            ) : null}
            {isUnavailable ? (
              <Text size="sm" c="red.8" role="alert">
                <Trans>This document is not on this device yet: open it once while online.</Trans>
              </Text>
            ) : null}
          </Stack>
        </Group>
        <Group gap={4} wrap="nowrap" justify="flex-end">
          <Button
            variant="light"
            size="compact-sm"
            disabled={!fileId}
            onClick={() => void show()}
            aria-label={t`Show Document ${title}`}
          >
            <Trans>Show Document</Trans>
          </Button>
          <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t`More actions for ${title}`}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onAction('edit')}>
                <Trans>Edit title and kind</Trans>
              </Menu.Item>
              <Menu.Item
                leftSection={<IconSend size={16} aria-hidden />}
                disabled={!fileId}
                onClick={() => onAction('share')}
              >
                <Trans>Share with the patient</Trans>
              </Menu.Item>
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => onAction('delete')}
              >
                <Trans>Delete</Trans>
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Flex>
    </Paper>
  );
}
