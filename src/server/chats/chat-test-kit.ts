/**
 * A server with one specialist (Leila Mansour, `owner`) and a stranger, an SMTP receiver and a
 * movable clock, and the calls the chat tests make on both sides of a conversation: the office's
 * (Bearer) and the patient's (their link's header). Shared by the chat, attachment and room tests.
 */
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import {
  CHAT_LINK_HEADER,
  chatLinkPath,
  type IssuedChatLink,
  PATIENT_CHAT_PATH,
  type PatientChatMessage,
} from '#core/chats/chat-link-api';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import type { ServerConfig } from '../config.ts';
import { users } from '../db/schema.ts';
import { type SmtpReceiver, startSmtpReceiver } from '../mail/smtp-receiver.ts';
import { type Clock, movableClock, startOnboardingServer } from '../onboarding/test-kit.ts';
import type { DriverName } from '../test-support/drivers.ts';
import { callJson, createUser, signIn, type TestServer } from '../test-support/test-server.ts';

export type ChatWorld = Awaited<ReturnType<typeof startChatWorld>>;

export async function startChatWorld(driver: DriverName, config: Partial<ServerConfig> = {}) {
  const smtp: SmtpReceiver = await startSmtpReceiver();
  const clock: Clock = movableClock();
  const server: TestServer = await startOnboardingServer(driver, {
    clock,
    config: { smtpUrl: smtp.url, publicUrl: 'http://app.test', ...config },
  });
  const specialist = await createUser(server);
  await server.database.db
    .update(users)
    .set({ firstName: 'Leila', lastName: 'Mansour' })
    .where(eq(users.id, specialist.id));
  const owner = (await signIn(server, specialist)).token;
  const stranger = (await signIn(server, await createUser(server))).token;

  const office = <T>(method: string, path: string, body?: unknown, token = owner) =>
    callJson<T>(server, method, path, {
      ...(body !== undefined ? { body } : {}),
      token,
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
  const asPatient = <T>(token: string, method: string, path = '', body?: unknown) =>
    callJson<T>(server, method, `${PATIENT_CHAT_PATH}${path}`, {
      ...(body !== undefined ? { body } : {}),
      headers: { [CHAT_LINK_HEADER]: token },
    });
  const tokenOf = (url: string) => url.split('/chat-patient/')[1] ?? '';

  async function newPatient(email = `patient.${crypto.randomUUID()}@test.local`) {
    const id = crypto.randomUUID();
    const created = await office('POST', '/api/patients', {
      ...SAMPLE_PATIENT,
      id,
      name: 'Amal Haddad',
      email,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return { id, email };
  }
  /** The patient's `POST /attachments` through their link: a document of their own. */
  async function patientSends(token: string, id: string, bytes: Uint8Array, name: string) {
    const form = new FormData();
    form.append('id', id);
    form.append('file', new Blob([new Uint8Array(bytes)]), name);
    const response = await fetch(`${server.url}${PATIENT_CHAT_PATH}/attachments`, {
      method: 'POST',
      body: form,
      headers: { [CHAT_LINK_HEADER]: token },
    });
    return {
      status: response.status,
      body: (await response.json()) as { data?: PatientChatMessage; message?: string },
    };
  }
  async function linkFor(patientId: string, delivery: 'email' | 'copy' = 'copy', language = 'EN') {
    const issued = await office<IssuedChatLink>('POST', chatLinkPath(patientId), { delivery, language });
    expect(issued.status, JSON.stringify(issued.body)).toBe(201);
    return issued.body.data as IssuedChatLink;
  }

  return {
    server,
    smtp,
    clock,
    owner,
    stranger,
    office,
    asPatient,
    tokenOf,
    newPatient,
    linkFor,
    patientSends,
    async stop() {
      await server.stop();
      await smtp.close();
    },
  };
}
