import { Trans } from '@lingui/react/macro';
import { Alert, Badge, Button, Divider, Group, Loader, Paper, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useCallback, useEffect, useState } from 'react';
import type { Message } from '#core/messages';
import type { RegistrationDetail } from '#core/onboarding/api';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { isApiError } from '#local/http-errors';
import { translate } from '../../i18n/translate.ts';
import { AnchorLink } from '../../ui/links.tsx';
import { approveRegistration, getRegistration, rejectRegistration } from './admin-api.ts';
import { RegistrationFields } from './RegistrationFields.tsx';
import { RegistrationFiles } from './RegistrationFiles.tsx';
import { RejectDialog } from './RejectDialog.tsx';
import { StageBadge } from './StageBadge.tsx';

type Outcome = { isSuccess: boolean; message: string };

/** One registration with every field and document; Approve, or Reject with a reason. */
export function RegistrationDetailPage({ id }: { id: string }) {
  const [detail, setDetail] = useState<RegistrationDetail>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [isApproving, setApproving] = useState(false);
  const [isRejectOpen, reject] = useDisclosure(false);

  const load = useCallback(() => {
    getRegistration(id)
      .then(setDetail)
      .catch(() => undefined);
  }, [id]);
  useEffect(() => load(), [load]);

  async function act(action: () => Promise<unknown>, success: Message) {
    try {
      await action();
      setOutcome({ isSuccess: true, message: translate(success) });
      load();
    } catch (error) {
      if (isApiError(error))
        setOutcome({ isSuccess: false, message: error.serverMessage ?? translate(error.message) });
    }
  }

  if (!detail) return <Loader />;
  const isPending = detail.stage === 'review';
  return (
    <Stack gap="md">
      <AnchorLink to="/admin/registrations" size="sm">
        <Trans>Back to pending registrations</Trans>
      </AnchorLink>
      <Group justify="space-between">
        <Title order={1} fz="h2">
          {detail.firstName} {detail.lastName}
        </Title>
        <StageBadge stage={detail.stage} />
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
      {detail.rejectionReason ? (
        <Alert color="red" title={<Trans>Rejection reason</Trans>}>
          {detail.rejectionReason}
        </Alert>
      ) : null}
      <Paper withBorder p="md">
        <RegistrationFields detail={detail} />
      </Paper>
      <Paper withBorder p="md">
        <RegistrationFiles detail={detail} />
      </Paper>
      <Divider />
      <Group justify="flex-end">
        {isPending || detail.stage === 'password' ? (
          <Button color="red" variant="light" onClick={reject.open} disabled={!isPending}>
            <Trans>Reject</Trans>
          </Button>
        ) : null}
        {isPending ? (
          <Button
            loading={isApproving}
            onClick={async () => {
              setApproving(true);
              await act(() => approveRegistration(id), M.registrationApproved);
              setApproving(false);
            }}
          >
            <Trans>Approve</Trans>
          </Button>
        ) : (
          <Badge variant="light" size="lg">
            <Trans>Reviewed</Trans>
          </Badge>
        )}
      </Group>
      <RejectDialog
        isOpen={isRejectOpen}
        onClose={reject.close}
        onReject={async (reason) => {
          await act(() => rejectRegistration(id, { reason }), M.registrationRejected);
          reject.close();
        }}
      />
    </Stack>
  );
}
