/**
 * What a session's patient was told, or will be (issue 39): read from the server, which queues and
 * sends those e-mails (they are not synced, so online only; undefined when it cannot be had).
 */
import { type PatientMailLine, sessionPatientMailsPath } from '#core/sessions/patient-mail-kinds';
import { api } from '../http.ts';

export async function readPatientMails(sessionId: string): Promise<PatientMailLine[] | undefined> {
  try {
    return await api.get<PatientMailLine[]>(sessionPatientMailsPath(sessionId), undefined, {
      skipErrorReport: true,
    });
  } catch {
    return undefined;
  }
}
