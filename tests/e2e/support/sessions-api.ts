// The sessions API as another device of the same specialist uses it: bookings made behind the
// browser's back, status changes, and what the server holds in the end.
import { type APIRequestContext, expect } from '@playwright/test';
import { SAMPLE_SESSION } from '../../../src/core/sessions/sample-session.ts';
import { SESSION_ENTITY } from '../../../src/core/sessions/session-entity.ts';
import type { SessionFields, SessionRow } from '../../../src/core/sessions/session-schema.ts';
import { type ChangesPage, SYNC_PATHS } from '../../../src/core/sync/types.ts';

const HOUR_MS = 3_600_000;

export class SessionsApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext, email: string, password: string): Promise<SessionsApi> {
    const answer = await request.post('/api/auth/sign-in', { data: { email, password } });
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: { token: string } };
    return new SessionsApi(request, data.token);
  }

  private headers() {
    return { authorization: `Bearer ${this.token}`, 'idempotency-key': crypto.randomUUID() };
  }

  /**
   * Books the first free hour from `fromMs` on (the account is shared by runs of a test, whose
   * bookings stay): the server refuses an overlapping one with 400, so the next hour is tried.
   */
  async bookFree(
    patientId: string,
    fromMs: number,
    overrides: Partial<SessionFields> = {},
  ): Promise<SessionRow> {
    for (let hour = 0; hour < 48; hour += 1) {
      const startsAt = new Date(fromMs + hour * HOUR_MS).toISOString();
      const answer = await this.request.post('/api/sessions', {
        headers: this.headers(),
        data: { ...SAMPLE_SESSION, id: crypto.randomUUID(), patientId, startsAt, ...overrides },
      });
      if (answer.status() === 201) return ((await answer.json()) as { data: SessionRow }).data;
      expect(answer.status(), await answer.text()).toBe(400);
    }
    throw new Error('no free hour in two days');
  }

  /** Books at `startsAt` exactly, or answers the server's refusal (400: the time is taken). */
  async tryBook(
    patientId: string,
    startsAt: string,
    overrides: Partial<SessionFields> = {},
  ): Promise<SessionRow | string> {
    const answer = await this.request.post('/api/sessions', {
      headers: this.headers(),
      data: {
        ...SAMPLE_SESSION,
        id: crypto.randomUUID(),
        patientId,
        startsAt,
        history: [{ at: new Date().toISOString(), status: 'scheduled', startsAt }],
        ...overrides,
      },
    });
    if (answer.status() === 201) return ((await answer.json()) as { data: SessionRow }).data;
    expect(answer.status(), await answer.text()).toBe(400);
    return answer.text();
  }

  async change(id: string, changes: Partial<SessionFields>): Promise<SessionRow> {
    const current = await this.read(id);
    const answer = await this.request.put(`/api/sessions/${id}`, {
      headers: this.headers(),
      data: { baseVersion: current.version, changes },
    });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { data: SessionRow }).data;
  }

  async read(id: string): Promise<SessionRow> {
    const answer = await this.request.get(`/api/sessions/${id}`, {
      headers: { authorization: `Bearer ${this.token}` },
    });
    expect(answer.status()).toBe(200);
    return ((await answer.json()) as { data: SessionRow }).data;
  }

  /** Every live session the server holds for this patient, read through the pull as a new device would. */
  sessionsOfPatient(patientId: string): Promise<SessionRow[]> {
    return this.sessionsWhere((row) => row.patientId === patientId);
  }

  /** The account's live sessions that `keep` keeps, read through the pull as a new device would. */
  async sessionsWhere(keep: (row: SessionRow) => boolean): Promise<SessionRow[]> {
    const found: SessionRow[] = [];
    for (let since = 0, hasMore = true; hasMore; ) {
      const answer = await this.request.get(`${SYNC_PATHS.changes}?since=${since}`, {
        headers: { authorization: `Bearer ${this.token}` },
      });
      expect(answer.status()).toBe(200);
      const { data: page } = (await answer.json()) as { data: ChangesPage };
      for (const { entity, row } of page.changes) {
        const session = row as unknown as SessionRow;
        if (entity === SESSION_ENTITY.name && !session.deletedAt && keep(session)) found.push(session);
      }
      ({ cursor: since, hasMore } = page);
    }
    return found;
  }
}

/** A whole hour from now on, so a booking starts on the hour like one a user would pick. */
export function nextWholeHour(fromMs = Date.now(), hoursAhead = 1): number {
  return Math.ceil(fromMs / HOUR_MS) * HOUR_MS + (hoursAhead - 1) * HOUR_MS;
}
