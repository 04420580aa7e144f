import { useLingui } from '@lingui/react/macro';
import { Paper, ScrollArea, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { TablePager } from '../../ui/TablePager.tsx';
import type { PagedList } from './usePaged.ts';

type Props = {
  title: ReactNode;
  description: ReactNode;
  /** The list's query and answer: the search box (when searchable) and the pager follow it. */
  list: PagedList<unknown>;
  isSearchable?: boolean;
  /** Settings of the whole list, between the heading and the search box. */
  settings?: ReactNode;
  /** Said under the list when a loaded page holds nothing. */
  empty: ReactNode;
  children: ReactNode;
};

/** Heading, search box, the list (a RecordTable: cards on a phone) and the pager. */
export function AdminListFrame({
  title,
  description,
  list,
  isSearchable = false,
  settings,
  empty,
  children,
}: Props) {
  const { t } = useLingui();
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} fz="h2">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
      {settings}
      {isSearchable ? (
        <TextInput
          type="search"
          aria-label={t`Search`}
          placeholder={t`Search by name or e-mail`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={list.query.search}
          onChange={(event) => list.setSearch(event.currentTarget.value)}
          maw={360}
        />
      ) : null}
      <Paper withBorder radius="md">
        <ScrollArea type="auto">{children}</ScrollArea>
        {list.result?.items.length === 0 && !list.isLoading ? (
          <Text c="dimmed" ta="center" py="md">
            {empty}
          </Text>
        ) : null}
      </Paper>
      <TablePager
        pageIndex={list.query.page - 1}
        pageSize={list.query.pageSize}
        total={list.result?.total ?? 0}
        onPage={(pageIndex) => list.setPage(pageIndex + 1)}
        onPageSize={list.setPageSize}
      />
    </Stack>
  );
}
