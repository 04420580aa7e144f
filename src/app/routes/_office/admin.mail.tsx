import { createFileRoute } from '@tanstack/react-router';
import { RIGHT_CODES } from '#core/auth';
import { MailOutboxPage } from '../../features/admin/MailOutboxPage.tsx';
import { requireRight } from '../../features/admin/require-right.ts';

export const Route = createFileRoute('/_office/admin/mail')({
  beforeLoad: () => requireRight(RIGHT_CODES.adminMail),
  component: MailOutboxPage,
});
