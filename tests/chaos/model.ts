// What the server and the clients must hold at the end of a chaos run, from the mutations the
// clients made: every created patient exactly once, deleted iff someone deleted it (a delete wins),
// and each field equal to the last value some client wrote to it (per-client order is kept, so the
// server's last write of a field is the last write of one of the two clients).
import type { PatientFields, PatientRow } from '../../src/core/patients/patient-schema.ts';

type FieldName = keyof PatientFields;

type ModelPatient = {
  created: PatientFields;
  /** Per client, the field writes in the order that client made them. */
  lastWrites: [Partial<PatientFields>, Partial<PatientFields>];
  isDeleted: boolean;
};

export type Model = {
  create(id: string, fields: PatientFields): void;
  update(client: 0 | 1, id: string, changes: Partial<PatientFields>): void;
  remove(id: string): void;
  check(server: PatientRow[], clients: PatientRow[][]): string[];
};

const FIELDS: readonly FieldName[] = [
  'name',
  'contactNumber',
  'gender',
  'dateOfBirth',
  'country',
  'type',
  'email',
  'companyId',
];

export function createModel(): Model {
  const patients = new Map<string, ModelPatient>();
  return {
    create(id, fields) {
      patients.set(id, { created: fields, lastWrites: [{}, {}], isDeleted: false });
    },
    update(client, id, changes) {
      const patient = patients.get(id);
      if (patient) Object.assign(patient.lastWrites[client], changes);
    },
    remove(id) {
      const patient = patients.get(id);
      if (patient) patient.isDeleted = true;
    },
    check(server, clients) {
      const problems: string[] = [];
      const ids = server.map((row) => row.id);
      if (new Set(ids).size !== ids.length) problems.push('the server holds a duplicate id');
      if (ids.length !== patients.size)
        problems.push(`server holds ${ids.length} patients, model ${patients.size}`);
      for (const [id, expected] of patients) {
        const row = server.find((candidate) => candidate.id === id);
        if (!row) {
          problems.push(`lost patient ${id}`);
          continue;
        }
        if ((row.deletedAt !== null) !== expected.isDeleted)
          problems.push(`${id}: deleted is ${row.deletedAt !== null}`);
        if (expected.isDeleted) continue;
        for (const field of FIELDS) {
          const allowed = expected.lastWrites
            .filter((writes) => field in writes)
            .map((writes) => writes[field]);
          if (allowed.length === 0) allowed.push(expected.created[field]);
          if (!allowed.includes(row[field]))
            problems.push(`${id}.${field} = ${String(row[field])}, expected one of ${allowed.join(', ')}`);
        }
      }
      // Rows compared field by field: a row stored from a write's answer and the same row from a pull
      // may list their fields in another order (seed 126 of a 500-seed run failed on that alone).
      const normalized = (rows: PatientRow[]) =>
        JSON.stringify(
          [...rows]
            .sort((a, b) => a.id.localeCompare(b.id))
            .map(({ updatedAt: _u, ...rest }) =>
              Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))),
            ),
        );
      const serverById = new Map(server.map((row) => [row.id, normalized([row])]));
      clients.forEach((rows, index) => {
        if (normalized(rows) === normalized(server)) return;
        const clientById = new Map(rows.map((row) => [row.id, normalized([row])]));
        const differing = [...new Set([...serverById.keys(), ...clientById.keys()])].filter(
          (id) => serverById.get(id) !== clientById.get(id),
        );
        problems.push(
          `client ${index} differs from the server on ${differing.length} row(s): ` +
            differing
              .slice(0, 3)
              .map(
                (id) =>
                  `${id}: client ${clientById.get(id) ?? 'none'} / server ${serverById.get(id) ?? 'none'}`,
              )
              .join('; '),
        );
      });
      return problems;
    },
  };
}
