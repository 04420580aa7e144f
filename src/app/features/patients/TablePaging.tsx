import { Trans } from '@lingui/react/macro';
import { Button, Group, Text, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';

type Props = { pageIndex: number; pageSize: number; total: number; onPage: (pageIndex: number) => void };

/** The spec's table footer: "Showing X to Y of Z entries" with previous/next. */
export function TablePaging({ pageIndex, pageSize, total, onPage }: Props) {
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  const isLast = to >= total;
  // Previous/next arrows point along the reading direction: mirrored in Arabic.
  const { dir } = useDirection();
  const mirror = dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined;
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      <Text size="sm" c="dimmed" aria-live="polite" data-testid="table-showing">
        <Trans>
          Showing {from} to {to} of {total} entries
        </Trans>
      </Text>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          disabled={pageIndex === 0}
          onClick={() => onPage(pageIndex - 1)}
          leftSection={<IconChevronLeft size={14} style={mirror} aria-hidden />}
        >
          <Trans>Previous</Trans>
        </Button>
        <Button
          variant="default"
          size="xs"
          disabled={isLast}
          onClick={() => onPage(pageIndex + 1)}
          rightSection={<IconChevronRight size={14} style={mirror} aria-hidden />}
        >
          <Trans>Next</Trans>
        </Button>
      </Group>
    </Group>
  );
}
