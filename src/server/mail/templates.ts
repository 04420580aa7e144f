/**
 * Renders each e-mail (subject, plain text and HTML) in one language from the descriptors. Invariant:
 * every interpolated value is HTML-escaped in the HTML part; links are absolute (PUBLIC_URL based).
 */
import type { I18n } from '@lingui/core';
import { CHAT_LINK_TTL_MS } from '#core/chats/chat-link-api';
import { LINK_TTL_MS } from '#core/constants';
import { escapeHtml } from '#core/escape-html';
import type { Message } from '#core/messages';
import { AGREEMENT_CLAUSES, AGREEMENT_MESSAGES } from '#core/onboarding/agreement';
import type { MailItem } from '#core/onboarding/api';
import { SESSION_MODES, type SessionMode } from '#core/sessions/session-lists';
import { MAIL_MESSAGES as M } from './messages.ts';

export type MailTemplate = MailItem['template'];

export type MailContent = {
  name: string;
  link?: string;
  reason?: string;
  note?: string;
  /** The specialist writing to a patient (the chat link, a session's e-mails). */
  specialist?: string;
  /** The session a patient's e-mail is about, told in their language and time zone. */
  session?: MailSession;
  /** A late cancellation's fee, formatted in the mail's language. */
  fee?: string;
  /** A recurring series booked or cancelled at once: each of its sessions (`session` is the first). */
  series?: MailSession[];
};

export type MailSession = { startsAt: string; timeZone: string; durationMinutes: number; mode: SessionMode };
export type RenderedMail = { subject: string; text: string; html: string };

type Block =
  | { kind: 'p'; text: string }
  | { kind: 'button'; label: string; href: string }
  | { kind: 'quote'; text: string }
  | { kind: 'list'; items: string[] };

const LINK_TTL_HOURS = LINK_TTL_MS / (60 * 60 * 1000);
const CHAT_LINK_TTL_DAYS = CHAT_LINK_TTL_MS / (24 * 60 * 60 * 1000);

/** By id, with the English text as fallback; an object literal here would confuse `lingui extract`. */
function translateWith(i18n: I18n, descriptor: Message, values?: Record<string, unknown>): string {
  return i18n._(descriptor.id, values, { message: descriptor.message });
}

