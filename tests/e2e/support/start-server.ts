// Playwright's webServer: wipes E2E data, seeds the test specialists through the admin tool's code,
// then starts the real server in this process (config from the environment, like `npm start`).
import { rm } from 'node:fs/promises';
import { createActiveUser } from '../../../src/server/cli/create-active-user.ts';
import { readConfig } from '../../../src/server/config.ts';
import { openDatabase } from '../../../src/server/db/client.ts';
import { createLogger } from '../../../src/server/log.ts';
import { E2E_SPECIALISTS } from './seed-accounts.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must point at the e2e data directory');
await rm(dataDir, { recursive: true, force: true });

const config = readConfig();
const database = await openDatabase(config.database, createLogger('warn'));
try {
  for (const account of Object.values(E2E_SPECIALISTS)) {
    await createActiveUser(database.db, { ...account, userType: 'specialist' });
  }
} finally {
  await database.close();
}

await import('../../../src/server/main.ts');
