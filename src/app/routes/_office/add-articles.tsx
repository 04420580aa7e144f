import { createFileRoute, redirect } from '@tanstack/react-router';

// A new article gets its client UUID now: the editor's address is then final before the first
// keystroke (a later change of address would remount the editor under the writer's caret).
export const Route = createFileRoute('/_office/add-articles')({
  beforeLoad: () => {
    throw redirect({ to: '/edit-articles/$id', params: { id: crypto.randomUUID() }, replace: true });
  },
});
