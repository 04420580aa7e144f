// The chat as the other parties use it behind the browser's back: the specialist's other device
// writing messages, and the patient answering through their chat link.
import { type APIRequestContext, expect } from '@playwright/test';
import {
  CHAT_LINK_HEADER,
  chatLinkPath,
  type IssuedChatLink,
  PATIENT_CHAT_PATH,
  type PatientConversation,
  patientChatFilePath,
} from '../../../src/core/chats/chat-link-api.ts';

type UploadFile = { name: string; mimeType: string; buffer: Buffer };

export class ChatsApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async signIn(request: APIRequestContext, email: string, password: string): Promise<ChatsApi> {
    const answer = await request.post('/api/auth/sign-in', { data: { email, password } });
    expect(answer.status()).toBe(200);
    const { data } = (await answer.json()) as { data: { token: string } };
    return new ChatsApi(request, data.token);
  }

  private headers() {
    return { authorization: `Bearer ${this.token}`, 'idempotency-key': crypto.randomUUID() };
  }

  /** The specialist's message, written `minutesAgo` before now. */
  async send(patientId: string, text: string, minutesAgo = 0): Promise<void> {
    const sentAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
    const answer = await this.request.post('/api/chat-messages', {
      headers: this.headers(),
      data: {
        id: crypto.randomUUID(),
        patientId,
        sender: 'specialist',
        text,
        attachments: [],
        sentAt,
        readAt: null,
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }

  /** The specialist's message with one document, then the document's bytes, as the outbox sends them. */
  async sendDocument(patientId: string, text: string, file: UploadFile): Promise<void> {
    const id = crypto.randomUUID();
    const fileId = crypto.randomUUID();
    const attachment = { fileId, name: file.name, size: file.buffer.length, type: file.mimeType };
    const created = await this.request.post('/api/chat-messages', {
      headers: this.headers(),
      data: {
        id,
        patientId,
        sender: 'specialist',
        text,
        attachments: [attachment],
        sentAt: new Date().toISOString(),
        readAt: null,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const uploaded = await this.request.post(`/api/chat-messages/${id}/files`, {
      headers: this.headers(),
      multipart: { field: 'attachments', fileId, file },
    });
    expect(uploaded.status(), await uploaded.text()).toBe(200);
  }

  /** The patient's document through their link, as a message of its own. */
  async replyWithDocument(linkToken: string, file: UploadFile): Promise<void> {
    const answer = await this.request.post(`${PATIENT_CHAT_PATH}/attachments`, {
      headers: { [CHAT_LINK_HEADER]: linkToken },
      multipart: { id: crypto.randomUUID(), file },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }

  /** A copied chat link's token for the patient. */
  async linkToken(patientId: string): Promise<string> {
    const answer = await this.request.post(chatLinkPath(patientId), {
      headers: this.headers(),
      data: { delivery: 'copy', language: 'EN' },
    });
    expect(answer.status(), await answer.text()).toBe(201);
    const { url } = ((await answer.json()) as { data: IssuedChatLink }).data;
    return url.split('/chat-patient/')[1] ?? '';
  }

  /** The conversation as the patient's link reads it (the newest page). */
  async conversation(linkToken: string): Promise<PatientConversation> {
    const answer = await this.request.get(PATIENT_CHAT_PATH, { headers: { [CHAT_LINK_HEADER]: linkToken } });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { data: PatientConversation }).data;
  }

  /** A document of the conversation, as the patient's link downloads it. */
  async document(linkToken: string, fileId: string) {
    const answer = await this.request.get(patientChatFilePath(fileId), {
      headers: { [CHAT_LINK_HEADER]: linkToken },
    });
    return {
      status: answer.status(),
      type: answer.headers()['content-type'],
      disposition: answer.headers()['content-disposition'],
      bytes: await answer.body(),
    };
  }

  /** The patient reads everything the specialist sent so far. */
  async markRead(linkToken: string): Promise<void> {
    const answer = await this.request.post(`${PATIENT_CHAT_PATH}/read`, {
      headers: { [CHAT_LINK_HEADER]: linkToken },
      data: { upTo: new Date().toISOString() },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  }

  /** The patient's reply through their link. */
  async reply(linkToken: string, text: string): Promise<void> {
    const answer = await this.request.post(`${PATIENT_CHAT_PATH}/messages`, {
      headers: { [CHAT_LINK_HEADER]: linkToken },
      data: { id: crypto.randomUUID(), text },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
}
