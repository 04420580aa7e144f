import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { RECORD_ENTRY_ENTITY } from './record-entity.ts';
import { settleRecordEntry } from './record-entry-rules.ts';
import type { RecordEntryFields } from './record-entry-schema.ts';
import { SAMPLE_RECORD_ENTRY } from './sample-record.ts';

const PATIENT = '5f0c6b5e-8a53-4c8e-9a43-0c1f3a7d2b10';
const draft: RecordEntryFields = {
  ...SAMPLE_RECORD_ENTRY,
  patientId: PATIENT,
  sections: { ...SAMPLE_RECORD_ENTRY.sections },
};
const NOW = '2030-05-14T10:00:00.000Z';
const LATER = '2030-05-20T08:00:00.000Z';

describe('signing a record entry', () => {
  it('stamps the signature on signing, never from the client', () => {
    const proposed = { ...draft, status: 'signed' as const, signedAt: '2000-01-01T00:00:00.000Z' };
    expect(settleRecordEntry(draft, proposed, { now: NOW })).toEqual({
      ok: true,
      fields: { ...proposed, signedAt: NOW },
    });
    // A draft carries no signature whatever the client sent.
    const stamped = { ...draft, signedAt: NOW };
    expect(settleRecordEntry(draft, stamped, { now: NOW })).toEqual({ ok: true, fields: draft });
  });

  it('locks a signed note: its content, its signature and its status stay', () => {
    const signed = { ...draft, status: 'signed' as const, signedAt: NOW };
    const edit = { ...signed, sections: { subjective: 'Rewritten after signing' } };
    const refused = settleRecordEntry(signed, edit, { now: LATER });
    expect(refused).toMatchObject({
      ok: false,
      error: { field: 'sections', message: { id: 'record.signed.locked' } },
    });
    expect(settleRecordEntry(signed, { ...signed, status: 'draft' }, { now: LATER })).toMatchObject({
      ok: false,
      error: { field: 'status' },
    });
    expect(settleRecordEntry(signed, { ...signed, writtenOn: '2030-05-15' }, { now: LATER })).toMatchObject({
      ok: false,
      error: { field: 'writtenOn' },
    });
    // The same content again (a replayed sign) settles to the stored signature.
    expect(settleRecordEntry(signed, { ...signed, signedAt: LATER }, { now: LATER })).toEqual({
      ok: true,
      fields: signed,
    });
  });

  it('compares sections whatever the order of their keys', () => {
    const signed: RecordEntryFields = {
      ...draft,
      status: 'signed',
      signedAt: NOW,
      sections: { subjective: 'a', assessment: 'b' },
    };
    const reordered = { ...signed, sections: { assessment: 'b', subjective: 'a' } };
    expect(settleRecordEntry(signed, reordered, { now: LATER }).ok).toBe(true);
  });

  it('refuses to delete a signed note and lets a draft go', () => {
    expect(RECORD_ENTRY_ENTITY.deleteIssue({ ...draft, status: 'signed', signedAt: NOW })).toMatchObject({
      message: { id: 'record.signed.notDeletable' },
    });
    expect(RECORD_ENTRY_ENTITY.deleteIssue(draft)).toBeUndefined();
  });
});

describe('a record entry’s fields', () => {
  const issues = (fields: unknown) =>
    v.safeParse(RECORD_ENTRY_ENTITY.fieldsSchema, fields).issues?.map((issue) => issue.message) ?? [];

  it('takes a template only for its kind, and only that template’s sections', () => {
    expect(issues(draft)).toEqual([]);
    expect(issues({ ...draft, template: 'intake' })).toEqual(['record.template.invalid']);
    expect(issues({ ...draft, template: 'dap', sections: { subjective: 'x' } })).toEqual([
      'record.template.invalid',
    ]);
    expect(issues({ ...draft, kind: 'intake', template: 'intake', sections: { history: 'x' } })).toEqual([]);
  });

  it('holds a plan only in a plan entry, and a signed plan has a problem or a goal', () => {
    const plan = { problems: [], goals: [], reviewedOn: null };
    expect(issues({ ...draft, plan })).toEqual(['record.plan.onlyInPlan']);
    const planEntry = { ...draft, kind: 'plan', template: 'plan', sections: {}, plan };
    expect(issues(planEntry)).toEqual([]);
    expect(issues({ ...planEntry, status: 'signed' })).toEqual(['record.plan.required']);
    const goal = { id: PATIENT, text: 'Take the metro alone', targetDate: '2030-02-30', status: 'open' };
    expect(issues({ ...planEntry, plan: { ...plan, goals: [goal] } })).toEqual(['record.goal.dateInvalid']);
  });

  it('leaves empty sections out and keeps every character of the others', () => {
    const typed = { ...draft, sections: { subjective: '  ', objective: 'نام جيداً — « bien »' } };
    expect(RECORD_ENTRY_ENTITY.normalize(typed).sections).toEqual({ objective: 'نام جيداً — « bien »' });
  });
});
