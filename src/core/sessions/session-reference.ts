/**
 * The short readable reference of a session (the "ID" column, e.g. `S-7K3Q9F2M`), derived from the
 * session's UUID alone: two devices booking offline compute references without talking to each other
 * or to a counter, and every device and the server compute the same one for the same session.
 */

/** Crockford's base 32: no I, L, O or U, so a reference read aloud or copied by hand is not misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const REFERENCE_CHARS = 8;

/**
 * `S-` and 8 characters (40 bits). 40 rather than 30 bits because the reference is shown as an id:
 * among a specialist's 10,000 sessions the chance that two share one is about 1 in 20,000 with 40
 * bits, 1 in 20 with 30. It is a label, not a key: rows are found by UUID, so a rare duplicate
 * confuses a reader but never a lookup.
 */
export const SESSION_REFERENCE_PATTERN = /^S-[0-9A-HJKMNP-TV-Z]{8}$/;

/**
 * The reference of the session with this UUID. Hashed rather than sliced because time-ordered UUIDs
 * (v7) begin with a timestamp: slicing would give sessions booked the same second similar references.
 */
export function sessionReference(sessionId: string): string {
  let value = hash53(sessionId.toLowerCase()) % 2 ** (5 * REFERENCE_CHARS);
  let chars = '';
  for (let i = 0; i < REFERENCE_CHARS; i++) {
    chars = ALPHABET.charAt(value % 32) + chars;
    value = Math.floor(value / 32);
  }
  return `S-${chars}`;
}

/**
 * cyrb53 (public domain, bryc): a fast, well-mixed 53-bit string hash. Not cryptographic — the
 * reference hides nothing, it only has to spread evenly.
 */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
