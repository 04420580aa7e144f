import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '../../features/chats/ChatPage.tsx';

function ChatRoute() {
  const { id } = Route.useParams();
  // A new patient is a new conversation: its scroll position and page size start afresh.
  return <ChatPage key={id} patientId={id} />;
}

export const Route = createFileRoute('/_office/chat/$id')({ component: ChatRoute });
