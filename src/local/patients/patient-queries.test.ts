import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PatientFields } from '#core/patients/patient-schema';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { getDb, wipeLocalData } from '../db.ts';
import { signInAnswer } from '../test-support.ts';
import { saveSignIn } from '../token-store.ts';
import { createPatient, deletePatient, updatePatient } from './patient-commands.ts';
import { listEmployees, queryPatientPage } from './patient-queries.ts';

const base: PatientFields = SAMPLE_PATIENT;
const company = (name: string): PatientFields => ({
  ...base,
  name,
  type: 'company',
  gender: null,
  dateOfBirth: null,
});

beforeEach(async () => {
  await saveSignIn(signInAnswer(), Date.now());
});
afterEach(async () => {
  await wipeLocalData();
});

const page = (search: string, type: 'all' | 'individual' | 'company' = 'all', pageIndex = 0, pageSize = 10) =>
  queryPatientPage({ search, type, pageIndex, pageSize });

describe('queryPatientPage', () => {
  it('lists live patients in name order, a page at a time, with the total', async () => {
    for (const name of ['Omar Said', 'Élodie Martin', 'Jean Dupont', 'Lina Haddad'])
      await createPatient({ ...base, name });
    const first = await page('', 'all', 0, 3);
    expect(first.total).toBe(4);
    expect(first.rows.map((row) => row.name)).toEqual(['Élodie Martin', 'Jean Dupont', 'Lina Haddad']);
    expect((await page('', 'all', 1, 3)).rows.map((row) => row.name)).toEqual(['Omar Said']);
  });

  it('finds a patient by the start of any name word, ignoring case and accents, by e-mail or by number', async () => {
    await createPatient({
      ...base,
      name: 'Élodie Martin',
      email: 'elodie@example.com',
      contactNumber: '+212612345678',
    });
    await createPatient({ ...base, name: 'Jean Dupont' });
    expect((await page('elo')).rows.map((row) => row.name)).toEqual(['Élodie Martin']);
    expect((await page('MART')).rows.map((row) => row.name)).toEqual(['Élodie Martin']);
    expect((await page('elodie@')).total).toBe(1);
    expect((await page('+212 6')).total).toBe(1);
    expect((await page('jean dup')).rows.map((row) => row.name)).toEqual(['Jean Dupont']);
    expect((await page('zzz')).total).toBe(0);
  });

  it('filters by type and follows edits and deletes', async () => {
    const acme = await createPatient(company('Acme Corp'));
    const amina = await createPatient(base);
    expect((await page('', 'company')).rows.map((row) => row.name)).toEqual(['Acme Corp']);
    expect((await page('', 'individual')).rows.map((row) => row.name)).toEqual(['Amina Benali']);
    await updatePatient(amina, { ...base, name: 'Amina Khaled' });
    expect((await page('khal')).total).toBe(1);
    expect((await page('benali')).total).toBe(0);
    await deletePatient(acme);
    expect((await page('')).rows.map((row) => row.name)).toEqual(['Amina Khaled']);
    expect((await page('acme')).total).toBe(0);
    expect(await getDb().patients.count()).toBe(2);
  });
});

describe('listEmployees', () => {
  it('lists a company’s live employees by name, no one else', async () => {
    const acme = await createPatient(company('Acme'));
    const other = await createPatient(company('Other'));
    for (const name of ['Zineb Alaoui', 'Adam Benali'])
      await createPatient({ ...base, name, companyId: acme });
    const gone = await createPatient({ ...base, name: 'Gone Away', companyId: acme });
    await createPatient({ ...base, name: 'Elsewhere', companyId: other });
    await deletePatient(gone);
    expect((await listEmployees(acme)).map((row) => row.name)).toEqual(['Adam Benali', 'Zineb Alaoui']);
  });
});
