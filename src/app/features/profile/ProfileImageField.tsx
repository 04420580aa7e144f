// The photo or the banner: the current image (the one just picked shows at once, from this device,
// while its upload waits for a connection) and a drop zone to replace it.
import { Trans } from '@lingui/react/macro';
import { Badge, Group, Image, Stack } from '@mantine/core';
import { useState } from 'react';
import { kindOfField, type ProfileFileField, pickProfileFile } from '#local/profile/profile-files';
import { translate } from '../../i18n/translate.ts';
import { FileDropzone } from '../../ui/forms/FileDropzone.tsx';
import { useOwnImage } from './useOwnImage.ts';

type Props = {
  field: Extract<ProfileFileField, 'photoFileId' | 'bannerFileId'>;
  fileId: string;
  label: string;
  description?: string;
  /** The image's alternative text. */
  alt: string;
  shape: 'portrait' | 'banner';
};

const NO_ITEMS: never[] = [];
const nothing = () => undefined;

export function ProfileImageField({ field, fileId, label, description, alt, shape }: Props) {
  const image = useOwnImage(fileId);
  const [refusal, setRefusal] = useState<string>();
  const onAccept = (files: File[]) => {
    const [file] = files;
    if (!file) return;
    void pickProfileFile(field, file).then((result) =>
      setRefusal(result.ok ? undefined : translate(result.message)),
    );
  };
  const size = shape === 'portrait' ? { w: 120, h: 120, radius: 'xl' } : { w: '100%', h: 120, radius: 'md' };
  return (
    <Stack gap="xs" data-testid={`profile-${shape}`}>
      <Group gap="sm" align="center">
        {image.url ? (
          <Image
            src={image.url}
            alt={alt}
            w={size.w}
            h={size.h}
            radius={size.radius}
            fit="cover"
            maw="100%"
          />
        ) : null}
        {image.isWaiting ? (
          <Badge variant="light" color="orange" role="status">
            <Trans>Waiting to upload</Trans>
          </Badge>
        ) : null}
      </Group>
      <FileDropzone
        kind={kindOfField(field)}
        label={label}
        description={description}
        items={NO_ITEMS}
        onAccept={onAccept}
        onRemove={nothing}
        onShow={nothing}
        error={refusal}
        testId={`profile-${shape}-drop`}
      />
    </Stack>
  );
}
