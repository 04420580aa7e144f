// Files on each backend (issue 15): a 10 MB document uploaded and downloaded through a real server
// process on loopback, on the local disk and on S3 (s3rver in this process), and that process's
// memory while it receives five uploads at once — of 10 MB and of 1 MB, to show that what it holds
// does not grow with the files' size (they stream to a staging file, then to the store).

import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  FILE_BACKENDS,
  type FileBackendName,
  startFileBackend,
} from '../../src/server/test-support/file-backends.ts';
import { S3RVER_CREDENTIALS } from '../../src/server/test-support/s3-server.ts';
import { type ServerProcess, startServerProcess } from '../../src/server/test-support/server-process.ts';
import { median, printGrid } from './measure.ts';

const MB = 1_000_000;
const RUNS = 7;
const PARALLEL = 5;

/** A PDF of `size` bytes the server's structure check accepts: its header, random bytes, its trailer. */
function pdfOf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.7\n');
  const tail = Buffer.from('\n1 0 obj << >> endobj\nstartxref\n0\n%%EOF\n');
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

type Uploaded = { id: string; uploadToken: string; ms: number };

async function uploadDocument(server: ServerProcess, content: Buffer): Promise<Uploaded> {
  const form = new FormData();
  form.append('kind', 'document');
  form.append('file', new Blob([new Uint8Array(content)]), 'report.pdf');
  const started = performance.now();
  const response = await fetch(`${server.url}/api/files`, { method: 'POST', body: form });
  // The upload route's envelope (UploadData), trimmed to what the bench reads.
  const body = (await response.json()) as { data?: { uploadToken: string; file: { id: string } } };
  const ms = performance.now() - started;
  if (response.status !== 201 || !body.data) throw new Error(`upload answered ${response.status}`);
  return { id: body.data.file.id, uploadToken: body.data.uploadToken, ms };
}

async function downloadMs(server: ServerProcess, file: Uploaded, size: number): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${server.url}/api/files/${file.id}`, {
    headers: { 'X-Upload-Token': file.uploadToken },
  });
  let received = 0;
  for await (const chunk of response.body ?? []) received += chunk.length;
  const ms = performance.now() - started;
  if (received !== size) throw new Error(`downloaded ${received} of ${size} bytes`);
  return ms;
}

const rssMb = (pid: number) => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+) kB/);
  return Number(line?.[1] ?? Number.NaN) / 1024;
};

/** The server process's resident memory just before `work` and its peak during it. */
async function rssAround(
  pid: number,
  work: () => Promise<unknown>,
): Promise<{ before: number; peak: number }> {
  const before = rssMb(pid);
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssMb(pid));
  }, 5);
  try {
    await work();
  } finally {
    clearInterval(sampler);
  }
  return { before, peak: Math.max(peak, rssMb(pid)) };
}

async function measureBackend(name: FileBackendName): Promise<string[]> {
  const backend = await startFileBackend(name);
  const environment: Record<string, string> =
    backend.config.kind === 's3'
      ? {
          FILES_URL: `s3://${backend.config.bucket}/${backend.config.prefix}`,
          AWS_ENDPOINT_URL_S3: backend.config.endpoint ?? '',
          AWS_REGION: backend.config.region,
          AWS_ACCESS_KEY_ID: S3RVER_CREDENTIALS.accessKeyId,
          AWS_SECRET_ACCESS_KEY: S3RVER_CREDENTIALS.secretAccessKey,
        }
      : { FILES_URL: `file://${backend.config.dir}` };
  const server = await startServerProcess({
    ...environment,
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MULTIPLIER: '100',
  });
  try {
    // Memory first, before any 10 MB file has passed through: only a small warm-up upload.
    const warmUp = pdfOf(MB);
    await downloadMs(server, await uploadDocument(server, warmUp), warmUp.length);
    const parallel = async (size: number) => {
      const content = pdfOf(size);
      return rssAround(server.pid, () =>
        Promise.all(Array.from({ length: PARALLEL }, () => uploadDocument(server, content))),
      );
    };
    const small = await parallel(MB);
    const large = await parallel(10 * MB);
    const document = pdfOf(10 * MB);
    const uploads: number[] = [];
    const downloads: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const file = await uploadDocument(server, document);
      uploads.push(file.ms);
      downloads.push(await downloadMs(server, file, document.length));
    }
    const rate = (ms: number) => `${((10 * MB) / MB / (ms / 1000)).toFixed(0)} MB/s (${Math.round(ms)} ms)`;
    return [
      name,
      rate(median(uploads)),
      rate(median(downloads)),
      `${small.before.toFixed(0)} → ${small.peak.toFixed(0)} MB`,
      `${large.before.toFixed(0)} → ${large.peak.toFixed(0)} MB`,
    ];
  } finally {
    await server.stop();
    await backend.stop();
  }
}

export async function runFilesBench(): Promise<void> {
  const rows: string[][] = [];
  for (const name of FILE_BACKENDS) rows.push(await measureBackend(name));
  printGrid(
    `Files: a 10 MB document through a server process on loopback (median of ${RUNS}); its resident memory before and at the peak of ${PARALLEL} uploads at once (budget: no growth in proportion to the files' size — 50 MB held would show)`,
    ['store', 'upload', 'download', `RSS, ${PARALLEL} × 1 MB at once`, `RSS, ${PARALLEL} × 10 MB at once`],
    rows,
  );
}
