// `/articles`: the specialist's articles from the device (offline too), searched in every language,
// filtered by status, type, category and complete language, paged; add, edit, publish, unpublish,
// archive and delete. The editor is another route: nothing here loads tiptap.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Paper, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import {
  ARTICLE_CATEGORIES,
  ARTICLE_STATUSES,
  ARTICLE_TYPES,
  type ArticleStatus,
} from '#core/articles/article-lists';
import type { ArticleRow } from '#core/articles/article-schema';
import { deleteArticle, setArticleStatus } from '#local/articles/article-commands';
import {
  type ArticleFilter,
  hasArticles,
  listArticles,
  NO_ARTICLE_FILTER,
} from '#local/articles/article-queries';
import { translate } from '../../i18n/translate.ts';
import { referenceOptions } from '../../ui/forms/reference-options.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { TablePager } from '../../ui/TablePager.tsx';
import { displayTitle } from './article-labels.ts';
import { ArticlesTable } from './list/ArticlesTable.tsx';
import { DeleteArticleModal } from './list/DeleteArticleModal.tsx';

type Refusal = { article: ArticleRow; messages: string[] };

export function ArticlesPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [filter, setFilter] = useState<ArticleFilter>(NO_ARTICLE_FILTER);
  const [debouncedSearch] = useDebouncedValue(filter.search, 150);
  const [pageIndex, setPageIndex] = useState(0);
  const [pageSize, setPageSize] = useState(10);
  const [deleting, setDeleting] = useState<ArticleRow>();
  const [refusal, setRefusal] = useState<Refusal>();
  const query = { ...filter, search: debouncedSearch };
  const page = useLiveQuery(
    () => listArticles(query, { index: pageIndex, size: pageSize }),
    [
      debouncedSearch,
      filter.status,
      filter.articleType,
      filter.category,
      filter.language,
      pageIndex,
      pageSize,
    ],
  );
  const anyArticle = useLiveQuery(() => hasArticles(), []);
  const total = page?.total ?? 0;
  const lastPage = Math.max(0, Math.ceil(total / pageSize) - 1);
  if (page && pageIndex > lastPage) setPageIndex(lastPage);

  const refine = (change: Partial<ArticleFilter>) => {
    setFilter((previous) => ({ ...previous, ...change }));
    setPageIndex(0);
  };
  const moveTo = async (row: ArticleRow, status: ArticleStatus) => {
    const result = await setArticleStatus(row.id, status);
    const messages = Object.values(result.errors).map((id) => translate(id));
    setRefusal(messages.length > 0 ? { article: row, messages } : undefined);
  };
  const languageOptions = [
    { value: 'EN', label: t`English` },
    { value: 'FR', label: t`French` },
    { value: 'AR', label: t`Arabic` },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title={<Trans>Articles</Trans>}
        description={<Trans>Articles you publish for patients, in English, French and Arabic.</Trans>}
        actionLabel={<Trans>Add article</Trans>}
        onAction={() => void navigate({ to: '/add-articles' })}
      />
      {refusal ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          withCloseButton
          closeButtonLabel={t`Close`}
          onClose={() => setRefusal(undefined)}
          title={t`“${displayTitle(refusal.article) || t`Untitled article`}” cannot be published yet`}
        >
          <Stack gap={4}>
            {refusal.messages.map((message) => (
              <Text key={message} size="sm">
                {message}
              </Text>
            ))}
            <Text
              size="sm"
              component="button"
              type="button"
              td="underline"
              style={{ background: 'none', border: 0, padding: 0, cursor: 'pointer', textAlign: 'start' }}
              onClick={() => void navigate({ to: '/edit-articles/$id', params: { id: refusal.article.id } })}
            >
              <Trans>Open the article to complete it</Trans>
            </Text>
          </Stack>
        </Alert>
      ) : null}
      <Paper withBorder radius="md" p="md">
        <Stack gap="md">
          <TextInput
            aria-label={t`Search articles`}
            placeholder={t`Search in every language`}
            type="search"
            leftSection={<IconSearch size={16} aria-hidden />}
            value={filter.search}
            onChange={(event) => refine({ search: event.currentTarget.value })}
          />
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
            <Select
              aria-label={t`Status`}
              placeholder={t`Every status`}
              data={referenceOptions(ARTICLE_STATUSES)}
              value={filter.status}
              clearable
              onChange={(value) => refine({ status: value as ArticleFilter['status'] })}
            />
            <Select
              aria-label={t`Article type`}
              placeholder={t`Every type`}
              data={referenceOptions(ARTICLE_TYPES)}
              value={filter.articleType}
              clearable
              onChange={(value) => refine({ articleType: value as ArticleFilter['articleType'] })}
            />
            <Select
              aria-label={t`Category`}
              placeholder={t`Every category`}
              data={referenceOptions(ARTICLE_CATEGORIES)}
              value={filter.category}
              clearable
              searchable
              onChange={(value) => refine({ category: value as ArticleFilter['category'] })}
            />
            <Select
              aria-label={t`Complete in`}
              placeholder={t`Every language`}
              data={languageOptions}
              value={filter.language}
              clearable
              onChange={(value) => refine({ language: value as ArticleFilter['language'] })}
            />
          </SimpleGrid>
          {page && page.total === 0 ? (
            <Text c="gray.7" ta="center" py="xl" data-testid="articles-empty">
              {anyArticle ? (
                <Trans>No article matches your search.</Trans>
              ) : (
                <Trans>
                  No articles yet. Write your first one: it saves itself as you type, even offline.
                </Trans>
              )}
            </Text>
          ) : (
            <ArticlesTable
              rows={page?.rows ?? []}
              onStatus={(row, status) => void moveTo(row, status)}
              onDelete={setDeleting}
            />
          )}
          <TablePager
            pageIndex={pageIndex}
            pageSize={pageSize}
            total={total}
            onPage={setPageIndex}
            onPageSize={(size) => {
              setPageSize(size);
              setPageIndex(0);
            }}
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
