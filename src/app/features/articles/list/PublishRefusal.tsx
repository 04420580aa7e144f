// Why an article could not be published (no banner, no category, no complete language), in the
// interface language, with the way to the editor to complete it.
import { Trans, useLingui } from '@lingui/react/macro';
import { Alert, Stack, Text } from '@mantine/core';
import type { ArticleRow } from '#core/articles/article-schema';
import { translate } from '../../../i18n/translate.ts';
import { AnchorLink } from '../../../ui/links.tsx';
import { displayTitle } from '../article-title.ts';

/** `messageIds`: the refused fields' message ids (the core's descriptors), translated at render time. */
export type Refusal = { article: ArticleRow; messageIds: string[] };

export function PublishRefusal({ refusal, onClose }: { refusal: Refusal; onClose: () => void }) {
  const { t } = useLingui();
  const title = displayTitle(refusal.article) || t`Untitled article`;
  return (
    <Alert
      color="red"
      variant="light"
      role="alert"
      withCloseButton
      closeButtonLabel={t`Close`}
      onClose={onClose}
      title={t`“${title}” cannot be published yet`}
    >
      <Stack gap={4} align="flex-start">
        {refusal.messageIds.map((id) => (
          <Text key={id} size="sm">
            {translate(id)}
          </Text>
        ))}
        <AnchorLink
          to="/edit-articles/$id"
          params={{ id: refusal.article.id }}
          size="sm"
          fw={600}
          c="red.9"
          underline="always"
        >
          <Trans>Open the article to complete it</Trans>
        </AnchorLink>
      </Stack>
    </Alert>
  );
}
