import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { PackageOfferRow } from '#core/packages/package-schema';
import { createOffer, setOfferArchived, updateOffer } from '#local/packages/package-commands';
import { useOfficeTerms } from '../sessions/useOfficeTerms.ts';
import { OfferFormModal } from './OfferFormModal.tsx';
import { OffersTable } from './OffersTable.tsx';
import { newOfferValues, type OfferFormValues, offerValues } from './package-form-values.ts';

type Editing = { id: string | undefined; initial: OfferFormValues } | undefined;

/** The offers tab: define, edit, archive and unarchive offers; sell one. */
export function OffersPanel({
  offers,
  onSell,
}: {
  offers: PackageOfferRow[];
  onSell: (offerId: string) => void;
}) {
  const { t } = useLingui();
  const terms = useOfficeTerms();
  const [editing, setEditing] = useState<Editing>(undefined);
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <Text c="dimmed" size="sm">
          <Trans>
            The bundles you sell. An archived offer is no longer sold; packages sold from it stay.
          </Trans>
        </Text>
        <Button
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => setEditing({ id: undefined, initial: newOfferValues(terms.currency) })}
        >
          <Trans>Add offer</Trans>
        </Button>
      </Group>
      {offers.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl" data-testid="offers-empty">
          <Trans>No offers yet. Define one to sell packages of sessions.</Trans>
        </Text>
      ) : (
        <OffersTable
          rows={offers}
          terms={terms}
          onEdit={(row) => setEditing({ id: row.id, initial: offerValues(row) })}
          onArchive={(row, isArchived) => void setOfferArchived(row.id, isArchived)}
          onSell={(row) => onSell(row.id)}
        />
      )}
      <OfferFormModal
        initial={editing?.initial}
        draftKey={`offer:${editing?.id ?? 'new'}`}
        title={editing?.id ? t`Edit offer` : t`Add offer`}
        onClose={() => setEditing(undefined)}
        onSubmit={(fields) => (editing?.id ? updateOffer(editing.id, fields) : createOffer(fields))}
      />
    </Stack>
  );
}
