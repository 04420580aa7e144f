// Playwright global setup: a real SMTP server on loopback (smtp-server) that the e2e API server sends
// to. Each message is written as `<n>.eml` plus `<n>.json` (envelope recipients) under E2E_MAIL_DIR,
// the JSON last, so a reader never sees half a message.
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { E2E_MAIL_DIR, E2E_SMTP_PORT } from './mailbox-env.ts';

export default async function startMailbox(): Promise<() => Promise<void>> {
  await rm(E2E_MAIL_DIR, { recursive: true, force: true });
  await mkdir(E2E_MAIL_DIR, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const name = `${Date.now()}-${String(count).padStart(4, '0')}`;
        const recipients = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
        // The .json is what readers list, so it appears last and whole (written aside, then renamed):
        // a reader polling mid-write must never parse half a file.
        const jsonPath = path.join(E2E_MAIL_DIR, `${name}.json`);
        writeFile(path.join(E2E_MAIL_DIR, `${name}.eml`), Buffer.concat(chunks))
          .then(() => writeFile(`${jsonPath}.partial`, JSON.stringify({ recipients })))
          .then(() => rename(`${jsonPath}.partial`, jsonPath))
          .then(() => callback(), callback);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(E2E_SMTP_PORT, '127.0.0.1', () => resolve());
  });
  return () => new Promise<void>((resolve) => server.close(() => resolve()));
}
