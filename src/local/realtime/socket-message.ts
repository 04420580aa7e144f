/** A WebSocket message from the server as `{ type, … }`, or undefined when it is not one. */
export type SocketMessage = { type: string } & Record<string, unknown>;

export function readSocketMessage(data: unknown): SocketMessage | undefined {
  if (typeof data !== 'string') return undefined;
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' &&
      parsed !== null &&
      'type' in parsed &&
      typeof parsed.type === 'string'
      ? (parsed as SocketMessage)
      : undefined;
  } catch {
    return undefined;
  }
}
