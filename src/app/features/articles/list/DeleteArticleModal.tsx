import { Trans, useLingui } from '@lingui/react/macro';
import { Button, Group, Modal, Text } from '@mantine/core';
import type { ArticleRow } from '#core/articles/article-schema';
import { displayTitle } from '../article-title.ts';

type Props = { article: ArticleRow | undefined; onCancel: () => void; onConfirm: () => void };

/** Asks before an article is deleted: on every device, and from its public page if it was published. */
export function DeleteArticleModal({ article, onCancel, onConfirm }: Props) {
  const { t } = useLingui();
  const title = article ? displayTitle(article) || t`Untitled article` : '';
  return (
    <Modal
      opened={article !== undefined}
      onClose={onCancel}
      title={t`Delete article`}
      closeButtonProps={{ 'aria-label': t`Close` }}
      centered
    >
      <Text size="sm" mb="lg">
        <Trans>Delete “{title}”? It will be removed from all your devices and from its public page.</Trans>
      </Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          <Trans>Cancel</Trans>
        </Button>
        <Button color="red.8" onClick={onConfirm}>
          <Trans>Delete</Trans>
        </Button>
      </Group>
    </Modal>
  );
}
