/**
 * What each kind of route answers to each caller: the classes of the authorization matrix. A route
 * picks one class; the class, not the route, says who gets 2xx, 401, 403 or 404.
 */

export const CALLERS = ['anonymous', 'stranger', 'owner', 'admin'] as const;
export type Caller = (typeof CALLERS)[number];

/** An exact status, or any 2xx. */
export type Expected = number | '2xx';

export type AccessClass = {
  statuses: Readonly<Record<Caller, Expected>>;
  /** Besides the owner, who may see the owner's data in an answer (everyone else: not one byte). */
  mayReadOwnerData: readonly Caller[];
};

const OWNER_ONLY: readonly Caller[] = ['owner'];

export const ACCESS_CLASSES = {
  /** Anyone, signed in or not, with the same answer (health, sign-in, sign-up, forgot, uploads). */
  public: {
    statuses: { anonymous: '2xx', stranger: '2xx', owner: '2xx', admin: '2xx' },
    mayReadOwnerData: OWNER_ONLY,
  },
  /** Any signed-in user, about themself only (me, sign-out, the WebSocket). */
  session: {
    statuses: { anonymous: 401, stranger: '2xx', owner: '2xx', admin: '2xx' },
    mayReadOwnerData: OWNER_ONLY,
  },
  /** The office right, scoped to the caller's own rows (create, pull, batch): no admin. */
  office: {
    statuses: { anonymous: 401, stranger: '2xx', owner: '2xx', admin: 403 },
    mayReadOwnerData: OWNER_ONLY,
  },
  /**
   * Something no one can undo (closing the account), asked with the password again: the matrix sends
   * a wrong one, so a specialist reaches the password check (400) and nothing is closed; the admin
   * lacks the office right (403). Its success is the route's own test (account/account-data.test.ts).
   */
  'office-irreversible': {
    statuses: { anonymous: 401, stranger: 400, owner: 400, admin: 403 },
    mayReadOwnerData: OWNER_ONLY,
  },
  /** One row of the owner by id: another specialist gets the 404 of a row that does not exist. */
  'office-by-id': {
    statuses: { anonymous: 401, stranger: 404, owner: '2xx', admin: 403 },
    mayReadOwnerData: OWNER_ONLY,
  },
  /** The caller's own specialist profile; the stranger has none, the admin lacks the right. */
  profile: {
    statuses: { anonymous: 401, stranger: 404, owner: '2xx', admin: 403 },
    mayReadOwnerData: OWNER_ONLY,
  },
  /** Admin rights only: a specialist is refused (403), anonymous is not signed in (401). */
  'admin-only': {
    statuses: { anonymous: 401, stranger: 403, owner: 403, admin: '2xx' },
    mayReadOwnerData: OWNER_ONLY,
  },
  /**
   * An e-mailed link: the token in the path is the whole credential, a bearer adds nothing. The
   * "owner" holds a fresh link; the others present a well-formed token that is not theirs: 404.
   */
  'link-token': {
    statuses: { anonymous: 404, stranger: 404, owner: '2xx', admin: 404 },
    mayReadOwnerData: OWNER_ONLY,
  },
  /**
   * An anonymous applicant's draft, by its upload token (the "owner" holds it). Without it the file
   * does not exist for anyone — 404, not 401, since applicants never sign in.
   */
  'upload-token': {
    statuses: { anonymous: 404, stranger: 404, owner: '2xx', admin: 404 },
    mayReadOwnerData: OWNER_ONLY,
  },
  /**
   * A stored file: its owner, or the admin who reviews registration documents. Anonymous gets 404,
   * not 401: an applicant reads their draft's files by upload token, so the route is not behind auth.
   */
  'file-reader': {
    statuses: { anonymous: 404, stranger: 404, owner: '2xx', admin: '2xx' },
    mayReadOwnerData: ['owner', 'admin'],
  },
  /**
   * The public reading page's data: a published article is anyone's (`public`); a draft or an
   * archived one exists only for its author — everyone else, the admin included, gets the 404 of an
   * article that does not exist. The matrix calls it on the owner's draft.
   */
  'published-or-author': {
    statuses: { anonymous: 404, stranger: 404, owner: '2xx', admin: 404 },
    mayReadOwnerData: OWNER_ONLY,
  },
  /** The built app and its SPA fallback: public files, the same for everyone. */
  static: {
    statuses: { anonymous: '2xx', stranger: '2xx', owner: '2xx', admin: '2xx' },
    mayReadOwnerData: OWNER_ONLY,
  },
} as const satisfies Record<string, AccessClass>;

export type AccessClassName = keyof typeof ACCESS_CLASSES;

export function matches(expected: Expected, status: number): boolean {
  return expected === '2xx' ? status >= 200 && status < 300 : status === expected;
}
