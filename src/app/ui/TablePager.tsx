import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Select, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { MirroredIcon } from './MirroredIcon.tsx';

type Props = {
  /** 0-based. */
  pageIndex: number;
  pageSize: number;
  total: number;
  onPage: (pageIndex: number) => void;
  /** When given, the spec's "Show N entries" select is rendered in the footer too. */
  onPageSize?: ((pageSize: number) => void) | undefined;
};

const PAGE_SIZES = ['10', '20', '50', '100'];

/** The spec's table footer for every list: "Show N entries", "Showing X to Y of Z", previous and next. */
export function TablePager({ pageIndex, pageSize, total, onPage, onPageSize }: Props) {
  const { t } = useLingui();
  const from = total === 0 ? 0 : pageIndex * pageSize + 1;
  const to = Math.min(total, (pageIndex + 1) * pageSize);
  return (
    <Group justify="space-between" wrap="wrap" gap="sm">
      {onPageSize ? (
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
      ) : null}
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
          leftSection={<MirroredIcon icon={IconChevronLeft} size={14} />}
        >
          <Trans>Previous</Trans>
        </Button>
        <Button
          variant="default"
          size="xs"
          disabled={to >= total}
          onClick={() => onPage(pageIndex + 1)}
          rightSection={<MirroredIcon icon={IconChevronRight} size={14} />}
        >
          <Trans>Next</Trans>
        </Button>
      </Group>
    </Group>
  );
}