function blocksFor(
  template: MailTemplate,
  i18n: I18n,
  content: MailContent,
): { subject: Message; subjectValues?: Record<string, unknown>; blocks: Block[] } {
  const t = (descriptor: Message, values?: Record<string, unknown>) =>
    translateWith(i18n, descriptor, values);
  const p = (text: string): Block => ({ kind: 'p', text });
  const link = content.link ?? '';
  const validity = p(t(M.linkValidity, { hours: LINK_TTL_HOURS }));
  switch (template) {
    case 'approval':
      return {
        subject: M.approvalSubject,
        blocks: [p(t(M.approvalBody)), { kind: 'button', label: t(M.approvalAction), href: link }, validity],
      };
    case 'agreement':
      return {
        subject: M.agreementSubject,
        blocks: [
          p(t(M.agreementBody)),
          p(t(AGREEMENT_MESSAGES.title)),
          p(t(AGREEMENT_MESSAGES.intro)),
          ...AGREEMENT_CLAUSES.map((clause) => ({ kind: 'quote' as const, text: t(clause) })),
          { kind: 'button', label: t(AGREEMENT_MESSAGES.iAgree), href: link },
          p(t(M.agreementAfter)),
        ],
      };
    case 'rejection':
      return {
        subject: M.rejectionSubject,
        blocks: [
          p(t(M.rejectionBody)),
          { kind: 'quote', text: t(M.rejectionReason, { reason: content.reason ?? '' }) },
          p(t(M.rejectionAgain)),
        ],
      };
    case 'credential-correction':
      return {
        subject: M.correctionSubject,
        blocks: [
          p(t(M.correctionBody)),
          { kind: 'quote', text: t(M.correctionNote, { note: content.note ?? '' }) },
          p(t(M.correctionHow)),
        ],
      };
    case 'account-unlock':
      return {
        subject: M.unlockSubject,
        blocks: [
          p(t(M.unlockBody)),
          p(t(M.unlockIfYou)),
          { kind: 'button', label: t(M.unlockAction), href: link },
          validity,
          p(t(M.unlockIfNotYou)),
        ],
      };
    case 'chat-link': {
      const specialist = content.specialist ?? '';
      return {
        subject: M.chatLinkSubject,
        subjectValues: { specialist },
        blocks: [
          p(t(M.chatLinkBody, { specialist })),
          { kind: 'button', label: t(M.chatLinkAction), href: link },
          p(t(M.chatLinkPrivate, { specialist, days: CHAT_LINK_TTL_DAYS })),
        ],
      };
    }
    case 'two-factor-off':
      return {
        subject: M.twoFactorOffSubject,
        blocks: [p(t(M.twoFactorOffBody)), p(t(M.twoFactorIfNotYou))],
      };
    case 'account-closed':
      return {
        subject: M.accountClosedSubject,
        blocks: [p(t(M.accountClosedBody)), p(t(M.accountClosedIfNotYou))],
      };
    case 'two-factor-reset':
      return {
        subject: M.twoFactorResetSubject,
        blocks: [p(t(M.twoFactorResetBody)), p(t(M.twoFactorIfNotYou))],
      };
    case 'session-booked':
    case 'session-changed':
    case 'session-cancelled':
    case 'session-reminder':
      return sessionBlocks(template, i18n, content);
    case 'booking-received':
    case 'booking-declined': {
      const session = content.session;
      if (!session) throw new Error(`${template} needs its session`);
      const values = { specialist: content.specialist ?? '', when: sessionMoment(i18n, session) };
      return template === 'booking-received'
        ? {
            subject: M.bookingReceivedSubject,
            subjectValues: values,
            blocks: [p(t(M.bookingReceivedBody, values)), p(t(M.bookingReceivedNext, values))],
          }
        : {
            subject: M.bookingDeclinedSubject,
            subjectValues: values,
            blocks: [
              p(t(M.bookingDeclinedBody, values)),
              p(t(M.bookingDeclinedOther)),
              { kind: 'button', label: t(M.bookingChooseAnother), href: link },
            ],
          };
    }
    case 'password-reset':
      return {
        subject: M.resetSubject,
        blocks: [
          p(t(M.resetBody)),
          { kind: 'button', label: t(M.resetAction), href: link },
          validity,
          p(t(M.resetIgnore)),
        ],
      };
  }
}

/** A session's moment as its patient reads it: the day, the time and the time zone it is in. */
export function sessionMoment(i18n: I18n, session: MailSession): string {
  const format = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: 'full',
    timeStyle: 'short',
    timeZone: session.timeZone,
  });
  return `${format.format(new Date(session.startsAt))} (${session.timeZone})`;
}

