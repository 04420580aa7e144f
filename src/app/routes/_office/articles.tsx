import { createFileRoute } from '@tanstack/react-router';
import { ArticlesPage } from '../../features/articles/ArticlesPage.tsx';

export const Route = createFileRoute('/_office/articles')({ component: ArticlesPage });
