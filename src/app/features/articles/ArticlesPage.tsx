// `/articles`: the specialist's articles from the device (offline too), searched in every language,
// filtered by status, type, category and complete language, paged; add, edit, publish, unpublish,
// archive and delete. The editor is another route: nothing here loads tiptap.
import { Trans } from '@lingui/react/macro';
import { Paper, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import type { ArticleStatus } from '#core/articles/article-lists';
import type { ArticleRow } from '#core/articles/article-schema';
import { deleteArticle, setArticleStatus } from '#local/articles/article-commands';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { TablePager } from '../../ui/TablePager.tsx';
import { ArticleFilters } from './list/ArticleFilters.tsx';
import { ArticlesEmpty } from './list/ArticlesEmpty.tsx';
import { ArticlesTable } from './list/ArticlesTable.tsx';
import { DeleteArticleModal } from './list/DeleteArticleModal.tsx';
import { PublishRefusal, type Refusal } from './list/PublishRefusal.tsx';
import { useArticleList } from './list/useArticleList.ts';

export function ArticlesPage() {
  const navigate = useNavigate();
  const list = useArticleList();
  const [deleting, setDeleting] = useState<ArticleRow>();
  const [refusal, setRefusal] = useState<Refusal>();
  const moveTo = async (row: ArticleRow, status: ArticleStatus) => {
    const { errors } = await setArticleStatus(row.id, status);
    const messageIds = Object.values(errors);
    setRefusal(messageIds.length > 0 ? { article: row, messageIds } : undefined);
  };

  return (
    <Stack gap="lg">
      <PageHeader
        title={<Trans>Articles</Trans>}
        description={<Trans>Articles you publish for patients, in English, French and Arabic.</Trans>}
        actionLabel={<Trans>Add article</Trans>}
        onAction={() => void navigate({ to: '/add-articles' })}
      />
      {refusal ? <PublishRefusal refusal={refusal} onClose={() => setRefusal(undefined)} /> : null}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <ArticleFilters filter={list.filter} onChange={list.refine} />
          {list.page && list.page.total === 0 ? (
            <ArticlesEmpty hasAny={list.hasAny ?? false} />
          ) : (
            <ArticlesTable
              rows={list.page?.rows ?? []}
              onStatus={(row, status) => void moveTo(row, status)}
              onDelete={setDeleting}
            />
          )}
          <TablePager
            pageIndex={list.pageIndex}
            pageSize={list.pageSize}
            total={list.page?.total ?? 0}
            onPage={list.setPageIndex}
            onPageSize={list.setPageSize}
          />
        </Stack>
      </Paper>
      <DeleteArticleModal
        article={deleting}
        onCancel={() => setDeleting(undefined)}
        onConfirm={() => {
          if (deleting) void deleteArticle(deleting.id);
          setDeleting(undefined);
        }}
      />
    </Stack>
  );
}
