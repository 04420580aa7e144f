// The client side of the chat delivery bench: a specialist's and a patient's socket on /ws, each
// recording when its pokes and typing notices arrive, and the HTTP calls that create conversations
// and write into them as the office and the patient's page do.
import WebSocket from 'ws';
import {
  CHAT_LINK_HEADER,
  chatLinkPath,
  type IssuedChatLink,
  PATIENT_CHAT_PATH,
} from '../../src/core/chats/chat-link-api.ts';
import { CHAT_MESSAGES_PATH } from '../../src/core/chats/chat-message-entity.ts';
import { SAMPLE_CHAT_MESSAGE } from '../../src/core/chats/sample-chat-message.ts';
import { SAMPLE_PATIENT } from '../../src/core/patients/sample-patient.ts';
import { SYNC_POKE_TYPE } from '../../src/core/sync/types.ts';
import type { Owner } from './ws-target.ts';

const CONNECT_TIMEOUT_MS = 10_000;

/** One socket and the `performance.now()` of every poke and typing notice it received. */
export type Receiver = { socket: WebSocket; pokes: number[]; typings: number[] };
export type Conversation = { owner: Owner; patientId: string; linkToken: string };

const wsUrl = (url: string, query: string) => `${url.replace('http', 'ws')}/ws?${query}`;

/** Resolves once the server said hello (after the link was found live, for a patient). */
function openReceiver(url: string, first?: object): Promise<Receiver> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url);
    const receiver: Receiver = { socket, pokes: [], typings: [] };
    const timer = setTimeout(() => reject(new Error('no hello in time')), CONNECT_TIMEOUT_MS);
    if (first) socket.on('open', () => socket.send(JSON.stringify(first)));
    socket.on('message', (data) => {
      const at = performance.now();
      const type = (JSON.parse(String(data)) as { type: string }).type;
      if (type === SYNC_POKE_TYPE) receiver.pokes.push(at);
      else if (type === 'typing') receiver.typings.push(at);
      else if (type === 'hello') {
        clearTimeout(timer);
        resolve(receiver);
      }
    });
    socket.on('close', (code) => reject(new Error(`closed ${code} before hello`)));
    socket.on('error', reject);
  });
}

export const openSpecialistSocket = (url: string, owner: Owner) =>
  openReceiver(wsUrl(url, `token=${encodeURIComponent(owner.token)}`));

export const openPatientSocket = (url: string, conversation: Conversation) =>
  openReceiver(wsUrl(url, 'as=patient'), { type: 'link', token: conversation.linkToken });

/** Runs the jobs `size` at a time, in order, keeping their results. */
export async function inBatches<T>(jobs: readonly (() => Promise<T>)[], size: number): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < jobs.length; start += size) {
    results.push(...(await Promise.all(jobs.slice(start, start + size).map((job) => job()))));
  }
  return results;
}

async function call(url: string, path: string, headers: Record<string, string>, body: object) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as { data?: unknown };
  if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}`);
  return answer.data;
}

const asOffice = (owner: Owner) => ({
  authorization: `Bearer ${owner.token}`,
  'Idempotency-Key': crypto.randomUUID(),
});

/** A new patient of the owner and a chat link to copy, through the API as the office creates them. */
export async function createConversation(url: string, owner: Owner): Promise<Conversation> {
  const patientId = crypto.randomUUID();
  await call(url, '/api/patients', asOffice(owner), { ...SAMPLE_PATIENT, id: patientId });
  const link = (await call(url, chatLinkPath(patientId), asOffice(owner), {
    delivery: 'copy',
    language: 'EN',
  })) as IssuedChatLink;
  const linkToken = link.url.split('/chat-patient/')[1];
  if (!linkToken) throw new Error(`no token in ${link.url}`);
  return { owner, patientId, linkToken };
}

/** The patient's page sending a message through its link. */
export async function writeAsPatient(url: string, conversation: Conversation): Promise<void> {
  await call(
    url,
    `${PATIENT_CHAT_PATH}/messages`,
    { [CHAT_LINK_HEADER]: conversation.linkToken },
    { id: crypto.randomUUID(), text: 'Thank you, see you on Tuesday.' },
  );
}

/** The office's sync replaying one message the specialist wrote. */
export async function writeAsSpecialist(url: string, conversation: Conversation): Promise<void> {
  await call(url, CHAT_MESSAGES_PATH, asOffice(conversation.owner), {
    ...SAMPLE_CHAT_MESSAGE,
    id: crypto.randomUUID(),
    patientId: conversation.patientId,
    sentAt: new Date().toISOString(),
  });
}

export function sendTyping(from: Receiver, conversation: Conversation): void {
  from.socket.send(JSON.stringify({ type: 'typing', patientId: conversation.patientId }));
}
