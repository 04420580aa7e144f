// Chats budgets (issue 12): a message's delivery over WebSocket with 2,000 sockets held, on one server
// process and on two sharing PostgreSQL (chats-delivery.ts); opening a conversation of 10,000 messages
// from the device to the first paint of its last page, in Chromium on the built app (chats-open.ts).
import { execFileSync } from 'node:child_process';
import { measureChatDelivery, printChatDelivery } from './chats-delivery.ts';
import { measureConversationOpen } from './chats-open.ts';
import { printTable } from './measure.ts';

export async function runChatsBench(): Promise<void> {
  if (!process.env.BENCH_SKIP_BUILD) execFileSync('npm', ['run', 'build', '--silent'], { stdio: 'ignore' });
  printTable(
    'Opening a conversation of 10,000 messages (Chromium, built app, ms from the click on its row)',
    await measureConversationOpen(),
  );
  printChatDelivery(await measureChatDelivery());
}
