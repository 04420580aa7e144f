import { Trans } from '@lingui/react/macro';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconMail } from '@tabler/icons-react';
import { useState } from 'react';
import { AGREEMENT_MESSAGES as A } from '#core/onboarding/agreement';
import type { AgreementData } from '#core/onboarding/api';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { translate } from '../../i18n/translate.ts';
import { AnchorLink, ButtonLink } from '../../ui/links.tsx';
import { AuthLayout } from '../auth/AuthLayout.tsx';
import { AgreementText } from './AgreementText.tsx';
import { LinkNotice, ProblemAlert, SuccessAlert } from './LinkNotice.tsx';
import { acceptAgreement, type LinkProblem, linkProblemOf } from './link-api.ts';
import { useLinkCheck } from './useLinkCheck.ts';
import { WhatsNextList } from './WhatsNextList.tsx';

/** `/agreement-terms-conditions/{id}`: the working agreement and I Agree; a used link says so. */
export function AgreementPage({ token }: { token: string }) {
  const [link] = useLinkCheck('agreement', token);
  const [accepted, setAccepted] = useState<AgreementData>();
  const [problem, setProblem] = useState<LinkProblem>();
  const [isSending, setSending] = useState(false);

  async function agree() {
    setSending(true);
    setProblem(undefined);
    try {
      setAccepted(await acceptAgreement(token));
    } catch (error) {
      setProblem(linkProblemOf(error));
    } finally {
      setSending(false);
    }
  }

  const home = (
    <AnchorLink to="/" ta="center">
      <Trans>Back to home</Trans>
    </AnchorLink>
  );
  return (
    <AuthLayout>
      <Stack gap="md">
        <Title order={1} fz="h2">
          <Trans>Agreement terms and conditions</Trans>
        </Title>
        {accepted ? (
          <>
            <SuccessAlert>{translate(M.agreementAccepted)}</SuccessAlert>
            <WhatsNextList />
            <ButtonLink
              to="/sign-in/{-$id}"
              params={{ id: accepted.userId }}
              search={{ email: accepted.email }}
              fullWidth
            >
              <Trans>Sign in to complete your profile</Trans>
            </ButtonLink>
          </>
        ) : link.status === 'valid' ? (
          <>
            <AgreementText />
            <Alert color="blue" icon={<IconMail aria-hidden />} variant="light">
              {translate(A.fullTextEmailed)}
            </Alert>
            {problem ? <ProblemAlert problem={problem} /> : null}
            <Button onClick={() => void agree()} loading={isSending} fullWidth>
              {translate(A.iAgree)}
            </Button>
            <WhatsNextList />
          </>
        ) : (
          <LinkNotice state={link} after={home} />
        )}
        {link.status === 'refused' && link.problem.kind === 'other' ? (
          <Text size="sm" c="dimmed">
            <IconAlertCircle size={14} aria-hidden /> <Trans>Please try again in a moment.</Trans>
          </Text>
        ) : null}
      </Stack>
    </AuthLayout>
  );
}
