/**
 * The clients of the realtime tests, on one test server: an office call (Bearer, a fresh
 * Idempotency-Key), and recorded sockets of a specialist (their access token) or of a patient (their
 * chat link's token, sent first), each closed by `closeAll`.
 */
import { openRecordedSocket, type RecordedSocket } from './recorded-socket.ts';
import { callJson, type TestServer } from './test-server.ts';

export function realtimeClients(server: () => TestServer) {
  const sockets: RecordedSocket[] = [];
  const wsUrl = (query: string) => `${server().url.replace('http', 'ws')}/ws?${query}`;
  async function track(opening: Promise<RecordedSocket>) {
    const socket = await opening;
    sockets.push(socket);
    return socket;
  }
  return {
    wsUrl,
    office: (token: string, method: string, path: string, body?: unknown) =>
      callJson(server(), method, path, {
        ...(body !== undefined ? { body } : {}),
        token,
        headers: { 'Idempotency-Key': crypto.randomUUID() },
      }),
    specialistSocket: (token: string) =>
      track(openRecordedSocket(wsUrl(`token=${encodeURIComponent(token)}`))),
    patientSocket: (token: string) =>
      track(openRecordedSocket(wsUrl('as=patient'), { first: { type: 'link', token } })),
    closeAll() {
      for (const socket of sockets) socket.close();
    },
  };
}
