import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '../../features/calendar/CalendarPage.tsx';

export const Route = createFileRoute('/_office/calendar')({ component: CalendarPage });
