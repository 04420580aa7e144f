import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHAT_LINK_HEADER,
  chatLinkPath,
  type PatientConversation,
  patientChatFilePath,
} from '#core/chats/chat-link-api';
import type { ChatAttachment, ChatMessageRow } from '#core/chats/chat-message-schema';
import { CHAT_MESSAGES } from '#core/chats/chat-messages';
import { SAMPLE_CHAT_MESSAGE } from '#core/chats/sample-chat-message';
import { ONBOARDING_MESSAGES } from '#core/onboarding/messages';
import type { ChangesPage } from '#core/sync/types';
import { uploadedFiles } from '../db/schema.ts';
import { SAMPLE, upload } from '../onboarding/test-kit.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import { type ChatWorld, startChatWorld } from './chat-test-kit.ts';

const PDF_TYPE = 'application/pdf';

describe.each(TEST_DRIVERS)('documents in a chat on %s', (driver) => {
  let world: ChatWorld;

  beforeAll(async () => {
    world = await startChatWorld(driver);
  });
  afterAll(async () => {
    await world?.stop();
  });

  /** A patient of the owner's with a live link: its id and the link's token. */
  async function conversation() {
    const patient = await world.newPatient();
    return { patientId: patient.id, token: world.tokenOf((await world.linkFor(patient.id)).url) };
  }

  /** The specialist's message naming one document, as the outbox's `chatMessage.create` sends it. */
  async function specialistMessage(patientId: string, attachment: Partial<ChatAttachment> = {}) {
    const described: ChatAttachment = {
      fileId: crypto.randomUUID(),
      name: 'Bilan.pdf',
      size: SAMPLE.pdf().length,
      type: PDF_TYPE,
      ...attachment,
    };
    const message = {
      ...SAMPLE_CHAT_MESSAGE,
      id: crypto.randomUUID(),
      patientId,
      text: '',
      attachments: [described],
    };
    const created = await world.office('POST', '/api/chat-messages', message);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return { messageId: message.id, fileId: described.fileId };
  }

  /** The outbox's `chatMessage.file`: the document's bytes, after its message. */
  async function sendBytes(
    messageId: string,
    fileId: string,
    bytes: Uint8Array,
    name: string,
    token = world.owner,
  ) {
    const form = new FormData();
    form.append('field', 'attachments');
    form.append('fileId', fileId);
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${world.server.url}/api/chat-messages/${messageId}/files`, {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${token}`, 'Idempotency-Key': crypto.randomUUID() },
    });
    return response.status;
  }

  const patientSends = (token: string, id: string, bytes: Uint8Array, name: string) =>
    world.patientSends(token, id, bytes, name);

  const patientDownload = (token: string, fileId: string) =>
    fetch(`${world.server.url}${patientChatFilePath(fileId)}`, { headers: { [CHAT_LINK_HEADER]: token } });
  const officeDownload = (fileId: string, token = world.owner) =>
    fetch(`${world.server.url}/api/files/${fileId}`, { headers: { authorization: `Bearer ${token}` } });
  const attachmentFiles = async () =>
    (await world.server.database.db.select().from(uploadedFiles).where(eq(uploadedFiles.kind, 'attachment')))
      .length;

  it('a document the specialist downloads is a line of the patient’s access log', async () => {
    const { patientId } = await conversation();
    const { messageId, fileId } = await specialistMessage(patientId);
    expect(await sendBytes(messageId, fileId, SAMPLE.pdf(), 'Bilan.pdf')).toBe(200);
    const download = await fetch(`${world.server.url}/api/files/${fileId}`, {
      headers: { authorization: `Bearer ${world.owner}`, 'X-Device-Id': 'tablet-0123456789' },
    });
    expect(download.status).toBe(200);
    const feed = await world.office('GET', '/api/sync/changes?since=0');
    const lines = (feed.body.data as ChangesPage).changes
      .filter((change) => change.entity === 'accessEvent' && change.row.action === 'download')
      .map((change) => change.row);
    expect(lines).toEqual([
      expect.objectContaining({ subject: 'file', subjectId: fileId, patientId, device: 'tablet-0123456789' }),
    ]);
  });

  it('sends the specialist’s document after its message, to the patient only once its bytes are in', async () => {
    const { patientId, token } = await conversation();
    const { messageId, fileId } = await specialistMessage(patientId);

    const before = await world.asPatient<PatientConversation>(token, 'GET');
    expect(before.body.data?.messages.at(-1)?.attachments).toEqual([
      { fileId, name: 'Bilan.pdf', size: SAMPLE.pdf().length, type: PDF_TYPE, ready: false },
    ]);
    expect((await patientDownload(token, fileId)).status).toBe(404);

    expect(await sendBytes(messageId, fileId, SAMPLE.pdf(), 'Bilan.pdf')).toBe(200);
    const after = await world.asPatient<PatientConversation>(token, 'GET');
    expect(after.body.data?.messages.at(-1)?.attachments[0]?.ready).toBe(true);
    const downloaded = await patientDownload(token, fileId);
    expect(downloaded.status).toBe(200);
    expect(downloaded.headers.get('content-type')).toBe(PDF_TYPE);
    expect(downloaded.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''Bilan.pdf");
    expect(downloaded.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await downloaded.arrayBuffer())).toEqual(SAMPLE.pdf());
    expect((await officeDownload(fileId)).status).toBe(200);

    // Nobody else: another specialist, another patient's link.
    expect((await officeDownload(fileId, world.stranger)).status).toBe(404);
    const other = await conversation();
    expect((await patientDownload(other.token, fileId)).status).toBe(404);
    // The bytes of a message are not another's to send: a stranger's upload to this row is a 404.
    expect(await sendBytes(messageId, crypto.randomUUID(), SAMPLE.pdf(), 'x.pdf', world.stranger)).toBe(404);
  });

  it('takes the patient’s document as a message of its own, once per id, and shows an image inline', async () => {
    const { patientId, token } = await conversation();
    const id = crypto.randomUUID();
    const filesBefore = await attachmentFiles();
    const sent = await patientSends(token, id, SAMPLE.png(), 'Carnet.png');
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    expect(sent.body.data).toMatchObject({ id, sender: 'patient', text: '' });
    const [attachment] = sent.body.data?.attachments ?? [];
    expect(attachment).toMatchObject({ name: 'Carnet.png', type: 'image/png', ready: true });
    const again = await patientSends(token, id, SAMPLE.png(), 'Carnet.png');
    expect(again.status).toBe(200);
    expect(again.body.data?.attachments[0]?.fileId).toBe(attachment?.fileId);
    expect(await attachmentFiles()).toBe(filesBefore + 1);

    const image = await patientDownload(token, attachment?.fileId ?? '');
    expect(image.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''Carnet.png");
    // The specialist's pull brings it, and its bytes are theirs to read.
    const pull = await world.office<ChangesPage>('GET', '/api/sync/changes?since=0');
    const row = pull.body.data?.changes
      .map((change) => change.row as unknown as ChatMessageRow)
      .find((candidate) => candidate.id === id);
    expect(row).toMatchObject({ patientId, sender: 'patient', text: '' });
    expect(row?.attachments).toEqual([
      { fileId: attachment?.fileId, name: 'Carnet.png', size: SAMPLE.png().length, type: 'image/png' },
    ]);
    expect((await officeDownload(attachment?.fileId ?? '')).status).toBe(200);
  });

  it('refuses what is not a document, what is too large, and anything through a dead link, keeping nothing', async () => {
    const { patientId, token } = await conversation();
    const filesBefore = await attachmentFiles();
    const program = await patientSends(token, crypto.randomUUID(), SAMPLE.exe(), 'invoice.pdf');
    expect(program.status).toBe(400);
    expect(program.body.message).toBe(ONBOARDING_MESSAGES.documentType.message);
    const big = await patientSends(
      token,
      crypto.randomUUID(),
      new Uint8Array(10 * 1024 * 1024 + 1),
      'big.pdf',
    );
    expect(big.status).toBe(413);
    expect(big.body.message).toBe(ONBOARDING_MESSAGES.documentSize.message);
    const shown = await world.asPatient<PatientConversation>(token, 'GET');
    expect(shown.body.data?.messages).toEqual([]);
    expect(await attachmentFiles()).toBe(filesBefore);

    // The office too: a message says something, and its documents never change.
    const empty = await world.office('POST', '/api/chat-messages', {
      ...SAMPLE_CHAT_MESSAGE,
      id: crypto.randomUUID(),
      patientId,
      text: ' ',
    });
    expect(empty.status).toBe(400);
    const { messageId } = await specialistMessage(patientId);
    const changed = await world.office('PUT', `/api/chat-messages/${messageId}`, {
      baseVersion: 0,
      changes: { attachments: [] },
    });
    expect(changed.status).not.toBe(200);

    expect((await world.office('DELETE', chatLinkPath(patientId), {})).status).toBe(200);
    expect((await patientSends(token, crypto.randomUUID(), SAMPLE.pdf(), 'late.pdf')).status).toBe(404);
    expect(await attachmentFiles()).toBe(filesBefore);
  });

  it('serves a patient only documents of their conversation uploaded as attachments by their specialist', async () => {
    const { patientId, token } = await conversation();
    // Named in the conversation but another specialist's upload, or the owner's photo: not served.
    const strangers = await upload(world.server, 'attachment', SAMPLE.pdf(), 'theirs.pdf', {
      token: world.stranger,
    });
    const strangersId = strangers.body.data?.file.id ?? '';
    await specialistMessage(patientId, { fileId: strangersId });
    expect((await patientDownload(token, strangersId)).status).toBe(404);
    const photo = await upload(world.server, 'photo', SAMPLE.png(), 'me.png', { token: world.owner });
    const photoId = photo.body.data?.file.id ?? '';
    await specialistMessage(patientId, { fileId: photoId, name: 'me.png', type: 'image/png' });
    expect((await patientDownload(token, photoId)).status).toBe(404);
    const attachmentRows = await world.server.database.db
      .select()
      .from(uploadedFiles)
      .where(and(eq(uploadedFiles.id, photoId), eq(uploadedFiles.kind, 'attachment')));
    expect(attachmentRows).toEqual([]);
  });

  it('refuses a description that is not a document: another type, over 10 MB, or six at once', async () => {
    const { patientId } = await conversation();
    const attachment = (overrides: Partial<ChatAttachment>) => ({
      fileId: crypto.randomUUID(),
      name: 'a.pdf',
      size: 10,
      type: PDF_TYPE,
      ...overrides,
    });
    const create = (attachments: unknown[]) =>
      world.office<unknown>('POST', '/api/chat-messages', {
        ...SAMPLE_CHAT_MESSAGE,
        id: crypto.randomUUID(),
        patientId,
        attachments,
      });
    const cases: [unknown[], string][] = [
      [[attachment({ type: 'application/x-msdownload' as never })], CHAT_MESSAGES.attachmentType.message],
      [[attachment({ size: 10 * 1024 * 1024 + 1 })], CHAT_MESSAGES.attachmentTooLarge.message],
      [Array.from({ length: 6 }, () => attachment({})), CHAT_MESSAGES.tooManyAttachments.message],
    ];
    for (const [attachments, message] of cases) {
      const refused = await create(attachments);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).toContain(message);
    }
  });
});
