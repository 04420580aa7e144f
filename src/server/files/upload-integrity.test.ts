import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { SAMPLE, startOnboardingServer, upload } from '../onboarding/test-kit.ts';
import { STORAGE_SETUPS, startFileBackend, type TestFileBackend } from '../test-support/file-backends.ts';
import type { TestServer } from '../test-support/test-server.ts';

const bytes = (...parts: (string | number[] | Uint8Array)[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );

async function waitFor<T>(find: () => Promise<T | undefined> | T | undefined, what: string): Promise<T> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const found = await find();
    if (found !== undefined) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`never happened: ${what}`);
}

/**
 * A multipart upload written to the socket in full before the answer is read, the way Chromium's
 * XHR behaves: a server that answers and closes mid-body makes the writes fail (EPIPE/reset), and
 * then this rejects with that network error instead of resolving with the status.
 */
function sendWholeThenRead(
  server: { url: string },
  kind: string,
  fileBytes: number,
): Promise<{ status: number; body: string }> {
  const boundary = 'whole-body-boundary-0123456789';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL(server.url);
  const length = head.length + fileBytes + tail.length;
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(url.port), url.hostname);
    const received: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const status = Number(text.match(/^HTTP\/1\.1 (\d{3})/)?.[1] ?? 0);
      resolve({ status, body: text.slice(text.indexOf('\r\n\r\n') + 4) });
    });
    const write = (chunk: Buffer) =>
      new Promise<void>((done, fail) => socket.write(chunk, (error) => (error ? fail(error) : done())));
    (async () => {
      await write(
        Buffer.from(
          `POST /api/files?kind=${kind} HTTP/1.1\r\nHost: ${url.host}\r\nConnection: close\r\n` +
            `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n`,
        ),
      );
      await write(head);
      const chunk = Buffer.alloc(256 * 1024, 0x41);
      for (let sent = 0; sent < fileBytes; sent += chunk.length) {
        await write(chunk.subarray(0, Math.min(chunk.length, fileBytes - sent)));
      }
      await write(tail);
    })().catch(reject);
  });
}

describe.each(STORAGE_SETUPS)('upload integrity on %s with files on %s', (driver, backendName) => {
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

  it('refuses a file whose magic bytes promise a structure the rest of the file lacks', async () => {
    const before = await backend.storedNames();
    const cases = [
      ['document', SAMPLE.pdfHeadedElf(), M.documentType.message],
      ['document', bytes('%PDF-1.7\n', 'no trailer at all\n'), M.documentType.message],
      ['photo', SAMPLE.png().subarray(0, 100), M.imageType.message],
      ['photo', SAMPLE.jpeg().subarray(0, 50), M.imageType.message],
      ['photo', bytes('GIF89a', new Uint8Array(50)), M.imageType.message],
      ['video', bytes([0, 0, 0, 0x18], 'ftypmp42', new Uint8Array(200)), M.videoType.message],
      ['video', bytes(SAMPLE.mp4(), [0x7f, 0x45, 0x4c, 0x46]), M.videoType.message],
    ] as const;
    for (const [kind, content, message] of cases) {
      const answer = await upload(server, kind, content, 'file.bin');
      expect(answer.status, `${kind} ${content.subarray(0, 8).toString('latin1')}`).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    // Deleted after the check: nothing refused is stored, nothing stays staging.
    expect(await backend.storedNames()).toEqual(before);
    expect(await backend.stagingNames()).toEqual([]);
  });

  it('accepts a DOCX only when its directory lists word/document.xml', async () => {
    const notWord = await upload(server, 'document', SAMPLE.zipWithWordFolder(), 'cv.docx');
    expect(notWord.status).toBe(400);
    const word = await upload(server, 'document', SAMPLE.docx(), 'cv.docx');
    expect(word.status).toBe(201);
  });

  it('serves documents as attachments and images inline, never sniffed', async () => {
    const pdf = await upload(server, 'document', SAMPLE.pdf(), 'cv.pdf');
    const uploadToken = pdf.body.data?.uploadToken ?? '';
    const png = await upload(server, 'photo', SAMPLE.png(), 'me.png', { uploadToken });
    const show = (id: string | undefined) =>
      fetch(`${server.url}/api/files/${id}`, { headers: { 'X-Upload-Token': uploadToken } });
    const document = await show(pdf.body.data?.file.id);
    expect(document.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(document.headers.get('x-content-type-options')).toBe('nosniff');
    const image = await show(png.body.data?.file.id);
    expect(image.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(image.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('lets a client that sends its whole body before reading (as browsers do) read the 413', async () => {
    for (const [kind, size] of [
      ['photo', 30 * 1024 * 1024],
      ['banner', 3 * 1024 * 1024],
    ] as const) {
      const answer = await sendWholeThenRead(server, kind, size);
      expect(answer.status, `${kind} ${size}`).toBe(413);
      expect(JSON.parse(answer.body).message).toBe(M.imageSize.message);
    }
  });

  it('drops an upload cut off by its client quietly, leaving no partial file', async () => {
    const boundary = 'cut-off-boundary-0123456789';
    const url = new URL(`${server.url}/api/files?kind=document`);
    const request = http.request({
      host: url.hostname,
      port: url.port,
      path: `${url.pathname}${url.search}`,
      method: 'POST',
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': '5000000' },
    });
    request.on('error', () => undefined);
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\n\r\n%PDF-1.7\n`,
    );
    request.write(Buffer.alloc(256 * 1024, 0x20));
    await waitFor(
      async () => ((await backend.stagingNames()).length > 0 ? true : undefined),
      'the partial file to be written',
    );
    request.destroy();
    await waitFor(
      () => server.logLines.find((line) => line.includes('"upload aborted"')),
      'the aborted upload to be logged',
    );
    await waitFor(
      async () => ((await backend.stagingNames()).length > 0 ? undefined : true),
      'the partial file to be removed',
    );
    expect(server.logLines.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  });
});
