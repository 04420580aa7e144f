// What the list shows without rows: a call to write the first article when there is none, or that
// the search and filters keep none.
import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { ButtonLink } from '../../../ui/links.tsx';
import { EmptyOnceSynced } from '../../../ui/SyncingOffice.tsx';

export function ArticlesEmpty({ hasAny }: { hasAny: boolean }) {
  if (hasAny)
    return (
      <Text c="gray.7" ta="center" py="xl" data-testid="articles-empty">
        <Trans>No article matches your search.</Trans>
      </Text>
    );
  return (
    <EmptyOnceSynced>
      <Stack align="center" gap="sm" py="xl" data-testid="articles-empty">
        <Text c="gray.7" ta="center">
          <Trans>No articles yet. Write your first one: it saves itself as you type, even offline.</Trans>
        </Text>
        <ButtonLink to="/add-articles" variant="light" leftSection={<IconPencil size={16} aria-hidden />}>
          <Trans>Write your first article</Trans>
        </ButtonLink>
      </Stack>
    </EmptyOnceSynced>
  );
}
