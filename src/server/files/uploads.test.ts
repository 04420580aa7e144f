import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOC_MAX_FILES, IMAGE_MAX_BYTES } from '#core/constants';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { adminToken, SAMPLE, startOnboardingServer, upload } from '../onboarding/test-kit.ts';
import { STORAGE_SETUPS, startFileBackend, type TestFileBackend } from '../test-support/file-backends.ts';
import type { TestServer } from '../test-support/test-server.ts';
import { DRAFT_TTL_MS, sweepExpiredDrafts } from './drafts.ts';
import { DRAIN_MAX_BYTES } from './drain-body.ts';
import { openFileStore } from './open-file-store.ts';
import { ORPHAN_GRACE_MS, sweepOrphanFiles } from './orphan-sweep.ts';

/** Streams `totalBytes` of multipart body in chunks; resolves with the status and how much was sent by then. */
function streamOversized(
  server: TestServer,
  kind: string,
  totalBytes: number,
  options: { declareLength?: boolean; allowNetworkError?: boolean } = {},
): Promise<{ status: number; sentBeforeAnswer: number; body: string }> {
  const boundary = 'test-boundary-0123456789';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const url = new URL(`${server.url}/api/files?kind=${kind}`);
  return new Promise((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: 'POST',
        headers: {
          'content-type': `multipart/form-data; boundary=${boundary}`,
          ...(options.declareLength ? { 'content-length': String(head.length + totalBytes) } : {}),
        },
      },
      (response) => {
        answered = true;
        const sentBeforeAnswer = sent;
        let body = '';
        response.on('data', (chunk: Buffer) => {
          body += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, sentBeforeAnswer, body }));
      },
    );
    // The server closes the connection after answering: writes after that fail, which is expected.
    // Past the drain bound the close may even come first: status 0 is that network error.
    request.on('error', (error) => {
      if (answered) return;
      if (options.allowNetworkError) resolve({ status: 0, sentBeforeAnswer: sent, body: '' });
      else reject(error);
    });
    const chunk = Buffer.alloc(64 * 1024, 0x41);
    request.write(head);
    const pump = () => {
      while (!answered && sent < totalBytes) {
        sent += chunk.length;
        if (!request.write(chunk)) return void request.once('drain', pump);
      }
      if (!answered) request.end();
    };
    pump();
  });
}

