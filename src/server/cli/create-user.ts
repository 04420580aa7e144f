/**
 * Admin tool: creates an account with a password.
 *   An administrator: node --import tsx src/server/cli/create-user.ts --type admin --email a@b.c \
 *     --password '…' --first-name Sam --last-name Doe
 *   A specialist (the default type) also gives the registration's fields (see USAGE); their first
 *   sign-in completes the professional profile before the office opens (create-specialist.ts).
 * Uses DATA_DIR / DATABASE_URL like the server (stop a PGlite server first: PGlite is single-process).
 */
import { parseArgs } from 'node:util';
import { PROFESSION_CODES, PROFESSION_TITLES, PROFESSIONAL_STATUS_CODES } from '#core/onboarding/professions';
import { SPOKEN_LANGUAGE_CODES } from '#core/onboarding/spoken-languages';
import { GENDERS } from '#core/validation/rules';
import { readConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { loadI18n, translateId } from '../i18n.ts';
import { createLogger } from '../log.ts';
import { createActiveUser, type NewUser } from './create-active-user.ts';
import {
  createSpecialistAtProfileStage,
  type NewSpecialistInput,
  specialistProblems,
} from './create-specialist.ts';

export type CreateUserCommand =
  | { type: 'admin'; user: NewUser }
  | { type: 'specialist'; specialist: NewSpecialistInput };

const SPECIALIST_OPTIONS = {
  mobile: 'mobile',
  gender: 'gender',
  'date-of-birth': 'dateOfBirth',
  nationality: 'nationality',
  country: 'countryOfResidence',
  languages: 'spokenLanguages',
  profession: 'profession',
  title: 'professionTitle',
  years: 'yearsOfExperience',
  status: 'professionalStatus',
} as const;

export function parseCreateUserArgs(argv: string[]): CreateUserCommand {
  const { values } = parseArgs({
    args: argv,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string' },
      'last-name': { type: 'string' },
      type: { type: 'string', default: 'specialist' },
      company: { type: 'string' },
      language: { type: 'string' },
      ...Object.fromEntries(
        Object.keys(SPECIALIST_OPTIONS).map((name) => [name, { type: 'string' as const }]),
      ),
    },
    strict: true,
  });
  const text = (name: string) => (values as Record<string, string | undefined>)[name];
  if (values.type !== 'specialist' && values.type !== 'admin')
    throw new Error('--type is specialist or admin');
  const required = ['email', 'password', 'first-name', 'last-name'];
  if (values.type === 'specialist') required.push(...Object.keys(SPECIALIST_OPTIONS));
  const missing = required.filter((name) => !text(name));
  if (missing.length > 0) throw new Error(`missing: ${missing.map((name) => `--${name}`).join(', ')}`);
  const account = {
    email: text('email') ?? '',
    password: text('password') ?? '',
    firstName: text('first-name') ?? '',
    lastName: text('last-name') ?? '',
  };
  if (values.type === 'admin') return { type: 'admin', user: { ...account, userType: 'admin' } };
  return {
    type: 'specialist',
    specialist: {
      ...account,
      mobile: text('mobile') ?? '',
      gender: text('gender') as NewSpecialistInput['gender'],
      dateOfBirth: text('date-of-birth') ?? '',
      nationality: text('nationality') ?? '',
      countryOfResidence: text('country') ?? '',
      companyName: text('company') ?? '',
      spokenLanguages: (text('languages') ?? '')
        .split(',')
        .map((code) => code.trim()) as NewSpecialistInput['spokenLanguages'],
      profession: text('profession') as NewSpecialistInput['profession'],
      professionTitle: text('title') as NewSpecialistInput['professionTitle'],
      yearsOfExperience: Number(text('years')),
      professionalStatus: text('status') as NewSpecialistInput['professionalStatus'],
      ...(text('language') ? { language: text('language') as NewSpecialistInput['language'] } : {}),
    },
  };
}

async function main(): Promise<void> {
  let command: CreateUserCommand;
  try {
    command = parseCreateUserArgs(process.argv.slice(2));
  } catch (error) {
    console.error(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    process.exit(2);
  }
  const log = createLogger('warn');
  if (command.type === 'specialist') {
    const english = (await loadI18n(log)).forLanguage('EN');
    const problems = specialistProblems(command.specialist, (id) => translateId(english, id));
    if (problems.length > 0) {
      console.error(`${problems.join('\n')}\n${USAGE}`);
      process.exit(2);
    }
  }
  const database = await openDatabase(readConfig().database, log);
  try {
    const created =
      command.type === 'admin'
        ? await createActiveUser(database.db, command.user)
        : await createSpecialistAtProfileStage(database.db, command.specialist, new Date());
    console.log(`Created ${command.type} ${created.email} (${created.id})`);
    if (command.type === 'specialist')
      console.log('At the first sign-in they complete their professional profile; then the office opens.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

const USAGE = `usage: create-user --email <e-mail> --password <password> --first-name <name> --last-name <name>
  [--type admin]                      an administrator: nothing else
  --type specialist (the default)     also:
    --mobile <+E.164>  --gender <${GENDERS.join('|')}>  --date-of-birth <YYYY-MM-DD>
    --nationality <ISO country>  --country <ISO country of residence>  [--company <name>]
    --languages <${SPOKEN_LANGUAGE_CODES.slice(0, 3).join(',')},…>  --years <years of experience>
    --profession <${PROFESSION_CODES.join('|')}>
    --title <${PROFESSION_TITLES.map((title) => title.code).join('|')}>
    --status <${PROFESSIONAL_STATUS_CODES.join('|')}>  [--language <EN|FR|AR>: their e-mails' language]`;

if (import.meta.url === `file://${process.argv[1]}`) await main();
