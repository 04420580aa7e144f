/**
 * `/api/files`: streamed uploads (limits enforced while reading, real type from the bytes), Show
 * Document and removal. Anonymous applicants are scoped by their upload token; anyone else without
 * the right to a file gets the same 404 as for a file that does not exist.
 */

import { and, eq, inArray } from 'drizzle-orm';
import type { Context } from 'hono';
import { Hono } from 'hono';
import * as v from 'valibot';
import { RIGHT_CODES } from '#core/auth';
import { DOC_MAX_FILES, DOC_TOTAL_MAX_BYTES } from '#core/constants';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import {
  type FileInfo,
  OWN_FILES_MAX_IDS,
  UPLOAD_TOKEN_FIELD,
  UPLOAD_TOKEN_HEADER,
  type UploadData,
} from '#core/onboarding/api';
import { FILE_KIND_RULES, FILE_KINDS, type FileKind, PATIENT_FILE_KINDS } from '#core/onboarding/files';
import { ONBOARDING_MESSAGES as M } from '#core/onboarding/messages';
import { recordAdminAccess } from '../access-log/record-admin-access.ts';
import { recordDownload } from '../access-log/record-download.ts';
import { uploadedFiles } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { createDraft, findFile, findOpenDraft, type OwnerRef, usageOf } from '../files/drafts.ts';
import { toFileInfo } from '../files/file-info.ts';
import { serveFile } from '../files/serve-file.ts';
import { limitsOf, streamedUpload } from '../files/streamed-upload.ts';
import { cleanName } from '../files/upload-answers.ts';
import type { AppEnv } from '../http/app-env.ts';
import { deviceIdOf } from '../http/device-id.ts';
import { done, fail, ok } from '../http/envelope.ts';
import { holdsRight, optionalUser } from '../onboarding/caller.ts';

/** The anonymous applicant's upload token from the header or the query (`uploadToken`). */
function tokenFrom(c: Context<AppEnv>): string | undefined {
  return c.req.header(UPLOAD_TOKEN_HEADER) ?? c.req.query(UPLOAD_TOKEN_FIELD);
}

const FILE_ID_SCHEMA = v.pipe(v.string(), v.uuid());

function parseKind(value: string | undefined): FileKind | undefined {
  return (FILE_KINDS as readonly string[]).includes(value ?? '') ? (value as FileKind) : undefined;
}

