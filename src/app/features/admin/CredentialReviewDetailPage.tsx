import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import { CREDENTIAL_MESSAGES as C } from '#core/credentials/credential-messages';
import type { CredentialReviewDetail, CredentialReviewStatus } from '#core/credentials/credential-review-api';
import { toLocale } from '#core/languages';
import type { Message } from '#core/messages';
import { CREDENTIAL_FIELDS } from '#core/profile/profile-schema';
import { isApiError } from '#local/http-errors';
import { translate } from '../../i18n/translate.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { acceptCredentialReview, getCredentialReview, requestCredentialCorrection } from './admin-api.ts';
import { CorrectionDialog } from './CorrectionDialog.tsx';
import { CredentialValue } from './CredentialValue.tsx';
import { formatInstant } from './format.ts';
import { useCredentialFieldLabels } from './useCredentialFieldLabels.ts';

type Outcome = { isSuccess: boolean; message: string };

const STATUS_COLORS: Record<CredentialReviewStatus, string> = {
  pending: 'yellow',
  accepted: 'teal',
  'correction-requested': 'red',
};

/** One review: each changed credential's approved and new value; Accept, or Ask for a correction. */
export function CredentialReviewDetailPage({ id }: { id: string }) {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  const labels = useCredentialFieldLabels();
  const [detail, setDetail] = useState<CredentialReviewDetail>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [isAccepting, setAccepting] = useState(false);
  const [isCorrectionOpen, correction] = useDisclosure(false);

  const load = useCallback(() => {
    getCredentialReview(id)
      .then(setDetail)
      .catch(() => undefined);
  }, [id]);
  useEffect(() => load(), [load]);

  async function act(action: () => Promise<unknown>, success: Message) {
    try {
      await action();
      setOutcome({ isSuccess: true, message: translate(success) });
    } catch (error) {
      if (isApiError(error))
        setOutcome({ isSuccess: false, message: error.serverMessage ?? translate(error.message) });
    }
    load();
  }

  if (!detail) return <Loader aria-label={t`Loading`} />;
  const statuses: Record<CredentialReviewStatus, string> = {
    pending: t`Waiting for review`,
    accepted: t`Accepted`,
    'correction-requested': t`Correction requested`,
  };
  const isPending = detail.status === 'pending';
  const fields = CREDENTIAL_FIELDS.filter((field) => detail.changes[field] !== undefined);
  return (
    <Stack gap="md">
      <AnchorLink to="/admin/credentials" size="sm">
        <Trans>Back to credential changes</Trans>
      </AnchorLink>
      <Group justify="space-between">
        <Stack gap={0}>
          <Title order={1} fz="h2">
            {detail.firstName} {detail.lastName}
          </Title>
          <Text c="dimmed" size="sm" dir="ltr" ta="start">
            {detail.email}
          </Text>
        </Stack>
        <Badge color={STATUS_COLORS[detail.status]} variant="light" size="lg">
          {statuses[detail.status]}
        </Badge>
      </Group>
      {outcome ? (
        <Alert
          color={outcome.isSuccess ? 'teal' : 'red'}
          icon={outcome.isSuccess ? <IconCircleCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
          role={outcome.isSuccess ? 'status' : 'alert'}
        >
          {outcome.message}
        </Alert>
      ) : null}
      {detail.note ? (
        <Alert color="yellow" title={<Trans>Correction asked for</Trans>}>
          {detail.note}
        </Alert>
      ) : null}
      <Text size="sm">
        <Trans>
          First change {formatInstant(detail.createdAt, locale)}, last change{' '}
          {formatInstant(detail.updatedAt, locale)}.
        </Trans>
      </Text>
      <Paper withBorder radius="md" style={{ overflowX: 'auto' }}>
        <Table miw={640} verticalSpacing="sm" aria-label={t`Changed credentials`}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t`Credential`}</Table.Th>
              <Table.Th>{t`Approved`}</Table.Th>
              <Table.Th>{t`New`}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {fields.map((field) => {
              const change = detail.changes[field];
              if (!change) return null;
              return (
                <Table.Tr key={field}>
                  <Table.Th scope="row" fw={600}>
                    {labels[field]}
                  </Table.Th>
                  <Table.Td>
                    <CredentialValue field={field} value={change.before} files={detail.files} />
                  </Table.Td>
                  <Table.Td>
                    <CredentialValue field={field} value={change.after} files={detail.files} />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Paper>
      {isPending ? (
        <Group justify="flex-end">
          <Button variant="default" onClick={correction.open}>
            <Trans>Ask for a correction</Trans>
          </Button>
          <Button
            loading={isAccepting}
            onClick={async () => {
              setAccepting(true);
              await act(() => acceptCredentialReview(id), C.accepted);
              setAccepting(false);
            }}
          >
            <Trans>Accept</Trans>
          </Button>
        </Group>
      ) : null}
      <CorrectionDialog
        isOpen={isCorrectionOpen}
        onClose={correction.close}
        onSend={async (note) => {
          await act(() => requestCredentialCorrection(id, { note }), C.correctionRequested);
          correction.close();
        }}
      />
    </Stack>
  );
}
