import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Text } from '@mantine/core';

type Props = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

const PAGE_SIZES = ['10', '20', '50', '100'];

/** The spec's table foot: N entries, "Showing X to Y of Z", previous and next. */
export function TablePager({ page, pageSize, total, onPage, onPageSize }: Props) {
  const { t } = useLingui();
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (
    <Group justify="space-between" gap="sm">
      <Group gap="xs">
        <Text size="sm">
          <Trans>Show</Trans>
        </Text>
        <Select
          aria-label={t`Entries per page`}
          data={PAGE_SIZES}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
          w={80}
          size="xs"
        />
        <Text size="sm">
          <Trans>entries</Trans>
        </Text>
      </Group>
      <Text size="sm" c="dimmed" data-testid="table-range">
        {t`Showing ${from} to ${to} of ${total} entries`}
      </Text>
      <Group gap="xs">
        <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          <Trans>Previous</Trans>
        </Button>
        <Button size="xs" variant="default" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
          <Trans>Next</Trans>
        </Button>
      </Group>
    </Group>
  );
}
