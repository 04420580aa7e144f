import 'fake-indexeddb/auto';
import type { InferOutput } from 'valibot';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PatientRow } from '#core/patients/patient-schema';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import { describeCondition } from '../api-error.ts';
import { getDb, wipeLocalData } from '../db.ts';
import { onApiError } from '../error-sink.ts';
import type { AttemptResult } from '../http.ts';
import { storeLanguage } from '../language-store.ts';
import { createPatient } from '../patients/patient-commands.ts';
import { envelope, failure, type SentRequest, scriptedFetch, signInAnswer } from '../test-support.ts';
import { saveSignIn } from '../token-store.ts';
import { mutate } from './mutate.ts';
import { onUploadProgress, type UploadProgressEvent } from './outbox-events.ts';
import { defaultReplayDeps, type ReplayDeps, replayOutbox } from './replayer.ts';
import type { SendLimits } from './send-entry.ts';
import { uploadsInFlight } from './upload-progress.ts';

// No entity uploads files through the outbox yet: this fixture is the first, a patient attachment
// defined exactly as a later entity would (core `defineMutation` with `fileArgs`). The registry is
// extended with it; mutate, the outbox, the replayer and the HTTP stack below are the real ones.
const fixture = await vi.hoisted(async () => {
  const v = await import('valibot');
  const { defineMutation } = await import('#core/sync/mutation');
  const { fileArgSchema } = await import('#core/sync/file-args');
  const args = v.strictObject({
    id: v.pipe(v.string(), v.uuid()),
    caption: v.string(),
    order: v.number(),
    file: fileArgSchema('test.file.invalid'),
    extras: v.optional(v.array(fileArgSchema('test.file.invalid'))),
  });
  type Args = InferOutput<typeof args>;
  const attach = defineMutation<Args, PatientRow>({
    name: 'patient.attachFile',
    table: 'patients',
    args,
    rowId: (input) => input.id,
    fileArgs: ['file', 'extras'],
    apply: (row, input, context) => {
      // A failing apply, on demand: it must leave neither the row change nor the entry (and Blob).
      if (input.caption === 'explode') throw new Error('apply failed');
      return row ? { ...row, updatedAt: context.now } : undefined;
    },
    toCall: (input) => ({
      method: 'POST',
      path: `/api/patients/${input.id}/files`,
      body: { caption: input.caption, order: input.order, file: 'must not stay in the body' },
    }),
  });
  return { attach };
});

vi.mock(import('#core/sync/registry'), async (importOriginal) => {
  const original = await importOriginal();
  return {
    ...original,
    findMutation: (name: string) =>
      name === fixture.attach.name
        ? (fixture.attach as unknown as ReturnType<typeof original.findMutation>)
        : original.findMutation(name),
  };
});

const patientFields = SAMPLE_PATIENT;

const PDF_BYTES = `%PDF-1.7 ${'x'.repeat(4096)}`;
const pdf = () => ({ blob: new Blob([PDF_BYTES], { type: 'application/pdf' }), name: 'report.pdf' });

function attachArgs(id: string, overrides: Record<string, unknown> = {}) {
  return { id, caption: 'Intake report', order: 2, file: pdf(), ...overrides };
}

/** A patient already acknowledged by the server, so only the upload entry is queued. */
async function syncedPatient(): Promise<string> {
  const id = await createPatient(patientFields);
  await getDb().outbox.clear();
  await getDb().patients.update(id, { version: 1 });
  return id;
}

const failed = (status: number, retryAfterSeconds?: number): AttemptResult => ({
  kind: 'failed',
  info: describeCondition(status === 413 ? 'tooLarge' : 'server', { status }),
  retryAfterSeconds,
});

/** Replay deps with the real HTTP send unless given; a clock that the waits (and `send`) move. */
function replayDeps(
  overrides: Partial<ReplayDeps> = {},
): ReplayDeps & { delays: number[]; clock: { now: number } } {
  const clock = { now: 1_000_000 };
  const delays: number[] = [];
  return {
    ...defaultReplayDeps(),
    readServerRow: async () => undefined,
    sleep: async (ms) => {
      delays.push(ms);
      clock.now += ms;
    },
    random: () => 0.5,
    now: () => clock.now,
    isOnline: () => true,
    delays,
    clock,
    ...overrides,
  };
}

