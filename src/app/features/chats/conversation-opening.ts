// What a conversation opens with: the patient and the newest messages. Its route's loader reads them
// before the page renders, so the first frame already shows the messages — one render instead of an
// empty page and then its messages (issue 12: 10,000 messages open in ≤ 100 ms).
import type { PatientRow } from '#core/patients/patient-schema';
import type { ConversationPage } from '#local/chats/chat-queries';

/**
 * Drawn first: more than the log's height holds (about a dozen bubbles), so the first frame looks
 * complete; the rest of the page follows once the browser is idle, above the fold.
 */
export const FIRST_PAINT = 20;

export type ConversationOpening = { patient: PatientRow | null; page: ConversationPage };

export async function readConversationOpening(patientId: string): Promise<ConversationOpening> {
  const [{ conversationMessages }, { getPatient }] = await Promise.all([
    import('#local/chats/chat-queries'),
    import('#local/patients/patient-queries'),
  ]);
  const [patient, page] = await Promise.all([
    getPatient(patientId),
    conversationMessages(patientId, FIRST_PAINT),
  ]);
  return { patient: patient ?? null, page };
}
