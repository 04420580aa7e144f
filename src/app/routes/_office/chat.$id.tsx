import { createFileRoute } from '@tanstack/react-router';
import { ChatPage } from '../../features/chats/ChatPage.tsx';
import { readConversationOpening } from '../../features/chats/conversation-opening.ts';

function ChatRoute() {
  const { id } = Route.useParams();
  const opening = Route.useLoaderData();
  // A new patient is a new conversation: its scroll position and page size start afresh.
  return <ChatPage key={id} patientId={id} opening={opening} />;
}

export const Route = createFileRoute('/_office/chat/$id')({
  // Read from the device (offline too) before the page renders: it paints with its messages.
  loader: ({ params }) => readConversationOpening(params.id),
  component: ChatRoute,
});
