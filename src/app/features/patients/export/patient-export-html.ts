// The readable copy of a patient export: one self-contained HTML page (inline styles, no script) in
// the interface language and direction. Every value is escaped; messages keep their line breaks.
import { escapeHtml } from '#core/escape-html';
import { RECORD_TEMPLATES, type RecordKind, type RecordTemplate } from '#core/record/record-lists';
import type { PatientExport } from '#local/patients/patient-export';
import type { RecordLabels } from '../../record/record-labels.ts';
import type { SessionFormat } from '../../sessions/session-format.ts';

export type ExportLabels = {
  title: string;
  exportedOn: string;
  profile: string;
  employees: string;
  sessions: string;
  packages: string;
  messages: string;
  record: string;
  /** "Signed on {day}", "Draft", "Addendum by {author}, {day}": filled per entry. */
  signedOn: (day: string) => string;
  draft: string;
  addendumBy: (author: string, day: string) => string;
  recordWords: RecordLabels;
  documents: string;
  none: string;
  fromPatient: string;
  fromSpecialist: string;
  missingFile: string;
  /** Field labels of the profile, by field name. */
  fields: Record<string, string>;
  columns: {
    date: string;
    time: string;
    mode: string;
    status: string;
    charge: string;
    name: string;
    sessions: string;
    price: string;
    purchased: string;
    expires: string;
    paid: string;
    from: string;
    message: string;
    file: string;
    inArchive: string;
  };
  yes: string;
  no: string;
};

export type ExportView = {
  language: string;
  dir: 'ltr' | 'rtl';
  format: SessionFormat;
  labels: ExportLabels;
};

const cell = (value: string) => `<td dir="auto">${escapeHtml(value)}</td>`;

function table(headers: string[], rows: string[][], empty: string): string {
  if (rows.length === 0) return `<p class="none">${escapeHtml(empty)}</p>`;
  const head = headers.map((header) => `<th>${escapeHtml(header)}</th>`).join('');
  const body = rows.map((row) => `<tr>${row.map(cell).join('')}</tr>`).join('');
  return `<table><thead><tr>${head}</tr></thead><tbody>${body}</tbody></table>`;
}

