// Lets another part of the office open the sync status's details (its list of refused changes), as
// a notification of a change that could not be saved does when it is opened.
import { createEmitter } from '#local/emitter';

const events = createEmitter<{ open: undefined }>();

export const onSyncDetailsRequested = (listener: () => void) => events.on('open', listener);

export function requestSyncDetails(): void {
  events.emit('open', undefined);
}
