import { createFileRoute } from '@tanstack/react-router';
import { PatientChatPage } from '../features/chats/PatientChatPage.tsx';

// The spec's "chat by patient": `$id` is the chat link's token, the patient's whole credential.
export const Route = createFileRoute('/chat-patient/$id')({ component: PatientChat });

function PatientChat() {
  const { id } = Route.useParams();
  return <PatientChatPage token={id} />;
}
