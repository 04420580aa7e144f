import { createFileRoute } from '@tanstack/react-router';
import { RoomPage } from '../../features/rooms/RoomPage.tsx';

function RoomRoute() {
  const { id } = Route.useParams();
  // Another session is another call: nothing of the last one's devices or connection carries over.
  return <RoomPage key={id} sessionId={id} />;
}

export const Route = createFileRoute('/_office/room/$id')({ component: RoomRoute });
