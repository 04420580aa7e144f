/**
 * Runs the fuzz over the app's routes: the real ids it aims at, a deterministic sample of requests
 * per route (seeded), and per-route tallies (status classes, latency) plus every failing case.
 */
import fc from 'fast-check';
import type { RegisteredRoute } from '../../http/route-list.ts';
import { entriesFor } from '../route-coverage.ts';
import type { World } from '../seed-world.ts';
import { describeRequest, type FuzzContext, runCase } from './fuzz-case.ts';
import { FRESH_DRAFT, FRESH_REGISTRATION, FUZZ_TABLE, type FuzzEntry, type FuzzIds } from './fuzz-table.ts';
import { type FuzzRequest, requestsFor } from './hostile-requests.ts';
import { sweepRequests } from './sweep-cases.ts';
import { writeJournal } from './write-journal.ts';

export type RouteStats = {
  key: string;
  cases: number;
  /** `unsent`: the client itself refused the request (fetch rejects some header values). */
  byClass: { '2xx': number; '4xx': number; '5xx': number; other: number; unsent: number };
  timesMs: number[];
  failures: string[];
};

export type FuzzRun = {
  ids: FuzzIds;
  journal: FuzzContext['journal'];
  /** `cases` random requests, after the route's deterministic sweep (sweep-cases.ts). */
  fuzzRoute(key: string, options: { cases: number; seed: number }): Promise<RouteStats>;
};

/** The rows and tokens valid cases aim at; link tokens are fresh so valid bodies can use them. */
async function fuzzIds(world: World): Promise<FuzzIds> {
  const draft = await world.freshDraftFile();
  return {
    patient: world.owner.patientId,
    session: world.owner.sessionId,
    offer: world.owner.offerId,
    package: world.owner.packageId,
    article: world.owner.articleId,
    chatMessage: world.owner.chatMessageId,
    chatAttachment: world.owner.chatAttachmentId,
    notification: world.owner.notificationId,
    recordEntry: world.owner.recordEntryId,
    recordAddendum: world.owner.recordAddendumId,
    patientDocument: world.owner.patientDocumentId,
    bookingRequest: world.owner.bookingRequestId,
    recordDraft: world.owner.recordDraftId,
    profile: world.owner.id,
    file: world.owner.fileId,
    draftFile: draft.fileId,
    uploadToken: draft.uploadToken,
    registration: await world.pendingRegistration(),
    freshRegistration: FRESH_REGISTRATION,
    credentialReview: await world.pendingCredentialReview(),
    createPasswordToken: await world.freshLink('create-password'),
    agreementToken: await world.freshLink('agreement'),
    resetToken: await world.freshLink('reset'),
    unlockToken: await world.freshLink('unlock'),
    chatLinkToken: await world.freshLink('chat'),
    photoFile: world.owner.photoFileId,
    bannerFile: world.owner.bannerFileId,
  };
}

function tokenFor(world: World, entry: FuzzEntry): () => Promise<string | undefined> {
  if (entry.as === 'anonymous') return async () => undefined;
  if (entry.as === 'admin') return async () => world.admin.token;
  if (entry.as === 'fresh-owner') return () => world.freshToken('owner');
  return async () => world.owner.token;
}

const ENCODED_REGISTRATION = encodeURIComponent(FRESH_REGISTRATION);

/** Swaps the FRESH_DRAFT and FRESH_REGISTRATION stand-ins for ones made now (before the mark). */
async function withFreshRows(world: World, request: FuzzRequest): Promise<FuzzRequest> {
  let { target } = request;
  let text = typeof request.body === 'string' ? request.body : '';
  if (target.includes(ENCODED_REGISTRATION)) {
    target = target.replace(ENCODED_REGISTRATION, await world.pendingRegistration());
  }
  if (text.includes(FRESH_DRAFT.uploadToken)) {
    const draft = await world.freshDraft();
    const real: Record<string, string> = {
      [FRESH_DRAFT.uploadToken]: draft.uploadToken,
      [FRESH_DRAFT.photoFileId]: draft.photoFileId,
      [FRESH_DRAFT.diplomaFileId]: draft.diplomaFileId,
      [FRESH_DRAFT.cvFileId]: draft.cvFileId,
    };
    text = text.replace(/@@draft-[\w-]+@@/g, (stand) => real[stand] ?? stand);
  }
  return { ...request, target, ...(text ? { body: text } : {}) };
}

function classOf(status: number): keyof RouteStats['byClass'] {
  if (status < 0) return 'unsent';
  if (status >= 200 && status < 300) return '2xx';
  if (status >= 400 && status < 500) return '4xx';
  return status >= 500 ? '5xx' : 'other';
}

export async function prepareFuzz(world: World): Promise<FuzzRun> {
  const ids = await fuzzIds(world);
  const journal = await writeJournal(world.server.database.db);
  const routes = new Map<string, RegisteredRoute>(
    entriesFor(world.server.routes, FUZZ_TABLE).map(({ key, route }) => [key, route]),
  );
  return {
    ids,
    journal,
    async fuzzRoute(key, { cases, seed }) {
      const route = routes.get(key);
      const entry = FUZZ_TABLE[key];
      if (!route || !entry) throw new Error(`${key}: no such route or fuzz entry`);
      const context: FuzzContext = { url: world.server.url, token: tokenFor(world, entry), journal };
      const stats: RouteStats = {
        key,
        cases: 0,
        byClass: { '2xx': 0, '4xx': 0, '5xx': 0, other: 0, unsent: 0 },
        timesMs: [],
        failures: [],
      };
      const requests = [
        ...sweepRequests(route, entry, ids, seed),
        ...fc.sample(requestsFor(route, entry, ids), { numRuns: cases, seed }),
      ];
      for (const planned of requests) {
        const request = await withFreshRows(world, planned);
        const outcome = await runCase(context, request);
        stats.cases += 1;
        stats.byClass[classOf(outcome.status)] += 1;
        stats.timesMs.push(outcome.ms);
        if (outcome.problems.length > 0) {
          stats.failures.push(`${describeRequest(request)}\n    → ${outcome.problems.join('\n    → ')}`);
        }
      }
      return stats;
    },
  };
}

/** A stable seed per route, so one route's cases do not depend on the table's order. */
export function routeSeed(baseSeed: number, key: string): number {
  let hash = baseSeed | 0;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}
