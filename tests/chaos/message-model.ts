// What the server and the clients must hold of the chat messages at the end of a chaos run: every
// message a client wrote exactly once with its text, each client's messages in the order it wrote
// them (by sending time, the conversation's order), and both clients holding the server's messages.
import type { ChatMessageRow } from '../../src/core/chats/chat-message-schema.ts';

export type MessageModel = {
  write(client: 0 | 1, id: string, text: string): void;
  check(server: ChatMessageRow[], clients: ChatMessageRow[][]): string[];
};

export function createMessageModel(): MessageModel {
  const written: [{ id: string; text: string }[], { id: string; text: string }[]] = [[], []];
  return {
    write(client, id, text) {
      written[client].push({ id, text });
    },
    check(server, clients) {
      const problems: string[] = [];
      const ids = server.map((row) => row.id);
      if (new Set(ids).size !== ids.length) problems.push('the server holds a message twice');
      const all = [...written[0], ...written[1]];
      if (server.length !== all.length)
        problems.push(`server holds ${server.length} messages, clients wrote ${all.length}`);
      const inOrder = [...server].sort((a, b) =>
        a.sentAt === b.sentAt ? a.id.localeCompare(b.id) : a.sentAt < b.sentAt ? -1 : 1,
      );
      written.forEach((messages, client) => {
        for (const message of messages) {
          const row = server.find((candidate) => candidate.id === message.id);
          if (!row) problems.push(`client ${client}: lost message ${message.id}`);
          else if (row.text !== message.text) problems.push(`${message.id}: text ${row.text}`);
        }
        const mine = new Set(messages.map((message) => message.id));
        const stored = inOrder.filter((row) => mine.has(row.id)).map((row) => row.id);
        const expected = messages.map((message) => message.id).filter((id) => stored.includes(id));
        if (stored.join() !== expected.join())
          problems.push(`client ${client}: its messages are out of order`);
      });
      const normalized = (rows: ChatMessageRow[]) =>
        JSON.stringify(
          [...rows]
            .sort((a, b) => a.id.localeCompare(b.id))
            .map(({ updatedAt: _u, ...rest }) =>
              Object.fromEntries(Object.entries(rest).sort(([a], [b]) => a.localeCompare(b))),
            ),
        );
      clients.forEach((rows, index) => {
        if (normalized(rows) !== normalized(server))
          problems.push(
            `client ${index} holds ${rows.length} messages that differ from the server's ${server.length}`,
          );
      });
      return problems;
    },
  };
}