describe.each(STORAGE_SETUPS)('uploads on %s with files on %s', (driver, backendName) => {
  let server: TestServer;
  let backend: TestFileBackend;
  beforeAll(async () => {
    backend = await startFileBackend(backendName);
    server = await startOnboardingServer(driver, { config: { files: backend.config } });
  });
  afterAll(async () => {
    await server?.stop();
    await backend?.stop();
  });

  it('accepts each real type for its kind and answers an upload token for the draft', async () => {
    const photo = await upload(server, 'photo', SAMPLE.gif(), 'me.gif');
    expect(photo.status).toBe(201);
    expect(photo.body.data?.file).toMatchObject({ kind: 'photo', mimeType: 'image/gif', name: 'me.gif' });
    const uploadToken = photo.body.data?.uploadToken ?? '';
    expect(uploadToken.length).toBeGreaterThanOrEqual(43);
    const cases = [
      ['document', SAMPLE.pdf(), 'application/pdf'],
      ['document', SAMPLE.docx(), 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['diploma', SAMPLE.jpeg(), 'image/jpeg'],
      ['banner', SAMPLE.png(), 'image/png'],
      ['video', SAMPLE.mp4(), 'video/mp4'],
    ] as const;
    for (const [kind, content, mimeType] of cases) {
      const answer = await upload(server, kind, content, 'whatever.bin', { uploadToken });
      expect(answer.status, `${kind} ${mimeType}`).toBe(201);
      expect(answer.body.data?.file.mimeType).toBe(mimeType);
      // The same draft: no new token.
      expect(answer.body.data?.uploadToken).toBeUndefined();
    }
  });

  it('keeps a file name without what could disguise it: bidirectional overrides, marks, controls', async () => {
    const answer = await upload(
      server,
      'document',
      SAMPLE.pdf(),
      'invoice\u202Efdp.exe\u200F\u2066.pdf\u0085',
    );
    expect(answer.status).toBe(201);
    expect(answer.body.data?.file.name).toBe('invoicefdp.exe.pdf');
  });

  it('takes the upload token from the header, the query or a field before the file', async () => {
    const first = await upload(server, 'photo', SAMPLE.png(), 'me.png');
    const uploadToken = first.body.data?.uploadToken ?? '';
    for (const tokenVia of ['query', 'field'] as const) {
      const next = await upload(server, 'document', SAMPLE.pdf(), `${tokenVia}.pdf`, {
        uploadToken,
        tokenVia,
      });
      expect(next.status, tokenVia).toBe(201);
      expect(next.body.data?.uploadToken, tokenVia).toBeUndefined();
      const shown = await fetch(`${server.url}/api/files/${next.body.data?.file.id}`, {
        headers: { 'X-Upload-Token': uploadToken },
      });
      expect(shown.status, tokenVia).toBe(200);
    }
  });

  it('refuses a renamed executable posing as a PDF, and a ZIP posing as a DOCX', async () => {
    const exe = await upload(server, 'document', SAMPLE.exe(), 'diploma.pdf');
    expect(exe.status).toBe(400);
    expect(exe.body.message).toBe(M.documentType.message);
    const zip = await upload(server, 'document', SAMPLE.zip(), 'cv.docx');
    expect(zip.status).toBe(400);
    const pdfAsImage = await upload(server, 'banner', SAMPLE.pdf(), 'banner.png');
    expect(pdfAsImage.status).toBe(400);
    expect(pdfAsImage.body.message).toBe(M.imageType.message);
    const pngAsVideo = await upload(server, 'video', SAMPLE.png(), 'clip.mp4');
    expect(pngAsVideo.body.message).toBe(M.videoType.message);
  });

  it('cuts an oversized upload off with 413 while streaming, reading at most the drain bound', async () => {
    const totalBytes = DRAIN_MAX_BYTES * 4;
    const startedAt = performance.now();
    const answer = await streamOversized(server, 'banner', totalBytes, { allowNetworkError: true });
    expect([0, 413]).toContain(answer.status);
    // The rest is drained up to the bound (so a browser can read the 413), never to the end.
    expect(answer.sentBeforeAnswer).toBeLessThan(DRAIN_MAX_BYTES + 16 * 1024 * 1024);
    expect(performance.now() - startedAt).toBeLessThan(15_000);
  });

  it('refuses at once a body whose declared length is over the limit and the drain bound', async () => {
    const answer = await streamOversized(server, 'photo', DRAIN_MAX_BYTES + 1024 * 1024, {
      declareLength: true,
    });
    expect(answer.status).toBe(413);
    expect(answer.sentBeforeAnswer).toBeLessThan(16 * 1024 * 1024);
  });

  it('accepts an image of exactly the limit and refuses one byte more', async () => {
    const atLimit = await upload(server, 'banner', SAMPLE.png(IMAGE_MAX_BYTES - 8), 'ok.png');
    expect(atLimit.status).toBe(201);
    const over = await upload(server, 'banner', SAMPLE.png(IMAGE_MAX_BYTES - 7), 'big.png');
    expect(over.status).toBe(413);
    expect(over.body.message).toBe(M.imageSize.message);
  });

  it('stops the Documents list at five files', async () => {
    const first = await upload(server, 'document', SAMPLE.pdf(), 'cv.pdf');
    const uploadToken = first.body.data?.uploadToken ?? '';
    for (let index = 1; index < DOC_MAX_FILES; index += 1) {
      expect(
        (await upload(server, 'document', SAMPLE.pdf(), `doc${index}.pdf`, { uploadToken })).status,
      ).toBe(201);
    }
    const sixth = await upload(server, 'document', SAMPLE.pdf(), 'sixth.pdf', {
      uploadToken,
      language: 'FR',
    });
    expect(sixth.status).toBe(409);
    expect(sixth.body.message).toBe(
      'Nombre maximal de fichiers atteint (5/5) ; supprimez-en un pour en ajouter un autre',
    );
    // Removing one makes room again.
    const removed = await fetch(`${server.url}/api/files/${first.body.data?.file.id}`, {
      method: 'DELETE',
      headers: { 'X-Upload-Token': uploadToken },
    });
    expect(removed.status).toBe(200);
    expect((await upload(server, 'document', SAMPLE.pdf(), 'again.pdf', { uploadToken })).status).toBe(201);
  });

  it('shows a document to its draft and the admin, and answers 404 to another applicant', async () => {
    const mine = await upload(server, 'document', SAMPLE.pdf(), 'cv.pdf');
    const fileId = mine.body.data?.file.id ?? '';
    const myToken = mine.body.data?.uploadToken ?? '';
    const shown = await fetch(`${server.url}/api/files/${fileId}`, {
      headers: { 'X-Upload-Token': myToken },
    });
    expect(shown.status).toBe(200);
    expect(shown.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await shown.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    expect((await fetch(`${server.url}/api/files/${fileId}?uploadToken=${myToken}`)).status).toBe(200);

    const other = await upload(server, 'photo', SAMPLE.png(), 'other.png');
    const otherToken = other.body.data?.uploadToken ?? '';
    const stolen = await fetch(`${server.url}/api/files/${fileId}`, {
      headers: { 'X-Upload-Token': otherToken },
    });
    expect(stolen.status).toBe(404);
    expect(((await stolen.json()) as { message: string }).message).toBe(ERROR_MESSAGES.notFound.message);
    expect((await fetch(`${server.url}/api/files/${fileId}`)).status).toBe(404);
    const deleted = await fetch(`${server.url}/api/files/${fileId}`, {
      method: 'DELETE',
      headers: { 'X-Upload-Token': otherToken },
    });
    expect(deleted.status).toBe(404);

    const admin = await fetch(`${server.url}/api/files/${fileId}`, {
      headers: { authorization: `Bearer ${await adminToken(server)}` },
    });
    expect(admin.status).toBe(200);
  });

  it('forgets an abandoned draft and its bytes once it has expired', async () => {
    const abandoned = await upload(server, 'document', SAMPLE.pdf(), 'old.pdf');
    const uploadToken = abandoned.body.data?.uploadToken ?? '';
    const before = (await backend.storedNames()).length;
    const later = new Date(Date.now() + DRAFT_TTL_MS + 1000);
    const store = await openFileStore(backend.config);
    const swept = await sweepExpiredDrafts(server.database.db, store, later).finally(() => store.close());
    expect(swept).toBeGreaterThanOrEqual(1);
    // Every draft of this file's tests expired at once: their bytes are gone, nothing half-written stays.
    expect((await backend.storedNames()).length).toBeLessThan(before);
    expect(await backend.stagingNames()).toEqual([]);
    const shown = await fetch(`${server.url}/api/files/${abandoned.body.data?.file.id}`, {
      headers: { 'X-Upload-Token': uploadToken },
    });
    expect(shown.status).toBe(404);
  });

  it('sweeps stored bytes that no file record names once they are an hour old, and only those', async () => {
    const recorded = await upload(server, 'document', SAMPLE.pdf(), 'kept.pdf');
    expect(recorded.status).toBe(201);
    const store = await openFileStore(backend.config);
    try {
      // What a user's deletion (its rows cascade) or a node dying before it recorded an upload leaves.
      const pending = await store.begin();
      await pending.write(SAMPLE.pdf());
      const orphan = await pending.commit();
      const recordedNames = (await backend.storedNames()).filter((name) => name !== orphan);
      expect(await sweepOrphanFiles(server.database.db, store, new Date())).toBe(0);
      expect(await backend.storedNames()).toContain(orphan);
      const later = new Date(Date.now() + ORPHAN_GRACE_MS + 60_000);
      expect(await sweepOrphanFiles(server.database.db, store, later)).toBe(1);
      expect(await backend.storedNames()).toEqual(recordedNames);
      const shown = await fetch(`${server.url}/api/files/${recorded.body.data?.file.id}`, {
        headers: { 'X-Upload-Token': recorded.body.data?.uploadToken ?? '' },
      });
      expect(shown.status).toBe(200);
    } finally {
      await store.close();
    }
  });

  it('refuses an unknown upload token instead of opening a new draft', async () => {
    const answer = await upload(server, 'photo', SAMPLE.png(), 'me.png', { uploadToken: 'x'.repeat(43) });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(M.uploadSessionInvalid.message);
  });
});
