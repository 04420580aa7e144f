// The clinical record's print page (issue 38): the entries ticked, as an A4 document in the interface
// language, rendered to PDF by Chromium (what "Save as PDF" makes) and read back with pdftotext — the
// Arabic comes back as Arabic letters (JavaScript PDF libraries do not shape it), the draft left out.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { type TestLanguage, tr } from './support/onboarding-i18n.ts';
import { apiPerson, PatientsApi, runSurname } from './support/patients-api.ts';
import { E2E_SPECIALISTS } from './support/seed-accounts.ts';

const specialist = E2E_SPECIALISTS.clinicalRecordPrint;
const FRENCH = 'Dort mieux depuis deux semaines.';
// No lam-alef in it: pdftotext reads that ligature back as alef-lam ("الاجتماعات" came back "االجتماعات").
const ARABIC = 'تقول إنها أقل قلقا قبل كل موعد';
const DRAFT = 'Brouillon à ne pas imprimer';

async function writeRecord(request: APIRequestContext, token: string, patientId: string) {
  const headers = { authorization: `Bearer ${token}` };
  const entry = (fields: Record<string, unknown>) => ({
    id: crypto.randomUUID(),
    patientId,
    sessionId: null,
    kind: 'progress',
    template: 'soap',
    writtenOn: '2026-11-02',
    plan: null,
    status: 'signed',
    signedAt: null,
    ...fields,
  });
  const signed = entry({ sections: { subjective: `${FRENCH}\n\n${ARABIC}`, plan: 'Exposure, weekly.' } });
  const draft = entry({ kind: 'intake', template: 'intake', status: 'draft', sections: { history: DRAFT } });
  for (const body of [signed, draft]) {
    const answer = await request.post('/api/record-entries', { headers, data: body });
    expect(answer.status(), await answer.text()).toBe(201);
  }
  const addendum = await request.post('/api/record-addenda', {
    headers,
    data: {
      id: crypto.randomUUID(),
      entryId: signed.id,
      patientId,
      text: 'Meetings are weekly.',
      authorName: `${specialist.firstName} ${specialist.lastName}`,
      writtenAt: new Date().toISOString(),
    },
  });
  expect(addendum.status(), await addendum.text()).toBe(201);
}

/**
 * Text compared as pdftotext gives it back: presentation forms folded to letters (NFKC), the bidi
 * controls it adds dropped, and the spaces it guesses between the glyphs of one Arabic word (the
 * bundled Arabic font's positions read as gaps: "تق ول") removed — with those between Arabic words.
 */
function folded(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .replace(/(?<=[\u0600-\u06ff])\s+(?=[\u0600-\u06ff])/g, '');
}

/** The PDF's text as pdftotext reads it. */
function pdfText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'record-print-'));
  try {
    const file = join(dir, 'record.pdf');
    writeFileSync(file, pdf);
    return folded(execFileSync('pdftotext', ['-enc', 'UTF-8', file, '-'], { encoding: 'utf8' }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

for (const language of ['EN', 'AR'] as const satisfies readonly TestLanguage[]) {
  test(`${language}: the record prints as an A4 document with the entries ticked`, async ({
    app,
    page,
    request,
  }) => {
    const t = (source: string, values?: Record<string, string>) => tr(language, source, values);
    const name = `Lina ${runSurname()}`;
    const api = await PatientsApi.signIn(request, specialist.email, specialist.password);
    const patient = await api.create(apiPerson(name, `lina.print.${language}.${Date.now()}@mail.test`));
    await writeRecord(request, api.accessToken(), patient.id);

    await app.signInIn(language, specialist.email, specialist.password);
    await page.goto(`/patient-profile/${patient.id}`);
    await page.getByRole('link', { name: t('Print') }).click();
    const choices = page.getByRole('group', { name: t('Entries to print') });
    await expect(choices.getByRole('checkbox')).toHaveCount(2);
    await choices.getByRole('checkbox', { name: new RegExp(t('Intake and assessment')) }).uncheck();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('button', { name: t('Print or save as PDF') })).toBeHidden();
    const text = pdfText(await page.pdf({ format: 'A4' }));
    // The title's words (pdftotext may place a right-to-left line's colon and name its own way).
    for (const word of t('Clinical record: {0}', { 0: '' }).replace(':', '').trim().split(' ')) {
      expect(text).toContain(folded(word));
    }
    expect(text).toContain(name);
    expect(text).toContain(FRENCH);
    expect(text).toContain('Meetings are weekly.');
    expect(text).toContain(folded(ARABIC));
    expect(text).not.toContain(DRAFT);
    expect(text).not.toContain(t('Entries to print'));
    expect(text).not.toContain(t('Dashboard'));
  });
}
