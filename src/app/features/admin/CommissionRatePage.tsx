import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Button, Group, Loader, NumberInput, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { toLocale } from '#core/languages';
import { ADMIN_COMMISSION_RATES_PATH, type CommissionRateHistory } from '#core/sessions/commission-api';
import { SESSION_MESSAGES as M } from '#core/sessions/session-messages';
import { COMMISSION_RATE_MAX_BPS } from '#core/sessions/session-money';
import { ApiError } from '#local/api-error';
import { api } from '#local/http';
import { translate } from '../../i18n/translate.ts';
import { useLanguage } from '../../i18n/useLanguage.ts';
import { formatInstant } from './format.ts';

/**
 * `/admin/commission`: the platform's commission rate on every session booked from now on, with the
 * history of changes. Booked sessions keep the rate of their booking: a change never rewrites them.
 */
export function CommissionRatePage() {
  const { t } = useLingui();
  const locale = toLocale(useLanguage());
  const [history, setHistory] = useState<CommissionRateHistory | undefined>(undefined);
  const [percent, setPercent] = useState<number | string>('');
  const [error, setError] = useState<string | undefined>(undefined);
  const [saved, setSaved] = useState(false);
  const [isSaving, setSaving] = useState(false);

  useEffect(() => {
    void api.get<CommissionRateHistory>(ADMIN_COMMISSION_RATES_PATH).then((answer) => {
      setHistory(answer);
      setPercent(answer.rateBps / 100);
    });
  }, []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const rateBps = typeof percent === 'number' ? Math.round(percent * 100) : Number.NaN;
    if (!Number.isInteger(rateBps) || rateBps < 0 || rateBps > COMMISSION_RATE_MAX_BPS) {
      setError(translate(M.commissionRateInvalid));
      return;
    }
    setSaving(true);
    setSaved(false);
    try {
      setHistory(
        await api.post<CommissionRateHistory>(
          ADMIN_COMMISSION_RATES_PATH,
          { rateBps },
          { skipErrorReport: true },
        ),
      );
      setError(undefined);
      setSaved(true);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      setError(failure.info.fieldErrors?.rateBps ?? translate(failure.info.message));
    } finally {
      setSaving(false);
    }
  };

  const percentOf = (bps: number) =>
    new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);

  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          <Trans>Commission rate</Trans>
        </Title>
        <Text c="dimmed">
          <Trans>
            The platform's share of every session booked from now on. Sessions already booked keep the rate of
            their booking.
          </Trans>
        </Text>
      </Stack>
      <Paper withBorder radius="md" p="lg">
        {history ? (
          <form onSubmit={submit} noValidate>
            <Group align="flex-end" wrap="wrap">
              <NumberInput
                label={t`Rate (%)`}
                description={t`Now: ${percentOf(history.rateBps)}`}
                min={0}
                max={100}
                decimalScale={2}
                step={0.5}
                value={percent}
                onChange={setPercent}
                error={error}
                w={220}
              />
              <Button type="submit" loading={isSaving}>
                <Trans>Set the rate</Trans>
              </Button>
            </Group>
            {saved ? (
              <Alert mt="md" color="teal" role="status">
                <Trans>The new rate applies to sessions booked from now on.</Trans>
              </Alert>
            ) : null}
          </form>
        ) : (
          <Loader size="sm" aria-label={t`Loading`} />
        )}
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Title order={2} fz="h4" mb="sm">
          <Trans>History</Trans>
        </Title>
        {history && history.changes.length === 0 ? (
          <Text c="dimmed">
            <Trans>No change yet: every session is booked at the default rate of 10 %.</Trans>
          </Text>
        ) : (
          <Table data-testid="commission-history">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <Trans>Set on</Trans>
                </Table.Th>
                <Table.Th>
                  <Trans>Rate</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history?.changes.map((change) => (
                <Table.Tr key={change.setAt}>
                  <Table.Td>{formatInstant(change.setAt, locale)}</Table.Td>
                  <Table.Td>{percentOf(change.rateBps)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}
