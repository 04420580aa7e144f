// Reads the mail the e2e SMTP receiver caught: the newest message to an address, its subject and its
// decoded text (quoted-printable or base64 parts of a multipart message), and the links in it.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_MAIL_DIR } from './mailbox-env.ts';

export type CaughtMail = { to: string[]; subject: string; text: string };

export class Mailbox {
  /**
   * Waits until `count` mails to `to` hold a link under `pathPrefix` (a resend makes two) and answers
   * the newest such link's path.
   */
  async waitForLink(to: string, pathPrefix: string, count = 1): Promise<string> {
    let link: string | undefined;
    await expect
      .poll(
        async () => {
          const mails = (await this.mailsTo(to)).filter((mail) => this.linksIn(mail, pathPrefix).length > 0);
          link = mails.at(-1) && this.linksIn(mails.at(-1) as CaughtMail, pathPrefix)[0];
          return mails.length;
        },
        { message: `${count} mail(s) to ${to} with a ${pathPrefix} link`, timeout: 20_000 },
      )
      .toBeGreaterThanOrEqual(count);
    if (!link) throw new Error(`no ${pathPrefix} link mailed to ${to}`);
    return link;
  }

  async mailsTo(to: string): Promise<CaughtMail[]> {
    const names = (await readdir(E2E_MAIL_DIR)).filter((name) => name.endsWith('.json')).sort();
    const mails: CaughtMail[] = [];
    for (const name of names) {
      const { recipients } = JSON.parse(await readFile(path.join(E2E_MAIL_DIR, name), 'utf8')) as {
        recipients: string[];
      };
      if (!recipients.includes(to.toLowerCase())) continue;
      const raw = await readFile(path.join(E2E_MAIL_DIR, name.replace(/\.json$/, '.eml')), 'utf8');
      mails.push({ to: recipients, ...parseMessage(raw) });
    }
    return mails;
  }

  /** The links of the mail whose path starts with `pathPrefix`, as paths for page.goto. */
  linksIn(mail: CaughtMail, pathPrefix: string): string[] {
    const links: string[] = [];
    for (const match of mail.text.matchAll(/https?:\/\/[^\s"'<>)\]]+/g)) {
      const url = new URL(match[0]);
      if (url.pathname.startsWith(pathPrefix)) links.push(`${url.pathname}${url.search}`);
    }
    return links;
  }
}

function parseMessage(raw: string): { subject: string; text: string } {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = unfold(head);
  return { subject: decodeWords(headers.get('subject') ?? ''), text: decodeBody(headers, rest.join('\n\n')) };
}

function unfold(head: string): Map<string, string> {
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return headers;
}

/** Text of every text/* leaf of the body, decoded and joined. */
function decodeBody(headers: Map<string, string>, body: string): string {
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .map((part) => {
        const [partHead = '', ...partBody] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
        return decodeBody(unfold(partHead), partBody.join('\n\n'));
      })
      .join('\n');
  }
  if (!type.toLowerCase().startsWith('text/')) return '';
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9A-F]{2})/gi, '%25');
  try {
    return decodeURIComponent(bytes);
  } catch {
    return bytes;
  }
}

/** RFC 2047 encoded words in the subject ("=?UTF-8?B?...?="). */
function decodeWords(value: string): string {
  return value.replace(
    /=\?([^?]+)\?([BQ])\?([^?]*)\?=\s*/gi,
    (_, _charset: string, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}
