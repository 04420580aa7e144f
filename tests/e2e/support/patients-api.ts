// The patient API as another device of the same specialist uses it: what a second phone or laptop
// does to the server behind the browser's back, and what the server holds in the end.

import { type APIRequestContext, expect } from '@playwright/test';
import type { PatientRow } from '../../../src/core/patients/patient-schema.ts';
import { UNSET_PATIENT_EXTRAS } from '../../../src/core/patients/sample-patient.ts';
import type { ChangesPage } from '../../../src/core/sync/types.ts';

export type ApiPatientFields = Omit<PatientRow, 'id' | 'ownerId' | 'version' | 'updatedAt' | 'deletedAt'>;

/**
 * A made-up surname unique to one run of a test: runs of a test share its account (and may run at the
 * same time with --repeat-each), so each looks only at the patients it named.
 */
export function runSurname(): string {
  const letters = Array.from(crypto.getRandomValues(new Uint8Array(6)), (byte) =>
    String.fromCharCode(97 + (byte % 26)),
  ).join('');
  return letters[0]?.toUpperCase() + letters.slice(1);
}

export const apiPerson = (name: string, email: string): ApiPatientFields => ({
  name,
  contactNumber: '+33612345678',
  gender: 'female',
  dateOfBirth: '1990-04-12',
  country: 'FR',
  type: 'individual',
  email,
  companyId: null,
  ...UNSET_PATIENT_EXTRAS,
});

export const apiCompany = (name: string, email: string): ApiPatientFields => ({
  name,
  contactNumber: '+212612345678',
  gender: null,
  dateOfBirth: null,
  country: 'MA',
  type: 'company',
  email,
  companyId: null,
  ...UNSET_PATIENT_EXTRAS,
});

export class PatientsApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext, email: string, password: string): Promise<PatientsApi> {
    const answer = await request.post('/api/auth/sign-in', { data: { email, password } });
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: { token: string } };
    return new PatientsApi(request, data.token);
  }

  /** The bearer token of this API session, for a call the helpers do not make. */
  accessToken(): string {
    return this.token;
  }

  private headers() {
    return { authorization: `Bearer ${this.token}`, 'idempotency-key': crypto.randomUUID() };
  }

  async create(fields: ApiPatientFields): Promise<PatientRow> {
    const answer = await this.request.post('/api/patients', {
      headers: this.headers(),
      data: { id: crypto.randomUUID(), ...fields },
    });
    expect(answer.status()).toBe(201);
    return ((await answer.json()) as { data: PatientRow }).data;
  }

  async remove(id: string): Promise<void> {
    const answer = await this.request.delete(`/api/patients/${id}`, { headers: this.headers() });
    expect(answer.status()).toBe(200);
  }

  async read(id: string): Promise<PatientRow> {
    const answer = await this.request.get(`/api/patients/${id}`, {
      headers: { authorization: `Bearer ${this.token}` },
    });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { data: PatientRow }).data;
  }

  /** Names of the live patients the server holds for this specialist that contain `part`. */
  async namesWith(part: string): Promise<string[]> {
    const answer = await this.request.get('/api/sync/changes?since=0', {
      headers: { authorization: `Bearer ${this.token}` },
    });
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: ChangesPage };
    return data.changes
      .filter((change) => !change.row.deletedAt)
      .map((change) => String(change.row.name))
      .filter((name) => name.includes(part))
      .sort();
  }
}
