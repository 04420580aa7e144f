// A banner thumbnail of fixed size, so the rows do not move when the image arrives; a neutral box
// with an icon when the article has no banner yet.
import { Box, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import { useOwnImage } from '../../profile/useOwnImage.ts';

const WIDTH = 72;
const HEIGHT = 40;

export function ArticleThumbnail({ fileId }: { fileId: string | null }) {
  const { url } = useOwnImage(fileId);
  return (
    <Box
      w={WIDTH}
      h={HEIGHT}
      bg="gray.1"
      style={{ borderRadius: 4, overflow: 'hidden', display: 'grid', placeItems: 'center', flex: 'none' }}
    >
      {url ? (
        <Image src={url} alt="" w={WIDTH} h={HEIGHT} fit="cover" />
      ) : (
        <IconPhoto size={18} aria-hidden color="var(--mantine-color-gray-6)" />
      )}
    </Box>
  );
}