export function fileRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db } = deps;
  const { files: store, rateLimiter } = deps.onboarding;

  routes.post('/', rateLimiter.perClient('upload'), (c) =>
    streamedUpload(c, { ...deps, store }, async (form) => {
      const now = deps.onboarding.now();
      const user = await optionalUser(deps, c);
      // Header, query or a form field before the file: whichever the client could set.
      const draftToken = tokenFrom(c) ?? form.fields.get(UPLOAD_TOKEN_FIELD);
      const draft = user ? undefined : await findOpenDraft(db, draftToken, now);
      if (!user && draftToken && !draft) return form.refuse(fail(c, 400, M.uploadSessionInvalid));
      const kind = parseKind(c.req.query('kind') ?? form.fields.get('kind'));
      if (!kind) return form.refuse(fail(c, 400, ERROR_MESSAGES.badRequest));
      const rule = FILE_KIND_RULES[kind];
      const owner: OwnerRef | undefined = user
        ? { userId: user.id }
        : draft
          ? { draftId: draft.id }
          : undefined;
      let limits = limitsOf(rule);
      if (kind === 'document' && owner) {
        const usage = await usageOf(db, owner, 'document');
        if (usage.count >= DOC_MAX_FILES) return form.refuse(fail(c, 409, M.maxFilesReached));
        const left = DOC_TOTAL_MAX_BYTES - usage.bytes;
        if (left < rule.maxBytes) limits = limitsOf(rule, { maxBytes: left, tooLarge: M.documentsTotal });
      }
      const received = await form.receive(limits);
      if ('refused' in received) return received.refused;

      let uploadToken: string | undefined;
      let fileOwner = owner;
      if (!fileOwner) {
        const created = await createDraft(db, now);
        uploadToken = created.token;
        fileOwner = { draftId: created.draft.id };
      }
      const [row] = await db
        .insert(uploadedFiles)
        .values({
          ...fileOwner,
          kind,
          originalName: cleanName(form.filename),
          mimeType: received.mimeType,
          sizeBytes: received.size,
          storageName: received.storageName,
        })
        .returning();
      if (!row) throw new Error('file row not stored');
      const data: UploadData = uploadToken
        ? { file: toFileInfo(row), uploadToken }
        : { file: toFileInfo(row) };
      return ok(c, data, 201);
    }),
  );

  /** Who reads the file: its draft's holder, its owner, or an administrator; undefined: nobody may. */
  async function readerOf(
    c: Context<AppEnv>,
    file: { draftId: string | null; userId: string | null; kind: string },
  ): Promise<{ as: 'draft' } | { as: 'owner' | 'admin'; userId: string } | undefined> {
    if (file.draftId) {
      const draft = await findOpenDraft(db, tokenFrom(c), deps.onboarding.now());
      if (draft?.id === file.draftId) return { as: 'draft' };
    }
    const user = await optionalUser(deps, c);
    if (!user) return undefined;
    if (file.userId === user.id) return { as: 'owner', userId: user.id };
    // A patient's document is their specialist's to read, never an administrator's.
    if (PATIENT_FILE_KINDS.includes(file.kind as FileKind)) return undefined;
    return (await holdsRight(db, user.id, RIGHT_CODES.adminRegistrations))
      ? { as: 'admin', userId: user.id }
      : undefined;
  }

  // The signed-in owner's files by id (`?ids=a,b`, at most OWN_FILES_MAX_IDS): their names, types and
  // sizes, for a list that shows files a profile names (another's or an unknown id is left out).
  routes.get('/', async (c) => {
    const user = await optionalUser(deps, c);
    if (!user) return fail(c, 401, ERROR_MESSAGES.unauthorized);
    const ids = (c.req.query('ids') ?? '').split(',').filter((id) => id !== '');
    if (ids.length > OWN_FILES_MAX_IDS || !ids.every((id) => v.is(FILE_ID_SCHEMA, id)))
      return fail(c, 400, ERROR_MESSAGES.badRequest);
    const rows =
      ids.length === 0
        ? []
        : await db
            .select()
            .from(uploadedFiles)
            .where(and(eq(uploadedFiles.userId, user.id), inArray(uploadedFiles.id, ids)));
    return ok<FileInfo[]>(c, rows.map(toFileInfo));
  });

  routes.get('/:id', async (c) => {
    const file = await findFile(db, c.req.param('id'));
    const reader = file ? await readerOf(c, file) : undefined;
    if (!file || !reader) return fail(c, 404, ERROR_MESSAGES.notFound);
    // A patient's document read by its specialist is a line of that patient's access log; a
    // specialist's file read by an administrator, a line of the specialist's.
    if (file.userId !== null && reader.as !== 'draft') {
      const device = deviceIdOf(c);
      const at = deps.onboarding.now();
      if (reader.as === 'admin') {
        const look = {
          specialistId: file.userId,
          adminId: reader.userId,
          subject: 'file',
          subjectId: file.id,
        } as const;
        await recordAdminAccess(deps, { ...look, device, at });
      } else if (PATIENT_FILE_KINDS.includes(file.kind as FileKind)) {
        await recordDownload(deps, file.userId, file.id, device, at);
      }
    }
    return serveFile(c, store, file);
  });

  routes.delete('/:id', async (c) => {
    const file = await findFile(db, c.req.param('id'));
    // Only a draft's files can be removed: submitted ones are part of a registration record.
    const draft = await findOpenDraft(db, tokenFrom(c), deps.onboarding.now());
    if (!file || !draft || file.draftId !== draft.id) return fail(c, 404, ERROR_MESSAGES.notFound);
    await db.delete(uploadedFiles).where(eq(uploadedFiles.id, file.id));
    await store.remove(file.storageName);
    return done(c);
  });

  return routes;
}
