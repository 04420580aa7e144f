// Our own camera's picture, muted (we must not hear ourselves): large on the pre-join screen, small in a
// corner during the call. Drawn again when the camera's track changes (another device, back on).
import { useLingui } from '@lingui/react/macro';
import { MediaVideo } from './MediaVideo.tsx';
import type { LocalMedia } from './useLocalMedia.ts';

export function SelfView({ media, className }: { media: LocalMedia; className: string | undefined }) {
  const { t } = useLingui();
  return (
    <MediaVideo
      className={className}
      stream={media.stream}
      revision={media.video}
      muted
      aria-label={t`Your camera`}
    />
  );
}
