import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Text, Tooltip } from '@mantine/core';
import { IconArchive, IconArchiveOff, IconPencil, IconShoppingCartPlus } from '@tabler/icons-react';
import type { PackageOfferRow } from '#core/packages/package-schema';
import { offerPricing } from '#core/packages/package-status';
import { type OfficeTerms, priceFor } from '#local/sessions/office-terms';
import { NotSyncedBadge, type RecordColumn, RecordTable } from '../../ui/RecordTable.tsx';
import { useSessionFormat } from '../sessions/session-format.ts';
import { listOf } from './package-view.ts';

type Props = {
  rows: PackageOfferRow[];
  terms: OfficeTerms;
  onEdit: (row: PackageOfferRow) => void;
  onArchive: (row: PackageOfferRow, isArchived: boolean) => void;
  onSell: (row: PackageOfferRow) => void;
};

/** The offers: terms, the price of one session and the saving against single sessions. */
export function OffersTable({ rows, terms, onEdit, onArchive, onSell }: Props) {
  const { t } = useLingui();
  const format = useSessionFormat(terms.timeZone);
  const pricingOf = (row: PackageOfferRow) =>
    offerPricing(row, row.currency === terms.currency ? priceFor(terms, row.durationMinutes) : undefined);
  const columns: RecordColumn<PackageOfferRow>[] = [
    {
      key: 'name',
      header: <Trans>Offer</Trans>,
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Text fw={600} size="sm">
            {row.name}
          </Text>
          {row.archived ? (
            <Badge size="xs" variant="light" color="gray">
              <Trans>Archived</Trans>
            </Badge>
          ) : null}
          <NotSyncedBadge version={row.version} />
        </Group>
      ),
    },
    {
      key: 'sessions',
      header: <Trans>Sessions</Trans>,
      cell: (row) => t`${row.sessionCount} × ${format.duration(row.durationMinutes)}`,
    },
    {
      key: 'modes',
      header: <Trans>Modes</Trans>,
      cell: (row) => listOf(format.locale, row.modes.map(format.mode)),
    },
    {
      key: 'price',
      header: <Trans>Total price</Trans>,
      cell: (row) => format.money(row.totalPrice, row.currency),
    },
    {
      key: 'perSession',
      header: <Trans>Per session</Trans>,
      cell: (row) => format.money(pricingOf(row).perSession, row.currency),
    },
    {
      key: 'saving',
      header: <Trans>Saving</Trans>,
      cell: (row) => {
        const { saving } = pricingOf(row);
        return saving === undefined ? '—' : format.money(saving, row.currency);
      },
    },
    {
      key: 'validity',
      header: <Trans>Validity</Trans>,
      cell: (row) => <Plural value={row.validityDays} one="# day" other="# days" />,
    },
    {
      key: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (row) => (
        <Group gap={4} wrap="nowrap">
          {row.archived ? null : (
            <Tooltip label={t`Sell ${row.name}`}>
              <ActionIcon variant="subtle" aria-label={t`Sell ${row.name}`} onClick={() => onSell(row)}>
                <IconShoppingCartPlus size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={t`Edit ${row.name}`}>
            <ActionIcon variant="subtle" aria-label={t`Edit ${row.name}`} onClick={() => onEdit(row)}>
              <IconPencil size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
          {row.archived ? (
            <Tooltip label={t`Unarchive ${row.name}`}>
              <ActionIcon
                variant="subtle"
                aria-label={t`Unarchive ${row.name}`}
                onClick={() => onArchive(row, false)}
              >
                <IconArchiveOff size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : (
            <Tooltip label={t`Archive ${row.name}`}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t`Archive ${row.name}`}
                onClick={() => onArchive(row, true)}
              >
                <IconArchive size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          )}
        </Group>
      ),
    },
  ];
  return (
    <RecordTable columns={columns} rows={rows} minWidth={860} testId="offers-table" rowTestId="offer-row" />
  );
}
