// The Lighthouse bench's author: an active specialist with a profile (weekday hours, an open booking
// page), written straight into the data directory before the server opens it (PGlite is
// single-process), as e2e's seeded accounts are. The CLI cannot make it: it creates a specialist at the
// profile step, without the office right an author needs.
// Run as a script: DATA_DIR=… node --import tsx tests/bench/bench-author-seed.ts <email> <password>
import { SAMPLE_PROFILE } from '../../src/core/profile/sample-profile.ts';
import { createActiveUser } from '../../src/server/cli/create-active-user.ts';
import { readConfig } from '../../src/server/config.ts';
import { openDatabase } from '../../src/server/db/client.ts';
import { createLogger } from '../../src/server/log.ts';
import { seedProfile } from '../../src/server/test-support/seed-profile.ts';

/** The placeholder the page list uses for the seeded author's booking page. */
export const BOOKING_PAGE = '/book/{author}';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri'] as const;

async function seed(email: string, password: string) {
  const database = await openDatabase(readConfig().database, createLogger('warn'));
  try {
    const author = await createActiveUser(database.db, {
      email,
      password,
      firstName: 'Leila',
      lastName: 'Mansour',
      userType: 'specialist',
    });
    await seedProfile(database, author.id, {
      ...SAMPLE_PROFILE,
      timeZone: 'Europe/Paris',
      availability: WEEKDAYS.map((day) => ({ day, start: '09:00', end: '18:00' })),
      bookingPage: true,
    });
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await seed(process.argv[2] ?? '', process.argv[3] ?? '');
