import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Table, Text, Tooltip } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { PatientRow } from '#core/patients/patient-schema';
import { AnchorLink } from '../../ui/links.tsx';
import { useCountryNames } from './useCountryNames.ts';

type Props = {
  rows: PatientRow[];
  onEdit: (row: PatientRow) => void;
  onDelete: (row: PatientRow) => void;
};

export function PatientsTable({ rows, onEdit, onDelete }: Props) {
  const { t } = useLingui();
  const { nameOf } = useCountryNames();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover verticalSpacing="sm" data-testid="patients-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Name</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Type</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Contact number</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Country</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Actions</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="patient-row">
              <Table.Td>
                <Group gap="xs" wrap="nowrap">
                  <PatientLink row={row} />
                  {row.version === 0 ? (
                    <Badge size="xs" variant="light" color="yellow">
                      <Trans>Not synced yet</Trans>
                    </Badge>
                  ) : null}
                </Group>
              </Table.Td>
              <Table.Td>{row.type === 'company' ? t`Company` : t`Individual`}</Table.Td>
              <Table.Td>
                <Text size="sm" dir="ltr" span>
                  {row.contactNumber}
                </Text>
              </Table.Td>
              <Table.Td>{nameOf(row.country)}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Tooltip label={t`Edit ${row.name}`}>
                    <ActionIcon variant="subtle" aria-label={t`Edit ${row.name}`} onClick={() => onEdit(row)}>
                      <IconPencil size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t`Delete ${row.name}`}>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      aria-label={t`Delete ${row.name}`}
                      onClick={() => onDelete(row)}
                    >
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Tooltip>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The profile route depends on the type: individuals and companies have their own screens. */
function PatientLink({ row }: { row: PatientRow }) {
  return row.type === 'company' ? (
    <AnchorLink to="/company-patient-profile/$id" params={{ id: row.id }} fw={500}>
      {row.name}
    </AnchorLink>
  ) : (
    <AnchorLink to="/patient-profile/$id" params={{ id: row.id }} fw={500}>
      {row.name}
    </AnchorLink>
  );
}
