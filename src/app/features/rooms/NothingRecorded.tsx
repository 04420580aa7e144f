// Said before and during every call: people speak more freely knowing it.
import { Trans } from '@lingui/react/macro';

export function NothingRecorded() {
  return <Trans>Nothing is recorded. The call is encrypted from one device to the other.</Trans>;
}
