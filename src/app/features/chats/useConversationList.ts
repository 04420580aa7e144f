// The `/chats` list's state: the device's conversations with their patients' names, filtered by the
// search (a patient's name or the last message, accents and Arabic vowel marks optional).
import { useDebouncedValue } from '@mantine/hooks';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { messageSummary } from '#core/chats/chat-attachments';
import { type Conversation, listConversations } from '#local/chats/chat-queries';
import { listPatientChoices } from '#local/patients/patient-choices';
import { fold } from '#local/patients/patient-queries';

export type NamedConversation = Conversation & { patientName: string };

const SEARCH_DEBOUNCE_MS = 150;

export function useConversationList() {
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, SEARCH_DEBOUNCE_MS);
  const all = useLiveQuery(async (): Promise<NamedConversation[]> => {
    const [conversations, patients] = await Promise.all([listConversations(), listPatientChoices()]);
    const names = new Map(patients.map((patient) => [patient.id, patient.name]));
    // A conversation whose patient was deleted on this device is no longer listed.
    return conversations.flatMap((conversation) => {
      const patientName = names.get(conversation.patientId);
      return patientName === undefined ? [] : [{ ...conversation, patientName }];
    });
  }, []);
  const needle = fold(debounced.trim());
  const shown =
    all && needle
      ? all.filter(
          (conversation) =>
            fold(conversation.patientName).includes(needle) ||
            fold(messageSummary(conversation.last)).includes(needle),
        )
      : all;
  return { search, setSearch, conversations: shown, hasAny: all === undefined ? undefined : all.length > 0 };
}
