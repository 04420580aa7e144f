import { createFileRoute } from '@tanstack/react-router';
import { BookingPage } from '../features/booking/BookingPage.tsx';

export const Route = createFileRoute('/book/$id')({ component: Book });

function Book() {
  const { id } = Route.useParams();
  return <BookingPage id={id} />;
}
