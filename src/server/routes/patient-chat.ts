/**
 * `/api/patient-chat`, the patient's side: the link's token in the X-Chat-Link header is the whole
 * credential and opens one conversation — read it, write into it (documents too), mark the specialist's
 * messages read, download the conversation's documents, see the specialist's photo.
 * An unknown, expired or revoked link, or one whose patient was deleted, answers 404 to everything.
 */
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import * as v from 'valibot';
import {
  CHAT_LINK_HEADER,
  type PatientChatMessage,
  type PatientConversation,
  patientMessageSchema,
  patientReadSchema,
} from '#core/chats/chat-link-api';
import { CHAT_MESSAGES } from '#core/chats/chat-messages';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import type { IceConfiguration } from '#core/rooms/ice-api';
import { ROOM_MESSAGES } from '#core/rooms/room-messages';
import { findLiveChatLink, type LiveChatLink } from '../chats/chat-links.ts';
import { patientAttachmentUpload } from '../chats/patient-attachment-upload.ts';
import {
  conversationFile,
  markSpecialistMessagesRead,
  readConversation,
  writePatientMessage,
} from '../chats/patient-messages.ts';
import { specialistProfiles } from '../db/schema.ts';
import type { AppDeps } from '../deps.ts';
import { serveFile } from '../files/serve-file.ts';
import { serveImage } from '../files/serve-image.ts';
import type { AppEnv } from '../http/app-env.ts';
import { fail, ok } from '../http/envelope.ts';
import { validateBody } from '../http/validate.ts';
import { iceConfigurationFor } from '../rooms/ice-servers.ts';
import { openRoomOfPatient } from '../rooms/room-sessions.ts';

const BEFORE_SCHEMA = v.pipe(v.string(), v.isoTimestamp());

export function patientChatRoutes(deps: AppDeps): Hono<AppEnv> {
  const routes = new Hono<AppEnv>();
  const { db, onboarding } = deps;
  routes.use('*', onboarding.rateLimiter.perClient('chatLink'));

  const linkOf = (c: Context<AppEnv>): Promise<LiveChatLink | undefined> =>
    findLiveChatLink(db, c.req.header(CHAT_LINK_HEADER), onboarding.now());

  routes.get('/', async (c) => {
    const link = await linkOf(c);
    if (!link) return fail(c, 404, CHAT_MESSAGES.linkUnavailable);
    const before = c.req.query('before');
    if (before !== undefined && !v.is(BEFORE_SCHEMA, before))
      return fail(c, 404, CHAT_MESSAGES.linkUnavailable);
    const conversation = await readConversation(
      db,
      link,
      before ? new Date(before) : undefined,
      onboarding.now(),
    );
    c.header('Cache-Control', 'no-store');
    return ok<PatientConversation>(c, conversation);
  });

  // The specialist's photo beside their name (the patient's page fetches it with the link's header).
  routes.get('/photo', async (c) => {
    const link = await linkOf(c);
    if (!link) return fail(c, 404, CHAT_MESSAGES.linkUnavailable);
    const [profile] = await db
      .select({ photoFileId: specialistProfiles.photoFileId })
      .from(specialistProfiles)
      .where(eq(specialistProfiles.userId, link.ownerId));
    return serveImage(c, deps, profile?.photoFileId, 'private, max-age=3600');
  });

  routes.post('/messages', async (c) => {
    const link = await linkOf(c);
    if (!link) return fail(c, 404, CHAT_MESSAGES.linkUnavailable);
    const input = validateBody(c, patientMessageSchema);
    if (!input.ok) return input.response;
    const stored = await writePatientMessage(deps, link, input.value, onboarding.now());
    if (!stored) return fail(c, 409, CHAT_MESSAGES.messageIdTaken);
    return ok<PatientChatMessage>(c, stored.message, 201);
  });

  // TURN credentials only while a video or audio session of the patient's is open: a leaked link is
  // not a free relay for a month.
  routes.get('/ice-servers', async (c) => {
    const link = await linkOf(c);
    if (!link) return fail(c, 404, CHAT_MESSAGES.linkUnavailable);
    if (!(await openRoomOfPatient(db, link, onboarding.now()))) return fail(c, 404, ROOM_MESSAGES.noRoomOpen);
    c.header('Cache-Control', 'no-store');
    return ok<IceConfiguration>(c, iceConfigurationFor(deps.ice, `p-${link.linkId}`, onboarding.now()));
  });

  routes.post(
    '/attachments',
    onboarding.rateLimiter.perClient('upload'),
    patientAttachmentUpload(deps, linkOf),
  );

  // A document of this conversation (either side's); any other file is the same 404 as none.
  routes.get('/files/:fileId', async (c) => {
    const link = await linkOf(c);
    if (!link) return fail(c, 404, CHAT_MESSAGES.linkUnavailable);
    const file = await conversationFile(db, link, c.req.param('fileId'));
    if (!file) return fail(c, 404, ERROR_MESSAGES.notFound);
    return serveFile(c, onboarding.files, file);
  });

  routes.post('/read', async (c) => {
    const link = await linkOf(c);
    if (!link) return fail(c, 404, CHAT_MESSAGES.linkUnavailable);
    const input = validateBody(c, patientReadSchema);
    if (!input.ok) return input.response;
    const read = await markSpecialistMessagesRead(deps, link, new Date(input.value.upTo), onboarding.now());
    return ok(c, { read });
  });

  return routes;
}
