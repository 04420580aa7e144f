import { useLingui } from '@lingui/react/macro';
import { Progress, Stack } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { onUploadProgress } from '#local/sync/outbox-events';
import { type UploadInFlight, uploadsInFlight } from '#local/sync/upload-progress';

/**
 * One bar per queued file upload now on the wire (files picked offline, sent by the outbox), shown
 * next to the sync status; nothing when none is. Uploads replayed by the service worker report no
 * progress (it has no XHR) and are not shown.
 */
export function OutboxUploadProgress() {
  const { t } = useLingui();
  const uploads = useSyncExternalStore(onUploadProgress, uploadsInFlight);
  if (uploads.length === 0) return null;
  return (
    <Stack gap={4} w={96} data-testid="outbox-uploads">
      {uploads.map((upload) => {
        const name = upload.fileNames.join(', ');
        return (
          <Progress
            key={upload.entryId}
            value={percentOf(upload)}
            size="sm"
            animated
            aria-label={t`Uploading ${name}`}
          />
        );
      })}
    </Stack>
  );
}

function percentOf(upload: UploadInFlight): number {
  return upload.totalBytes > 0 ? Math.min(100, Math.round((upload.sentBytes / upload.totalBytes) * 100)) : 0;
}
