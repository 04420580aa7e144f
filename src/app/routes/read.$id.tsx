import { createFileRoute } from '@tanstack/react-router';
import { ReadArticlePage } from '../features/articles/reading/ReadArticlePage.tsx';

export const Route = createFileRoute('/read/$id')({ component: ReadArticle });

function ReadArticle() {
  const { id } = Route.useParams();
  return <ReadArticlePage id={id} />;
}
