/**
 * Business constants of the specification (section 9), each with its unit in the name.
 * Everything that enforces a limit — client forms, the HTTP client, the server — reads it from here.
 */

/** Per-attempt HTTP timeout (spec: 2 minutes). */
export const REQUEST_TIMEOUT_MS = 2 * 60 * 1000;

/** Access JWT lifetime. The client refreshes every 58 minutes, i.e. 2 minutes before expiry. */
export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
export const TOKEN_REFRESH_INTERVAL_MS = 58 * 60 * 1000;

/** Refresh token hard expiry: a rotated token never extends its family beyond this from sign-in. */
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * A refresh token presented again within this window after it was rotated gets a fresh sibling
 * instead of revoking the family: the answer to the first use may have been lost on a flaky network.
 */
export const REFRESH_REUSE_GRACE_MS = 10 * 1000;

/** Ordinary calls: 5 retries, 2 s base, doubling, on network errors only. */
export const RETRY_LIMIT = 5;
export const RETRY_BASE_DELAY_MS = 2000;
/** Uploads: 3 retries at 2/4/8 s, each capped at 10 s, the whole upload within 2 minutes. */
export const UPLOAD_RETRY_LIMIT = 3;
export const UPLOAD_RETRY_MAX_DELAY_MS = 10 * 1000;
export const UPLOAD_TOTAL_TIMEOUT_MS = 2 * 60 * 1000;

/** Link validity (create-password and reset). */
export const LINK_TTL_MS = 24 * 60 * 60 * 1000;

export const NAME_MIN_CHARS = 2;
export const NAME_MAX_CHARS = 30;
export const MOBILE_MAX_DIGITS = 15;
export const MIN_AGE_YEARS = 18;

export const DOC_MAX_FILES = 5;
export const DOC_MAX_BYTES = 10 * 1024 * 1024;
export const DOC_TOTAL_MAX_BYTES = 50 * 1024 * 1024;
export const IMAGE_MAX_BYTES = 200 * 1024;
export const VIDEO_MAX_BYTES = 100 * 1024 * 1024;

/** JSON request bodies above this are refused with 413 before they are parsed. */
export const JSON_BODY_MAX_BYTES = 1024 * 1024;

export const CONNECTED_BANNER_MS = 3000;
export const TOAST_AUTO_CLOSE_MS = 5000;

export const DEFAULT_CURRENCY_SYMBOL = '$';
