import { Trans } from '@lingui/react/macro';
import { Paper, Stack, Text, Title } from '@mantine/core';
import { useLiveQuery } from 'dexie-react-hooks';
import { listEmployees } from '#local/patients/patient-queries';
import { AnchorLink } from '../../ui/links.tsx';

/**
 * A company's profile lists its employees' clinical records by link only (issue 38): the record is the
 * person's, read on their own profile (and logged there), never gathered under their employer.
 */
export function EmployeeRecords({ companyId }: { companyId: string }) {
  const employees = useLiveQuery(() => listEmployees(companyId), [companyId]);
  if (!employees) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="employee-records-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="employee-records-title">
          <Trans>Employees’ clinical records</Trans>
        </Title>
        <Text size="sm" c="dimmed">
          <Trans>Each record belongs to the employee: it opens on their own profile.</Trans>
        </Text>
        {employees.length === 0 ? (
          <Text size="sm" c="dimmed">
            <Trans>No employee yet.</Trans>
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ margin: 0, paddingInlineStart: '1.25rem' }}>
            {employees.map((employee) => (
              <li key={employee.id}>
                <AnchorLink
                  to="/patient-profile/$id"
                  params={{ id: employee.id }}
                  hash="clinical-record-title"
                >
                  {employee.name}
                </AnchorLink>
              </li>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
