/**
 * A real SMTP server on loopback for tests (smtp-server): it accepts every message and keeps it, so
 * a test can follow the link a mail carries. Invariant: listens on 127.0.0.1 only, no TLS, no auth.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  to: string[];
  raw: string;
  subject: string;
  text: string;
  /** The calendar event it carries (text/calendar), decoded; undefined when none. */
  calendar: string | undefined;
};

export type SmtpReceiver = {
  url: string;
  mails: ReceivedMail[];
  /** Resolves with the first mail to `address` matching `subject`, waiting for it if need be. */
  waitFor(address: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
};

/** Undoes quoted-printable soft breaks and escapes (nodemailer wraps long lines and encodes `=`). */
function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function decodeHeader(value: string): string {
  // Whitespace between two encoded words is folding, not content (RFC 2047).
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=/gi, (_match, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

/** The body of the first MIME part of `type`: its header lines, a blank line, up to the next boundary. */
function partOf(raw: string, type: string): string | undefined {
  const part = new RegExp(
    `Content-Type: ${type}([^\\r\\n]*(?:\\r?\\n[^\\r\\n]+)*)\\r?\\n\\r?\\n([\\s\\S]*?)\\r?\\n--`,
    'i',
  ).exec(raw);
  if (!part) return undefined;
  const body = part[2] ?? '';
  return /Content-Transfer-Encoding: base64/i.test(part[1] ?? '')
    ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
    : decodeQuotedPrintable(body);
}

function parse(raw: string, to: string[]): ReceivedMail {
  const subjectLine = raw.match(/^Subject: (.*(?:\r?\n[ \t].*)*)/im)?.[1] ?? '';
  const subject = decodeHeader(subjectLine.replace(/\r?\n[ \t]/g, ' '));
  return {
    to,
    raw,
    subject,
    text: partOf(raw, 'text\\/plain') ?? '',
    calendar: partOf(raw, 'text\\/calendar'),
  };
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const waiters: (() => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((recipient) => recipient.address.toLowerCase());
        mails.push(parse(Buffer.concat(chunks).toString('latin1'), to));
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const { port } = server.server.address() as AddressInfo;

  function find(address: string, subject: RegExp | undefined) {
    return mails.find(
      (mail) => mail.to.includes(address.toLowerCase()) && (!subject || subject.test(mail.subject)),
    );
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitFor(address, subject, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${address}`)), timeoutMs);
        const check = () => {
          const mail = find(address, subject);
          if (mail) {
            clearTimeout(timer);
            resolve(mail);
          } else waiters.push(check);
        };
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first absolute link in a mail's text. */
export function firstLink(mail: ReceivedMail): string {
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in mail "${mail.subject}"`);
  return link;
}
