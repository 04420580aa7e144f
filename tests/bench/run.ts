// `npm run bench [-- part…]`: measures and prints the budget tables, every part or the ones named
// (`npm run bench -- api`). BENCH_SECONDS shortens timed loads. Figures are medians; compare ratios.
import { runApiBench } from './api.ts';
import { runArticlesBench } from './articles.ts';
import { selectParts } from './bench-options.ts';
import { runChatsBench } from './chats.ts';
import { runFilesBench } from './files.ts';
import { runFoundationBench } from './foundation.ts';
import { runLighthouseBench } from './lighthouse.ts';
import { runOfflineReadyBench } from './offline-ready.ts';
import { runOfflineStartBench } from './offline-start.ts';
import { runPackagesBench } from './packages.ts';
import { runProfileBench } from './profile.ts';
import { runPublicBlockingBench } from './public-blocking.ts';
import { runRecordBench } from './record.ts';
import { runRoomsBench } from './rooms.ts';
import { runSessionsBench } from './sessions.ts';
import { runSignInStormBench } from './sign-in-storm.ts';
import { runSyncBench } from './sync.ts';
import { runWsBench } from './ws.ts';

/** One entry a part, run in this order; a new part is one line here. */
const PARTS = {
  foundation: runFoundationBench,
  sync: runSyncBench,
  api: runApiBench,
  ws: runWsBench,
  'offline-start': runOfflineStartBench,
  'offline-ready': runOfflineReadyBench,
  sessions: runSessionsBench,
  packages: runPackagesBench,
  profile: runProfileBench,
  record: runRecordBench,
  lighthouse: runLighthouseBench,
  'public-blocking': runPublicBlockingBench,
  articles: runArticlesBench,
  chats: runChatsBench,
  rooms: runRoomsBench,
  files: runFilesBench,
  'sign-in-storm': runSignInStormBench,
} satisfies Record<string, () => Promise<void>>;

for (const part of selectParts(process.argv.slice(2), Object.keys(PARTS) as (keyof typeof PARTS)[])) {
  await PARTS[part]();
}
