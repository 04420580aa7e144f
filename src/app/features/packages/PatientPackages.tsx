import { Trans, useLingui } from '@lingui/react/macro';
import { Group, Paper, Table, Text, Title } from '@mantine/core';
import { IconPackage } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { patientPackages } from '#local/packages/package-lists';
import { ButtonLink } from '../../ui/links.tsx';
import { useSessionFormat } from '../sessions/session-format.ts';
import { useSessionClock } from '../sessions/useSessionClock.ts';
import { PackageStateBadge } from './PackageStateBadge.tsx';

const office = getRouteApi('/_office');

/**
 * A patient profile's package details: a company's packages, or an individual's own and their
 * company's; each with units left, expiry and the view-package action.
 */
export function PatientPackages({ patientId }: { patientId: string }) {
  const { t } = useLingui();
  const { session } = office.useRouteContext();
  const clock = useSessionClock();
  const format = useSessionFormat(clock.zone);
  const rows = useLiveQuery(() => patientPackages(patientId, clock.now), [patientId, clock.now]) ?? [];
  return (
    <Paper withBorder radius="md" p="lg">
      <Group gap="xs" mb="xs">
        <IconPackage size={18} aria-hidden />
        <Title order={2} fz="h4">
          <Trans>Packages</Trans>
        </Title>
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed">
          <Trans>No packages yet.</Trans>
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table verticalSpacing="xs" data-testid="patient-packages">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t`Package`}</Table.Th>
                <Table.Th>{t`Units left`}</Table.Th>
                <Table.Th>{t`Expires`}</Table.Th>
                <Table.Th>{t`Status`}</Table.Th>
                <Table.Th>{t`Actions`}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((row) => (
                <Table.Tr key={row.id} data-testid="patient-package-row">
                  <Table.Td>
                    <Text size="sm" fw={500}>
                      {row.name}
                    </Text>
                    {row.patientId === patientId ? null : (
                      <Text size="xs" c="dimmed">
                        {t`Shared by ${row.patientName}`}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td data-testid="patient-package-units">{t`${row.unitsLeft} of ${row.sessionCount}`}</Table.Td>
                  <Table.Td>{format.date(row.expiresAt)}</Table.Td>
                  <Table.Td>
                    <PackageStateBadge state={row.state} />
                  </Table.Td>
                  <Table.Td>
                    <ButtonLink
                      size="xs"
                      variant="light"
                      to="/session-packages/$id/package/$packageId"
                      params={{ id: session.userId, packageId: row.id }}
                      aria-label={t`View package ${row.name}`}
                    >
                      <Trans>View package</Trans>
                    </ButtonLink>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Paper>
  );
}
