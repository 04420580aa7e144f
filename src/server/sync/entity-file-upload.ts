/**
 * `POST <path>/:id/files` of a synced entity with file fields (#core/sync/entity `fileFields`): the
 * outbox's `<name>.file` replayed. Multipart: the fields `field` (which file field) and `fileId` (the
 * client's UUID for the file), then the part `file`. The file is streamed under its kind's limits
 * (files/streamed-upload.ts), then, in the owner transaction under the Idempotency-Key, recorded with
 * the client's id and put in the field as the field holds files (set, appended, or only stored for an
 * update to refer to), the row meeting the entity's rules and bringing its consequences as any write
 * does; the row is answered like any synced write. Invariants: another owner's or an unknown row answers 404 and keeps nothing; a
 * repeat (same key) answers the stored row and keeps no second copy of the bytes.
 */
import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import * as v from 'valibot';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { FILE_KIND_RULES, FILE_KINDS, type FileKind } from '#core/onboarding/files';
import { syncedIdSchema, withFile } from '#core/sync/entity';
import { uploadedFiles } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { limitsOf, streamedUpload } from '../files/streamed-upload.ts';
import { cleanName } from '../files/upload-answers.ts';
import type { AppEnv } from '../http/app-env.ts';
import { deviceIdOf } from '../http/device-id.ts';
import { fail } from '../http/envelope.ts';
import { type FieldErrors, invalidAnswer, issueErrors, notFoundAnswer, rowAnswer } from './answers.ts';
import type { ServerEntity } from './entity-definition.ts';
import { findRecord, toWire, writeRecord } from './entity-store.ts';
import { answerIdempotently, type RouteDeps } from './idempotent-route.ts';
import type { Tx } from './owner-transaction.ts';

function specOf(entity: ServerEntity, field: string | undefined) {
  const spec = field === undefined ? undefined : entity.synced.fileFields[field];
  if (!spec || !(FILE_KINDS as readonly string[]).includes(spec.kind)) return undefined;
  // Checked just above: the entity names one of the upload kinds.
  return { ...spec, kind: spec.kind as FileKind };
}

export function entityFileUpload(deps: AppDeps & RouteDeps, entity: ServerEntity) {
  const store = deps.onboarding.files;
  return (c: Context<AppEnv>): Promise<Response> =>
    streamedUpload(c, { ...deps, store }, async (form) => {
      const field = form.fields.get('field');
      const fileId = form.fields.get('fileId');
      const spec = specOf(entity, field);
      const id = c.req.param('id') ?? '';
      if (!field || !spec || !v.is(syncedIdSchema, fileId) || !v.is(syncedIdSchema, id))
        return form.refuse(fail(c, 400, ERROR_MESSAGES.badRequest));
      const { kind } = spec;
      const received = await form.receive(limitsOf(FILE_KIND_RULES[kind]));
      if ('refused' in received) return received.refused;

      const ownerId = c.var.user.id;
      /**
       * The fields a write of these stores after the rules (the schema, then the server's own, which
       * may complete them: a document's real type), or the errors.
       */
      const settledFields = async (
        tx: Tx,
        fields: Record<string, unknown>,
        existing: Record<string, unknown>,
      ): Promise<{ ok: true; fields: Record<string, unknown> } | { ok: false; errors: FieldErrors }> => {
        const checked = v.safeParse(entity.synced.fieldsSchema, fields);
        if (!checked.success) return { ok: false, errors: issueErrors(c.var.i18n, checked.issues) };
        if (!entity.complete) return { ok: true, fields: checked.output };
        const write = { id, ownerId, existing, fields: checked.output, i18n: c.var.i18n };
        return entity.complete(tx, write);
      };
      let inserted = false;
      let kept = false;
      try {
        const answer = await answerIdempotently(c, deps, async (owner) => {
          const existing = await findRecord(entity, owner.tx, id);
          if (!existing || existing.ownerId !== ownerId || existing.deletedAt)
            return notFoundAnswer(c.var.i18n, entity.notFound);
          const [stored] = await owner.tx
            .insert(uploadedFiles)
            .values({
              id: fileId,
              userId: ownerId,
              kind,
              originalName: cleanName(form.filename),
              mimeType: received.mimeType,
              sizeBytes: received.size,
              storageName: received.storageName,
            })
            // The same file sent again under another key: the first copy stays the file.
            .onConflictDoNothing({ target: uploadedFiles.id })
            .returning({ userId: uploadedFiles.userId });
          if (!stored) {
            const row = toWire(entity, existing);
            const current = row[field];
            const held = current === fileId || (Array.isArray(current) && current.includes(fileId));
            if (held || spec.holds === 'within') return rowAnswer(200, row, false);
            // Another file already holds this id (not this row's): answered like an unknown file.
            return { ...notFoundAnswer(c.var.i18n, ERROR_MESSAGES.notFound), changed: false };
          }
          const current = entity.fieldsOf(existing);
          const changes = withFile(current, { field, fileId }, spec);
          // Held within objects: stored only; the update queued after it in the outbox refers to it.
          if (Object.keys(changes).length === 0) {
            inserted = true;
            return rowAnswer(200, toWire(entity, existing), false);
          }
          const settled = await settledFields(owner.tx, { ...current, ...changes }, current);
          if (!settled.ok) {
            // Not the row's file after all (a 6th document, past 50 MB): nothing of it stays.
            await owner.tx.delete(uploadedFiles).where(eq(uploadedFiles.id, fileId));
            return { ...invalidAnswer(c.var.i18n, settled.errors), changed: false };
          }
          inserted = true;
          const written = await writeRecord(entity, owner, id, settled.fields);
          // A write of the row like any update: its consequences follow (the access log's line).
          await entity.afterWrite?.(owner.tx, {
            kind: 'update',
            id,
            ownerId,
            deviceId: deviceIdOf(c),
            existing: current,
            fields: entity.fieldsOf(written),
            now: new Date(),
          });
          return rowAnswer(200, toWire(entity, written), true);
        });
        // Committed: the bytes are the new file's. (A replayed answer ran nothing.)
        kept = inserted;
        return answer;
      } finally {
        // Refused, replayed or rolled back: these bytes belong to no file row.
        if (!kept) await store.remove(received.storageName);
      }
    });
}