let progress: UploadProgressEvent[];
let stopListening: () => void;

beforeEach(async () => {
  await storeLanguage('FR');
  await saveSignIn(signInAnswer(), Date.now());
  vi.stubGlobal('location', { origin: 'http://localhost' });
  progress = [];
  stopListening = onUploadProgress((event) => progress.push(event));
});
afterEach(async () => {
  stopListening();
  vi.unstubAllGlobals();
  await wipeLocalData();
});

describe('mutate with a file', () => {
  it('stores the Blob in the outbox entry, with the local change, and keeps it out of the body', async () => {
    const id = await syncedPatient();
    const before = await getDb().patients.get(id);

    const queued = await mutate(fixture.attach.name, attachArgs(id), {
      now: Date.parse('2026-01-02T03:04:05Z'),
    });

    const [stored] = await getDb().outbox.toArray();
    expect(stored?.id).toBe(queued.id);
    expect(stored?.call.body).toEqual({ caption: 'Intake report', order: 2 });
    expect(stored?.call.files).toHaveLength(1);
    const [file] = stored?.call.files ?? [];
    expect(file).toMatchObject({ field: 'file', name: 'report.pdf' });
    expect(file?.blob).toBeInstanceOf(Blob);
    expect(await file?.blob.text()).toBe(PDF_BYTES);
    expect(file?.blob.type).toBe('application/pdf');
    const after = await getDb().patients.get(id);
    expect(after?.updatedAt).toBe('2026-01-02T03:04:05.000Z');
    expect(after?.updatedAt).not.toBe(before?.updatedAt);
  });

  it('gives a list of files one part each, under the arg name, and a call without files stays multipart', async () => {
    const id = await syncedPatient();
    const second = { blob: new Blob(['two']), name: 'two.txt' };
    const third = { blob: new Blob(['three']), name: 'three.txt' };
    const entry = await mutate(fixture.attach.name, attachArgs(id, { extras: [second, third] }));
    expect(entry.call.files?.map((file) => [file.field, file.name])).toEqual([
      ['file', 'report.pdf'],
      ['extras', 'two.txt'],
      ['extras', 'three.txt'],
    ]);
    expect(fixture.attach.toCall({ ...attachArgs(id), extras: [] }).files).toHaveLength(1);
  });

  it('writes neither the entry nor the row change when apply fails', async () => {
    const id = await syncedPatient();
    const before = await getDb().patients.get(id);

    await expect(mutate(fixture.attach.name, attachArgs(id, { caption: 'explode' }))).rejects.toThrow(
      'apply failed',
    );

    expect(await getDb().outbox.count()).toBe(0);
    expect(await getDb().patients.get(id)).toEqual(before);
  });

  it('rolls the row change back when the entry (with its Blob) cannot be written', async () => {
    const id = await syncedPatient();
    const first = await mutate(fixture.attach.name, attachArgs(id));
    const before = await getDb().patients.get(id);
    // The next entry reuses the first entry's id: the unique index refuses it after the row was put.
    vi.spyOn(crypto, 'randomUUID').mockReturnValue(first.id as ReturnType<typeof crypto.randomUUID>);

    await expect(
      mutate(fixture.attach.name, attachArgs(id, { caption: 'Second' }), { now: 42 }),
    ).rejects.toThrow();

    expect(await getDb().patients.get(id)).toEqual(before);
    expect((await getDb().outbox.toArray()).map((entry) => entry.call.body.caption)).toEqual([
      'Intake report',
    ]);
  });

  it('refuses a file arg that is not a Blob, writing nothing', async () => {
    const id = await syncedPatient();
    await expect(
      mutate(fixture.attach.name, attachArgs(id, { file: { blob: 'not bytes', name: 'a.pdf' } })),
    ).rejects.toMatchObject({ fieldErrors: { 'file.blob': 'test.file.invalid' } });
    expect(await getDb().outbox.count()).toBe(0);
  });
});

