/**
 * Sends the e-mails (onboarding, account, patients'): through SMTP (nodemailer, `SMTP_URL`) when configured, otherwise
 * into the stored outbox with the link printed on the console. Invariant: every mail leaves one
 * mail_outbox row; its body and link are kept only when no SMTP server is configured.
 */
import nodemailer, { type Transporter } from 'nodemailer';
import { isRightToLeft, type LanguageCode } from '#core/languages';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';
import type { I18nRegistry } from '../i18n.ts';
import { errorFields, type Logger } from '../log.ts';
import { type MailContent, type MailTemplate, renderMail } from './templates.ts';

export type OutgoingMail = {
  to: string;
  language: LanguageCode;
  template: MailTemplate;
  content: MailContent;
  /** An iCalendar (RFC 5545) event sent with the mail, which calendar programs offer to add. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
};
export type MailOutcome = 'sent' | 'stored' | 'failed';

export type Mailer = {
  isSmtp: boolean;
  send(mail: OutgoingMail): Promise<MailOutcome>;
  close(): void;
};

export type MailerOptions = {
  db: Db;
  i18n: I18nRegistry;
  log: Logger;
  /** Human-facing console output (the stored mail's link). */
  print: (line: string) => void;
  smtpUrl: string | undefined;
  from: string;
};

export function createMailer(options: MailerOptions): Mailer {
  const transport: Transporter | undefined = options.smtpUrl
    ? nodemailer.createTransport(options.smtpUrl)
    : undefined;

  async function send(mail: OutgoingMail): Promise<MailOutcome> {
    const rendered = renderMail(
      mail.template,
      options.i18n.forLanguage(mail.language),
      isRightToLeft(mail.language),
      mail.content,
    );
    const base = {
      toAddress: mail.to,
      language: mail.language,
      template: mail.template,
      subject: rendered.subject,
    };
    if (!transport) {
      await options.db.insert(mailOutbox).values({
        ...base,
        status: 'stored',
        textBody: rendered.text,
        link: mail.content.link ?? null,
      });
      // The operator's only way to follow the link without SMTP: printed, never logged as JSON.
      options.print(
        `[mail] ${mail.template} to ${mail.to}${mail.content.link ? `: ${mail.content.link}` : ''}`,
      );
      return 'stored';
    }
    try {
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: rendered.subject,
        text: rendered.text,
        html: rendered.html,
        ...(mail.calendar ? { icalEvent: { ...mail.calendar, filename: 'session.ics' } } : {}),
      });
      await options.db.insert(mailOutbox).values({ ...base, status: 'sent' });
      return 'sent';
    } catch (error) {
      options.log.error('mail not sent', { template: mail.template, ...errorFields(error) });
      await options.db
        .insert(mailOutbox)
        .values({ ...base, status: 'failed', error: String(error).slice(0, 500) });
      return 'failed';
    }
  }

  return { isSmtp: transport !== undefined, send, close: () => transport?.close() };
}
