import { createFileRoute } from '@tanstack/react-router';
import { ChatsPage } from '../../features/chats/ChatsPage.tsx';

export const Route = createFileRoute('/_office/chats')({ component: ChatsPage });
