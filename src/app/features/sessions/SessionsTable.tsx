import type { SessionListRow } from '#local/sessions/session-queries';
import { RecordTable } from '../../ui/RecordTable.tsx';
import { sessionColumns } from './session-columns.tsx';
import type { SessionFormat } from './session-format.ts';

type Props = { rows: SessionListRow[]; format: SessionFormat };

/** The sessions list: the reference opens the detail, where every action is. */
export function SessionsTable({ rows, format }: Props) {
  const c = sessionColumns(format);
  const columns = [c.reference, c.patient, c.date, c.time, c.mode, c.type, c.charge, c.status];
  return (
    <RecordTable
      columns={columns}
      rows={rows}
      minWidth={760}
      testId="sessions-table"
      rowTestId="session-row"
    />
  );
}
