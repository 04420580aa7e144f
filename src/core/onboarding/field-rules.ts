/**
 * Small valibot pieces the onboarding schemas share: a country with its own message, a past date,
 * an uploaded file's id, a YouTube link, bounded free text.
 */
import * as v from 'valibot';
import type { Message } from '../messages.ts';
import { isoDateRule } from '../validation/rules.ts';
import { ONBOARDING_MESSAGES as M } from './messages.ts';

/** ISO 3166-1 alpha-2 upper case, with the field's own "please select" message. */
export function countryRule(required: Message) {
  return v.pipe(v.string(required.id), v.regex(/^[A-Z]{2}$/, required.id));
}

/** An ISO date (YYYY-MM-DD) that is real and not after `now()` (graduation, certification). */
export function pastDateRule(required: Message, now: () => Date = () => new Date()) {
  return v.pipe(
    isoDateRule(required),
    v.check((value) => value <= now().toISOString().slice(0, 10), M.dateInFuture.id),
  );
}

/** Id of a file uploaded through `POST /api/files` (a UUID). */
export function fileIdRule(required: Message) {
  return v.pipe(v.string(required.id), v.nonEmpty(required.id), v.uuid(required.id));
}

/** Required free text, trimmed, at most `max` characters; both failures say "please enter". */
export function requiredText(required: Message, max: number, tooLong: Message = required) {
  return v.pipe(v.string(required.id), v.trim(), v.nonEmpty(required.id), v.maxLength(max, tooLong.id));
}

const YOUTUBE_PATTERN =
  /^https:\/\/(?:(?:www\.|m\.)?youtube\.com\/(?:watch\?(?:[\w=&-]*&)?v=|embed\/|shorts\/|live\/)|youtu\.be\/)[\w-]{11}(?:[?&#][\w=&%.-]*)?$/;

/** A YouTube video link over HTTPS (watch, youtu.be, embed, shorts or live forms). */
export const youtubeUrlRule = v.pipe(
  v.string(M.youtubeInvalid.id),
  v.trim(),
  v.maxLength(300, M.youtubeInvalid.id),
  v.regex(YOUTUBE_PATTERN, M.youtubeInvalid.id),
);