function text(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function renderPatientExportHtml(data: PatientExport, view: ExportView): string {
  const { format, labels } = view;
  const { columns } = labels;
  const profile = Object.entries(labels.fields)
    .filter(([field]) => text(data.patient[field]) !== '')
    .map(
      ([field, label]) =>
        `<dt>${escapeHtml(label)}</dt><dd dir="auto">${escapeHtml(text(data.patient[field]))}</dd>`,
    )
    .join('');
  const sessions = data.sessions.map((row) => [
    format.date(text(row.startsAt)),
    format.time(text(row.startsAt)),
    format.mode(text(row.mode)),
    format.status(text(row.status)),
    format.money(Number(row.charge), text(row.currency)),
  ]);
  const packages = data.packages.map((row) => [
    text(row.name),
    String(row.sessionCount),
    format.money(Number(row.price), text(row.currency)),
    format.date(text(row.purchasedAt)),
    format.date(text(row.expiresAt)),
    row.paid ? labels.yes : labels.no,
  ]);
  const messages = data.chatMessages
    .map((row) => {
      const who = row.sender === 'patient' ? labels.fromPatient : labels.fromSpecialist;
      const attachments = Array.isArray(row.attachments)
        ? (row.attachments as { name: string }[])
            .map((file) => `<li dir="auto">${escapeHtml(file.name)}</li>`)
            .join('')
        : '';
      return `<article><header>${escapeHtml(who)} · ${escapeHtml(format.date(text(row.sentAt)))} ${escapeHtml(format.time(text(row.sentAt)))}</header><p dir="auto">${escapeHtml(text(row.text))}</p>${attachments ? `<ul>${attachments}</ul>` : ''}</article>`;
    })
    .join('');
  const files = data.files.map((file) => [file.name, file.path ?? labels.missingFile]);
  const record = data.recordEntries.map((row) => recordEntryHtml(row, data.recordAddenda, view)).join('');
  const employees = data.employees.map((employee) => [employee.name]);
  return `<!doctype html>
<html lang="${escapeHtml(view.language)}" dir="${view.dir}">
<head><meta charset="utf-8"><title>${escapeHtml(labels.title)}</title>
<style>
body{font-family:system-ui,"Noto Sans Arabic",sans-serif;max-width:56rem;margin:2rem auto;padding:0 1rem;color:#1f2933;line-height:1.5}
h1{font-size:1.6rem}h2{font-size:1.2rem;margin-top:2rem;border-bottom:1px solid #d9e2ec}
table{border-collapse:collapse;width:100%}th,td{border:1px solid #d9e2ec;padding:.35rem .5rem;text-align:start;vertical-align:top}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0}
article{border:1px solid #d9e2ec;border-radius:.4rem;padding:.5rem .75rem;margin:.5rem 0}article header{color:#52606d;font-size:.85rem}
article p{white-space:pre-wrap;margin:.25rem 0}.none{color:#7b8794}
</style></head>
<body>
<h1 dir="auto">${escapeHtml(labels.title)}</h1>
<p>${escapeHtml(labels.exportedOn)}</p>
<h2>${escapeHtml(labels.profile)}</h2><dl>${profile}</dl>
${employees.length > 0 ? `<h2>${escapeHtml(labels.employees)}</h2>${table([columns.name], employees, labels.none)}` : ''}
<h2>${escapeHtml(labels.sessions)}</h2>
${table([columns.date, columns.time, columns.mode, columns.status, columns.charge], sessions, labels.none)}
<h2>${escapeHtml(labels.packages)}</h2>
${table([columns.name, columns.sessions, columns.price, columns.purchased, columns.expires, columns.paid], packages, labels.none)}
<h2>${escapeHtml(labels.messages)}</h2>
${messages || `<p class="none">${escapeHtml(labels.none)}</p>`}
<h2>${escapeHtml(labels.record)}</h2>
${record || `<p class="none">${escapeHtml(labels.none)}</p>`}
<h2>${escapeHtml(labels.documents)}</h2>
${table([columns.file, columns.inArchive], files, labels.none)}
</body></html>
`;
}

/** One entry of the clinical record: its kind, day and signature, its sections or plan, its addenda. */
function recordEntryHtml(
  row: PatientExport['recordEntries'][number],
  addenda: PatientExport['recordAddenda'],
  view: ExportView,
): string {
  const { format, labels } = view;
  const words = labels.recordWords;
  const kind = words.kinds[row.kind as RecordKind] ?? text(row.kind);
  const status = row.status === 'signed' ? labels.signedOn(format.date(text(row.signedAt))) : labels.draft;
  const sections = (row.sections ?? {}) as Record<string, string>;
  const keys: readonly string[] = RECORD_TEMPLATES[row.template as RecordTemplate] ?? Object.keys(sections);
  const body = keys
    .filter((key) => (sections[key] ?? '').trim() !== '')
    .map(
      (key) =>
        `<h3>${escapeHtml(words.sections[key as keyof RecordLabels['sections']] ?? key)}</h3><p dir="auto">${escapeHtml(sections[key] ?? '')}</p>`,
    )
    .join('');
  const plan = row.plan as { problems: { text: string }[]; goals: { text: string; status: string }[] } | null;
  const planHtml = plan
    ? `<ul>${[
        ...plan.problems.map((item) => item.text),
        ...plan.goals.map(
          (goal) =>
            `${goal.text} — ${words.goalStatuses[goal.status as keyof RecordLabels['goalStatuses']] ?? goal.status}`,
        ),
      ]
        .map((item) => `<li dir="auto">${escapeHtml(item)}</li>`)
        .join('')}</ul>`
    : '';
  const added = addenda
    .filter((addendum) => addendum.entryId === row.id)
    .map(
      (addendum) =>
        `<article><header>${escapeHtml(labels.addendumBy(text(addendum.authorName), format.date(text(addendum.writtenAt))))}</header><p dir="auto">${escapeHtml(text(addendum.text))}</p></article>`,
    )
    .join('');
  return `<article><header>${escapeHtml(kind)} · ${escapeHtml(format.date(`${text(row.writtenOn)}T12:00:00.000Z`))} · ${escapeHtml(status)}</header>${planHtml}${body}${added}</article>`;
}
