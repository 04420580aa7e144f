// Playwright's webServer: wipes E2E data, seeds the test specialists through the admin tool's code
// (some with a completed profile, as the server tests seed one),
// then starts the real server in this process (config from the environment, like `npm start`).
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { SAMPLE_PROFILE } from '../../../src/core/profile/sample-profile.ts';
import { createActiveUser } from '../../../src/server/cli/create-active-user.ts';
import { readConfig } from '../../../src/server/config.ts';
import { openDatabase } from '../../../src/server/db/client.ts';
import { openFileStore } from '../../../src/server/files/open-file-store.ts';
import { createLogger } from '../../../src/server/log.ts';
import { seedProfileWithImages } from '../../../src/server/test-support/seed-profile.ts';
import { E2E_SPECIALISTS } from './seed-accounts.ts';

const dataDir = process.env.DATA_DIR;
if (!dataDir) throw new Error('DATA_DIR must point at the e2e data directory');
await rm(dataDir, { recursive: true, force: true });

const config = readConfig();
const database = await openDatabase(config.database, createLogger('warn'));
try {
  const store = await openFileStore(config.files ?? { kind: 'disk', dir: join(dataDir, 'uploads') });
  for (const account of Object.values(E2E_SPECIALISTS)) {
    const { completeProfile, ...user } = account as typeof account & { completeProfile?: true };
    const created = await createActiveUser(database.db, { ...user, userType: 'specialist' });
    // As if registration and Step 2 were done: the profile the office edits, with a real photo, in
    // UTC so the specs' hours read the same on every machine.
    if (completeProfile) {
      const profile = {
        ...SAMPLE_PROFILE,
        firstName: user.firstName,
        lastName: user.lastName,
        timeZone: 'UTC',
      };
      await seedProfileWithImages(database, store, created.id, profile);
    }
  }
  await store.close();
} finally {
  await database.close();
}

await import('../../../src/server/main.ts');
