// The articles: banner, title, the languages done, type, category, status and date, and a menu of
// what can be done with each (edit, read as the public does, the status moves, delete).
import { Trans, useLingui } from '@lingui/react/macro';
import { ActionIcon, Badge, Group, Menu, Stack, Text } from '@mantine/core';
import {
  IconArchive,
  IconArrowBackUp,
  IconDots,
  IconExternalLink,
  IconPencil,
  IconSend,
  IconTrash,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { ARTICLE_LANGUAGES, type ArticleStatus } from '#core/articles/article-lists';
import { type ArticleRow, isLanguageComplete } from '#core/articles/article-schema';
import { canMoveArticle } from '#core/articles/article-status';
import { READ_ARTICLE_ROUTE } from '#core/articles/public-article';
import { AnchorLink } from '../../../ui/links.tsx';
import { NotSyncedBadge, type RecordColumn, RecordTable } from '../../../ui/RecordTable.tsx';
import {
  articleCategoryLabel,
  articleStatusLabel,
  articleTypeLabel,
  STATUS_COLOR,
} from '../article-labels.ts';
import { displayTitle } from '../article-title.ts';
import { ArticleThumbnail } from './ArticleThumbnail.tsx';

type Props = {
  rows: ArticleRow[];
  onStatus: (row: ArticleRow, status: ArticleStatus) => void;
  onDelete: (row: ArticleRow) => void;
};

function LanguagesDone({ row }: { row: ArticleRow }) {
  const { t } = useLingui();
  const names = { EN: t`English`, FR: t`French`, AR: t`Arabic` };
  return (
    <Group gap={4} wrap="nowrap">
      {ARTICLE_LANGUAGES.map((language) => {
        const isDone = isLanguageComplete(row, language);
        const label = isDone ? t`${names[language]}: complete` : t`${names[language]}: not complete`;
        return (
          <Badge
            key={language}
            size="sm"
            px={6}
            variant={isDone ? 'filled' : 'outline'}
            color={isDone ? 'teal.8' : 'gray.7'}
            aria-label={label}
            title={label}
            styles={{ label: { overflow: 'visible' } }}
          >
            {language}
          </Badge>
        );
      })}
    </Group>
  );
}

function RowActions({ row, onStatus, onDelete }: { row: ArticleRow } & Omit<Props, 'rows'>) {
  const { t } = useLingui();
  const title = displayTitle(row) || t`Untitled article`;
  const navigate = useNavigate();
  const may = (to: ArticleStatus) => row.status !== to && canMoveArticle(row.status, to);
  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray.8" aria-label={t`Actions for ${title}`}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconPencil size={16} aria-hidden />}
          onClick={() => void navigate({ to: '/edit-articles/$id', params: { id: row.id } })}
        >
          <Trans>Edit</Trans>
        </Menu.Item>
        {row.status === 'published' && row.version > 0 ? (
          <Menu.Item
            component="a"
            href={`${READ_ARTICLE_ROUTE}/${row.id}`}
            target="_blank"
            rel="noopener"
            leftSection={<IconExternalLink size={16} aria-hidden />}
          >
            <Trans>View public page</Trans>
          </Menu.Item>
        ) : null}
        {may('published') ? (
          <Menu.Item
            leftSection={<IconSend size={16} aria-hidden />}
            onClick={() => onStatus(row, 'published')}
          >
            <Trans>Publish</Trans>
          </Menu.Item>
        ) : null}
        {may('draft') ? (
          <Menu.Item
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={() => onStatus(row, 'draft')}
          >
            {row.status === 'published' ? <Trans>Unpublish</Trans> : <Trans>Back to draft</Trans>}
          </Menu.Item>
        ) : null}
        {may('archived') ? (
          <Menu.Item
            leftSection={<IconArchive size={16} aria-hidden />}
            onClick={() => onStatus(row, 'archived')}
          >
            <Trans>Archive</Trans>
          </Menu.Item>
        ) : null}
        <Menu.Item
          color="red.8"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => onDelete(row)}
        >
          <Trans>Delete</Trans>
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

export function ArticlesTable({ rows, onStatus, onDelete }: Props) {
  const { t, i18n } = useLingui();
  const date = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' });
  const columns: RecordColumn<ArticleRow>[] = [
    {
      key: 'title',
      header: <Trans>Article</Trans>,
      cell: (row) => (
        <Group gap="sm" wrap="nowrap">
          <ArticleThumbnail fileId={row.bannerFileId} />
          <Stack gap={2}>
            {/* A title keeps its own direction: an English title in the Arabic interface, and back. */}
            <AnchorLink
              to="/edit-articles/$id"
              params={{ id: row.id }}
              fw={600}
              size="sm"
              c="teal.9"
              dir="auto"
            >
              {displayTitle(row) || t`Untitled article`}
            </AnchorLink>
            <Text size="xs" c="gray.7">
              {row.doctorName}
            </Text>
          </Stack>
          <NotSyncedBadge version={row.version} />
        </Group>
      ),
    },
    { key: 'languages', header: <Trans>Languages</Trans>, cell: (row) => <LanguagesDone row={row} /> },
    { key: 'type', header: <Trans>Type</Trans>, cell: (row) => articleTypeLabel(row.articleType) },
    {
      key: 'category',
      header: <Trans>Category</Trans>,
      cell: (row) => articleCategoryLabel(row.category) || '—',
    },
    {
      key: 'status',
      header: <Trans>Status</Trans>,
      cell: (row) => (
        <Badge
          variant="light"
          color={STATUS_COLOR[row.status]}
          data-testid="article-status"
          styles={{ root: { flex: 'none' }, label: { overflow: 'visible' } }}
        >
          {articleStatusLabel(row.status)}
        </Badge>
      ),
    },
    {
      key: 'date',
      header: <Trans>Date</Trans>,
      cell: (row) => {
        const isPublished = row.status === 'published' && row.publishedAt !== null;
        return (
          <Stack gap={0}>
            <Text size="xs" c="gray.7">
              {isPublished ? t`Published on` : t`Last changed`}
            </Text>
            <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
              {date.format(new Date((isPublished && row.publishedAt) || row.updatedAt))}
            </Text>
          </Stack>
        );
      },
    },
    {
      key: 'actions',
      header: <Trans>Actions</Trans>,
      cell: (row) => <RowActions row={row} onStatus={onStatus} onDelete={onDelete} />,
    },
  ];
  return (
    <RecordTable
      columns={columns}
      rows={rows}
      minWidth={900}
      testId="articles-table"
      rowTestId="article-row"
    />
  );
}
