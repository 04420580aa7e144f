// "Send link to patient": the patient has no account; they chat through a private link that works for
// 30 days. The specialist e-mails it to the patient's address in the language they choose, or copies
// it to give it another way; a live link can be closed. Online only: the link is made on the server.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, CopyButton, Group, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ChatLinkState, IssuedChatLink } from '#core/chats/chat-link-api';
import { LANGUAGE_CODES, type LanguageCode, NATIVE_LANGUAGE_NAMES } from '#core/languages';
import { issueChatLink, readChatLinkState, revokeChatLink } from '#local/chats/chat-link-client';
import { useLanguage } from '../../i18n/useLanguage.ts';

type Props = {
  patientId: string;
  patientEmail: string;
  /** The language the patient reads, when their profile says it. */
  patientLanguage?: LanguageCode | undefined;
  opened: boolean;
  onClose: () => void;
};

type Outcome =
  | { kind: 'emailed' }
  | { kind: 'copied'; url: string }
  | { kind: 'closed' }
  | { kind: 'failed' };

export function SendLinkModal({ patientId, patientEmail, patientLanguage, opened, onClose }: Props) {
  const { t, i18n } = useLingui();
  const uiLanguage = useLanguage();
  // The patient's own language when the profile says it, else the specialist's.
  const [language, setLanguage] = useState<LanguageCode>(patientLanguage ?? uiLanguage);
  const [state, setState] = useState<ChatLinkState>();
  const [outcome, setOutcome] = useState<Outcome>();
  const [busy, setBusy] = useState(false);
  const online = typeof navigator === 'undefined' || navigator.onLine;

  useEffect(() => {
    if (!opened || !online) return;
    setOutcome(undefined);
    readChatLinkState(patientId).then(setState, () => setState(undefined));
  }, [opened, online, patientId]);

  const issue = async (delivery: 'email' | 'copy') => {
    setBusy(true);
    try {
      const issued: IssuedChatLink = await issueChatLink(patientId, { delivery, language });
      setOutcome(delivery === 'email' ? { kind: 'emailed' } : { kind: 'copied', url: issued.url });
      setState({ active: true, createdAt: new Date().toISOString(), expiresAt: issued.expiresAt });
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  };
  const close = async () => {
    setBusy(true);
    try {
      await revokeChatLink(patientId);
      setOutcome({ kind: 'closed' });
      setState({ active: false, createdAt: null, expiresAt: null });
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setBusy(false);
    }
  };
  const expiry =
    state?.active && state.expiresAt
      ? new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'long' }).format(new Date(state.expiresAt))
      : undefined;

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t`Send link to patient`}
      closeButtonProps={{ 'aria-label': t`Close` }}
    >
      <Stack gap="md">
        <Text size="sm">
          <Trans>
            Your patient reads and answers your messages through a private link, without an account. It works
            for 30 days; sending a new one replaces it.
          </Trans>
        </Text>
        {!online ? (
          <Alert color="yellow" role="status">
            <Trans>A link is made on the server: connect to the internet to send one.</Trans>
          </Alert>
        ) : null}
        {expiry ? (
          <Text size="sm" c="gray.7" data-testid="chat-link-state">
            <Trans>A link is open until {expiry}.</Trans>
          </Text>
        ) : null}
        <Select
          label={t`Language of the e-mail`}
          data={LANGUAGE_CODES.map((code) => ({ value: code, label: NATIVE_LANGUAGE_NAMES[code] }))}
          value={language}
          allowDeselect={false}
          onChange={(value) => value && setLanguage(value as LanguageCode)}
        />
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Trans>
            The e-mail goes to <bdi>{patientEmail}</bdi>.
          </Trans>
        </Text>
        <Group>
          <Button onClick={() => void issue('email')} loading={busy} disabled={!online}>
            <Trans>Send by e-mail</Trans>
          </Button>
          <Button variant="light" onClick={() => void issue('copy')} disabled={!online || busy}>
            <Trans>Create a link to copy</Trans>
          </Button>
        </Group>
        {outcome?.kind === 'emailed' ? (
          <Alert color="teal" role="status">
            <Trans>
              The link was sent to <bdi>{patientEmail}</bdi>.
            </Trans>
          </Alert>
        ) : null}
        {outcome?.kind === 'copied' ? (
          <Group align="flex-end" wrap="nowrap">
            <TextInput
              label={t`Link for your patient`}
              value={outcome.url}
              readOnly
              style={{ flex: 1 }}
              dir="ltr"
            />
            <CopyButton value={outcome.url}>
              {({ copied, copy }) => (
                <Button variant="light" onClick={copy}>
                  {copied ? t`Copied` : t`Copy`}
                </Button>
              )}
            </CopyButton>
          </Group>
        ) : null}
        {outcome?.kind === 'closed' ? (
          <Alert color="teal" role="status">
            <Trans>The link is closed: it no longer opens the conversation.</Trans>
          </Alert>
        ) : null}
        {outcome?.kind === 'failed' ? (
          <Alert color="red" role="alert">
            <Trans>That did not work. Check your connection and try again.</Trans>
          </Alert>
        ) : null}
        {state?.active ? (
          <Button variant="subtle" color="red" onClick={() => void close()} disabled={busy || !online}>
            <Trans>Close the link</Trans>
          </Button>
        ) : null}
      </Stack>
    </Modal>
  );
}
