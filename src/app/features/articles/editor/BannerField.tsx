// The article's banner: drag and drop or pick (JPEG, PNG or GIF up to 200 KB, checked here and by its
// bytes on the server), shown at once from this device; its upload waits in the outbox when offline
// and shows its progress in the sync status when it goes.
import { Trans, useLingui } from '@lingui/react/macro';
import { Badge, Group, Image, Stack } from '@mantine/core';
import { useState } from 'react';
import { pickArticleBanner } from '#local/articles/article-commands';
import { translate } from '../../../i18n/translate.ts';
import { FileDropzone } from '../../../ui/forms/FileDropzone.tsx';
import { useOwnImage } from '../../profile/useOwnImage.ts';

type Props = {
  fileId: string | null;
  /** Makes sure the article exists (a first pick on a new article creates it); its id. */
  ensureArticle: () => Promise<string | undefined>;
  error?: string | undefined;
};

const NO_ITEMS: never[] = [];
const nothing = () => undefined;

export function BannerField({ fileId, ensureArticle, error }: Props) {
  const { t } = useLingui();
  const image = useOwnImage(fileId);
  const [refusal, setRefusal] = useState<string>();
  const onAccept = async (files: File[]) => {
    const [file] = files;
    const id = file ? await ensureArticle() : undefined;
    if (!file || !id) return;
    const result = await pickArticleBanner(id, file);
    setRefusal(result.ok ? undefined : translate(result.message));
  };
  return (
    <Stack gap="xs" data-testid="article-banner">
      <Group gap="sm" align="center">
        {image.url ? (
          <Image src={image.url} alt={t`Banner of the article`} w="100%" h={140} radius="md" fit="cover" />
        ) : null}
        {image.isWaiting ? (
          <Badge variant="light" color="orange" role="status">
            <Trans>Waiting to upload</Trans>
          </Badge>
        ) : null}
      </Group>
      <FileDropzone
        kind="banner"
        label={t`Banner image`}
        items={NO_ITEMS}
        onAccept={(files) => void onAccept(files)}
        onRemove={nothing}
        onShow={nothing}
        error={refusal ?? error}
        testId="article-banner-drop"
      />
    </Stack>
  );
}
