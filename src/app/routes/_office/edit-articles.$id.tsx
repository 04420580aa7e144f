import { createFileRoute } from '@tanstack/react-router';
import { ArticleEditorPage } from '../../features/articles/editor/ArticleEditorPage.tsx';

export const Route = createFileRoute('/_office/edit-articles/$id')({ component: EditArticle });

function EditArticle() {
  const { id } = Route.useParams();
  return <ArticleEditorPage id={id} />;
}