/** What a session's e-mail says, by kind; the calendar file goes with it (../patient-mail). */
function sessionBlocks(
  template: 'session-booked' | 'session-changed' | 'session-cancelled' | 'session-reminder',
  i18n: I18n,
  content: MailContent,
): { subject: Message; subjectValues: Record<string, unknown>; blocks: Block[] } {
  const t = (descriptor: Message, values?: Record<string, unknown>) =>
    translateWith(i18n, descriptor, values);
  const session = content.session;
  if (!session) throw new Error(`${template} needs its session`);
  const specialist = content.specialist ?? '';
  const modeLabel = SESSION_MODES.find((mode) => mode.code === session.mode)?.label;
  const values = {
    specialist,
    when: sessionMoment(i18n, session),
    duration: session.durationMinutes,
    mode: modeLabel ? t(modeLabel).toLocaleLowerCase(i18n.locale) : session.mode,
  };
  const p = (text: string): Block => ({ kind: 'p', text });
  // With the patient's link (the conversation's page, where the call opens too) when the sender has it.
  const how: Block[] = content.link
    ? [
        p(t(session.mode === 'chat' ? M.sessionByChatLink : M.sessionJoinByLink, values)),
        { kind: 'button', label: t(M.sessionOpenConversation), href: content.link },
      ]
    : [p(t(session.mode === 'chat' ? M.sessionByChat : M.sessionJoinOnline, values))];
  const series = content.series && content.series.length > 1 ? content.series : undefined;
  if (series && (template === 'session-booked' || template === 'session-cancelled')) {
    const list: Block = { kind: 'list', items: series.map((each) => sessionMoment(i18n, each)) };
    const seriesValues = { ...values, count: series.length };
    return template === 'session-booked'
      ? {
          subject: M.seriesBookedSubject,
          subjectValues: seriesValues,
          blocks: [p(t(M.seriesBookedBody, seriesValues)), list, ...how, p(t(M.seriesCalendar))],
        }
      : {
          subject: M.seriesCancelledSubject,
          subjectValues: seriesValues,
          blocks: [p(t(M.seriesCancelledBody, seriesValues)), list, p(t(M.seriesCalendarCancel))],
        };
  }
  switch (template) {
    case 'session-booked':
      return {
        subject: M.sessionBookedSubject,
        subjectValues: values,
        blocks: [p(t(M.sessionBookedBody, values)), ...how, p(t(M.sessionCalendar))],
      };
    case 'session-changed':
      return {
        subject: M.sessionChangedSubject,
        subjectValues: values,
        blocks: [p(t(M.sessionChangedBody, values)), ...how, p(t(M.sessionCalendar))],
      };
    case 'session-reminder':
      return {
        subject: M.sessionReminderSubject,
        subjectValues: values,
        blocks: [p(t(M.sessionReminderBody, values)), ...how],
      };
    case 'session-cancelled':
      return {
        subject: M.sessionCancelledSubject,
        subjectValues: values,
        blocks: [
          p(t(M.sessionCancelledBody, values)),
          ...(content.reason
            ? [
                {
                  kind: 'quote' as const,
                  text: t(M.sessionCancelReason, { specialist, reason: content.reason }),
                },
              ]
            : []),
          ...(content.fee ? [p(t(M.sessionLateCancelFee, { specialist, fee: content.fee }))] : []),
          p(t(M.sessionCalendarCancel)),
        ],
      };
  }
}

export function renderMail(
  template: MailTemplate,
  i18n: I18n,
  isRightToLeft: boolean,
  content: MailContent,
): RenderedMail {
  const { subject, subjectValues, blocks } = blocksFor(template, i18n, content);
  const greeting = translateWith(i18n, M.greeting, { name: content.name });
  const signature = translateWith(i18n, M.signature);
  const fallback = translateWith(i18n, M.linkFallback);

  const textParts = [greeting, ''];
  for (const block of blocks) {
    if (block.kind === 'button') textParts.push(`${block.label}: ${block.href}`, '');
    else if (block.kind === 'list') textParts.push(...block.items.map((item) => `- ${item}`), '');
    else textParts.push(block.kind === 'quote' ? `  ${block.text}` : block.text, '');
  }
  textParts.push(signature);

  const dir = isRightToLeft ? 'rtl' : 'ltr';
  const htmlBlocks = blocks.map((block) => {
    if (block.kind === 'p') return `<p>${escapeHtml(block.text)}</p>`;
    if (block.kind === 'quote')
      return `<p style="margin-inline-start:16px;color:#333">${escapeHtml(block.text)}</p>`;
    if (block.kind === 'list')
      return `<ul>${block.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`;
    const href = escapeHtml(block.href);
    return (
      `<p><a href="${href}" style="display:inline-block;padding:10px 18px;background:#1c7ed6;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(block.label)}</a></p>` +
      `<p style="font-size:12px;color:#666">${escapeHtml(fallback)}<br><a href="${href}">${href}</a></p>`
    );
  });
  const subjectText = translateWith(i18n, subject, subjectValues);
  const html = [
    `<!doctype html><html lang="${i18n.locale}" dir="${dir}"><head><meta charset="utf-8"><title>${escapeHtml(subjectText)}</title></head>`,
    `<body style="font-family:Arial,'Noto Sans Arabic',sans-serif;line-height:1.5;color:#111">`,
    `<p>${escapeHtml(greeting)}</p>`,
    ...htmlBlocks,
    `<p>${escapeHtml(signature)}</p></body></html>`,
  ].join('');
  return { subject: subjectText, text: textParts.join('\n'), html };
}
