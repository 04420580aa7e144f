// The list's search (every language's title and body, and the author) and its four filters: status,
// type, category and a language the article is complete in. Each can be cleared on its own.
import { useLingui } from '@lingui/react/macro';
import { Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { ARTICLE_CATEGORIES, ARTICLE_STATUSES, ARTICLE_TYPES } from '#core/articles/article-lists';
import type { ArticleFilter } from '#local/articles/article-queries';
import { referenceOptions } from '../../../ui/forms/reference-options.ts';

type Props = { filter: ArticleFilter; onChange: (change: Partial<ArticleFilter>) => void };

export function ArticleFilters({ filter, onChange }: Props) {
  const { t } = useLingui();
  const languageOptions = [
    { value: 'EN', label: t`English` },
    { value: 'FR', label: t`French` },
    { value: 'AR', label: t`Arabic` },
  ];
  return (
    <Stack gap="sm">
      <TextInput
        aria-label={t`Search articles`}
        placeholder={t`Search in every language`}
        type="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        value={filter.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="sm">
        <Select
          aria-label={t`Status`}
          placeholder={t`Every status`}
          data={referenceOptions(ARTICLE_STATUSES)}
          value={filter.status}
          clearable
          // The options are the list's codes, so the value is one of them or null.
          onChange={(value) => onChange({ status: value as ArticleFilter['status'] })}
        />
        <Select
          aria-label={t`Article type`}
          placeholder={t`Every type`}
          data={referenceOptions(ARTICLE_TYPES)}
          value={filter.articleType}
          clearable
          onChange={(value) => onChange({ articleType: value as ArticleFilter['articleType'] })}
        />
        <Select
          aria-label={t`Category`}
          placeholder={t`Every category`}
          data={referenceOptions(ARTICLE_CATEGORIES)}
          value={filter.category}
          clearable
          searchable
          onChange={(value) => onChange({ category: value as ArticleFilter['category'] })}
        />
        <Select
          aria-label={t`Complete in`}
          placeholder={t`Every language`}
          data={languageOptions}
          value={filter.language}
          clearable
          onChange={(value) => onChange({ language: value as ArticleFilter['language'] })}
        />
      </SimpleGrid>
    </Stack>
  );
}
