/**
 * The error sink: each reported API failure is published once, for the UI's toast and navigation.
 * Invariant: publishing never throws into the failed call (see the emitter).
 */
import type { ApiErrorInfo } from './api-error.ts';
import { createEmitter, type Unsubscribe } from './emitter.ts';

const sink = createEmitter<{ 'api-error': ApiErrorInfo }>();

export function onApiError(listener: (info: ApiErrorInfo) => void): Unsubscribe {
  return sink.on('api-error', listener);
}

export function reportApiError(info: ApiErrorInfo): void {
  sink.emit('api-error', info);
}
