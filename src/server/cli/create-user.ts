/**
 * Admin tool: creates an active account with a password, e.g. a specialist with the `office` right.
 *   node --import tsx src/server/cli/create-user.ts --email a@b.c --password '…' \
 *     --first-name Sam --last-name Doe [--type specialist|admin]
 * Uses DATA_DIR / DATABASE_URL like the server (stop a PGlite server first: PGlite is single-process).
 */
import { parseArgs } from 'node:util';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { createLogger } from '../log.ts';
import { createActiveUser, type NewUser } from './create-active-user.ts';

export function parseCreateUserArgs(argv: string[]): NewUser {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      type: { type: 'string', default: 'specialist' },
    },
    strict: true,
  });
  const missing = ['email', 'password', 'first-name', 'last-name'].filter(
    (key) => !values[key as keyof typeof values],
  );
  if (missing.length > 0) throw new Error(`missing: ${missing.map((key) => `--${key}`).join(', ')}`);
  if (values.type !== 'specialist' && values.type !== 'admin')
    throw new Error('--type is specialist or admin');
  return {
    email: values.email ?? '',
    password: values.password ?? '',
    firstName: values['first-name'] ?? '',
    lastName: values['last-name'] ?? '',
    userType: values.type,
  };
}

async function main(): Promise<void> {
  let input: NewUser;
  try {
    input = parseCreateUserArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
  const config = readConfig();
  const database = await openDatabase(config.database, createLogger('warn'));
  try {
    const created = await createActiveUser(database.db, input);
    console.log(`Created ${created.userType} ${created.email} (${created.id})`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

const USAGE =
  'usage: create-user --email <e-mail> --password <password> --first-name <name> --last-name <name> [--type specialist|admin]';

if (import.meta.url === `file://${process.argv[1]}`) await main();