describe('replaying an upload entry', () => {
  it('sends it as multipart: fields, lang_code, the stored file bytes and the entry id as Idempotency-Key', async () => {
    const id = await syncedPatient();
    const entry = await mutate(fixture.attach.name, attachArgs(id));
    const network = scriptedFetch(() => envelope({ fileId: 'f-1' }));
    vi.stubGlobal('fetch', network.fetch);

    expect(await replayOutbox(replayDeps())).toBe('idle');

    expect(network.sent).toHaveLength(1);
    const [request] = network.sent as [SentRequest];
    expect(request.method).toBe('POST');
    expect(request.url.pathname).toBe(`/api/patients/${id}/files`);
    expect(request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    expect(request.headers.get('idempotency-key')).toBe(entry.id);
    expect(request.headers.get('authorization')).toBe('Bearer access-token-1');
    expect(request.form?.get('caption')).toBe('Intake report');
    expect(request.form?.get('order')).toBe('2');
    expect(request.form?.get('lang_code')).toBe('FR');
    const part = request.form?.get('file');
    expect(part instanceof File && part.name).toBe('report.pdf');
    expect(await (part as File).text()).toBe(PDF_BYTES);
    expect(await getDb().outbox.count()).toBe(0);
  });

  it('sends JSON entries around it as JSON, in seq order', async () => {
    const id = await createPatient(patientFields);
    await mutate(fixture.attach.name, attachArgs(id));
    const network = scriptedFetch(() => envelope({}));
    vi.stubGlobal('fetch', network.fetch);

    await replayOutbox(replayDeps());

    expect(network.sent.map((sent) => [sent.url.pathname, sent.form ? 'multipart' : 'json'])).toEqual([
      ['/api/patients', 'json'],
      [`/api/patients/${id}/files`, 'multipart'],
    ]);
  });

  it('never retries a 413: the entry is rejected after one attempt, its file kept for the panel', async () => {
    const id = await syncedPatient();
    await mutate(fixture.attach.name, attachArgs(id));
    const network = scriptedFetch(() => failure(413, { success: false }, { 'retry-after': '1' }));
    vi.stubGlobal('fetch', network.fetch);
    const reported: string[] = [];
    const stopReports = onApiError((info) => reported.push(info.condition));

    expect(await replayOutbox(replayDeps())).toBe('idle');
    stopReports();

    expect(network.sent).toHaveLength(1);
    // Reported like a direct upload's 413: the page shows /network-error with the spec's message.
    expect(reported).toEqual(['tooLarge']);
    const [entry] = await getDb().outbox.toArray();
    expect(entry).toMatchObject({
      state: 'rejected',
      lastError: { status: 413, messageId: 'error.tooLarge' },
    });
    expect(await entry?.call.files?.[0]?.blob.text()).toBe(PDF_BYTES);
  });

  it('follows the upload policy: 3 retries at 2, 4 and 8 s (jittered), then parks', async () => {
    const id = await syncedPatient();
    await mutate(fixture.attach.name, attachArgs(id));
    let attempts = 0;
    const replay = replayDeps({
      send: async () => {
        attempts += 1;
        return failed(503);
      },
    });

    expect(await replayOutbox(replay)).toBe('parked');

    expect(attempts).toBe(4);
    // Equal jitter with random() = 0.5: three quarters of 2, 4 and 8 s.
    expect(replay.delays).toEqual([1500, 3000, 6000]);
    expect(await getDb().outbox.toArray()).toEqual([
      expect.objectContaining({ state: 'parked', attempts: 4 }),
    ]);
  });

  it('honours Retry-After up to the 10 s cap', async () => {
    const id = await syncedPatient();
    await mutate(fixture.attach.name, attachArgs(id));
    const answers = [failed(429, 3), failed(503, 60), failed(503, 60)];
    const replay = replayDeps({ send: async () => answers.shift() ?? { kind: 'ok', data: {} } });

    expect(await replayOutbox(replay)).toBe('idle');

    expect(replay.delays).toEqual([3000, 10_000, 10_000]);
  });

  it('parks when the next retry would end past the 2-minute overall limit, and bounds each attempt by what is left', async () => {
    const id = await syncedPatient();
    await mutate(fixture.attach.name, attachArgs(id));
    const limits: (number | undefined)[] = [];
    const replay = replayDeps();
    replay.send = async (_entry, given) => {
      limits.push(given?.timeoutMs);
      replay.clock.now += 50_000; // a slow upload that fails at the end
      return failed(503);
    };

    expect(await replayOutbox(replay)).toBe('parked');

    // 0 → 50 s, wait 1.5 s; 51.5 → 101.5 s, wait 3 s; 104.5 → 154.5 s: no time left for a wait.
    expect(limits).toEqual([120_000, 68_500, 15_500]);
    expect(replay.delays).toEqual([1500, 3000]);
    expect(await getDb().outbox.toArray()).toEqual([
      expect.objectContaining({ state: 'parked', attempts: 3 }),
    ]);
  });

  it('keeps the ordinary policy, without an overall limit, for JSON entries', async () => {
    await createPatient(patientFields);
    const limits: (SendLimits | undefined)[] = [];
    const replay = replayDeps({
      send: async (_entry, given) => {
        limits.push(given);
        return failed(503);
      },
    });

    expect(await replayOutbox(replay)).toBe('parked');

    expect(replay.delays).toEqual([1500, 3000, 6000, 12000, 24000]);
    expect(limits.every((given) => given?.timeoutMs === undefined)).toBe(true);
  });
});

describe('upload progress', () => {
  it('publishes bytes sent over total for the entry, then its end, and leaves nothing in flight', async () => {
    const id = await syncedPatient();
    const entry = await mutate(fixture.attach.name, attachArgs(id));
    const bodies: Blob[] = [];
    // XHR is the browser's progress-capable transport (xhr-fetch.ts); this stand-in at the network
    // boundary records the body and reports progress in two steps, as a browser would.
    class RecordingXhr {
      upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      responseType = '';
      status = 0;
      statusText = '';
      response: Blob | null = null;
      open() {}
      setRequestHeader() {}
      getAllResponseHeaders() {
        return 'content-type: application/json\r\n';
      }
      abort() {}
      send(body: Blob) {
        bodies.push(body);
        expect(uploadsInFlight()).toEqual([expect.objectContaining({ entryId: entry.id, sentBytes: 0 })]);
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1000, total: body.size } as ProgressEvent);
        this.upload.onprogress?.({
          lengthComputable: true,
          loaded: body.size,
          total: body.size,
        } as ProgressEvent);
        this.status = 200;
        this.response = new Blob([JSON.stringify({ success: true, data: { fileId: 'f-1' } })]);
        this.onload?.();
      }
    }
    vi.stubGlobal('XMLHttpRequest', RecordingXhr);

    expect(await replayOutbox(replayDeps())).toBe('idle');

    const total = bodies[0]?.size ?? 0;
    expect(total).toBeGreaterThan(PDF_BYTES.length);
    expect(await bodies[0]?.text()).toContain(PDF_BYTES);
    const named = { entryId: entry.id, fileNames: ['report.pdf'] };
    expect(progress).toEqual([
      { ...named, sentBytes: 0, totalBytes: PDF_BYTES.length, done: false },
      { ...named, sentBytes: 1000, totalBytes: total, done: false },
      { ...named, sentBytes: total, totalBytes: total, done: false },
      { ...named, sentBytes: total, totalBytes: total, done: true },
    ]);
    expect(uploadsInFlight()).toEqual([]);
  });

  it('ends the entry’s progress when an attempt fails too', async () => {
    const id = await syncedPatient();
    await mutate(fixture.attach.name, attachArgs(id));
    vi.stubGlobal('fetch', scriptedFetch(() => failure(413)).fetch);

    await replayOutbox(replayDeps());

    expect(progress.at(-1)).toMatchObject({ done: true });
    expect(uploadsInFlight()).toEqual([]);
  });
});
