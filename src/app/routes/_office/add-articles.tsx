import { createFileRoute } from '@tanstack/react-router';
import { ArticleEditorPage } from '../../features/articles/editor/ArticleEditorPage.tsx';

export const Route = createFileRoute('/_office/add-articles')({
  component: () => <ArticleEditorPage id={undefined} />,
});
