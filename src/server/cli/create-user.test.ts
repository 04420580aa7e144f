import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONBOARDING_API } from '#core/onboarding/api';
import { callJson, signIn, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { createActiveUser } from './create-active-user.ts';
import { createSpecialistAtProfileStage, specialistProblems } from './create-specialist.ts';
import { parseCreateUserArgs } from './create-user.ts';

const NOW = new Date('2026-11-28T10:00:00.000Z');

const SPECIALIST_ARGS = [
  '--email',
  'nadia@example.com',
  '--password',
  'Strong-pass-1',
  '--first-name',
  'Nadia',
  '--last-name',
  'Haddad',
  '--mobile',
  '+33612345678',
  '--gender',
  'female',
  '--date-of-birth',
  '1985-04-12',
  '--nationality',
  'MA',
  '--country',
  'FR',
  '--languages',
  'fr,ar',
  '--profession',
  'psychologist',
  '--title',
  'clinical_psychologist',
  '--years',
  '12',
  '--status',
  'independent',
];

describe('create-user', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('reads an administrator’s command line, and names what a specialist’s lacks', () => {
    expect(
      parseCreateUserArgs([
        '--type',
        'admin',
        '--email',
        'sam@example.com',
        '--password',
        'Pass-1!x',
        '--first-name',
        'Sam',
        '--last-name',
        'Doe',
      ]),
    ).toEqual({
      type: 'admin',
      user: {
        email: 'sam@example.com',
        password: 'Pass-1!x',
        firstName: 'Sam',
        lastName: 'Doe',
        userType: 'admin',
      },
    });
    expect(() => parseCreateUserArgs(['--email', 'sam@example.com'])).toThrow('--password');
    expect(() => parseCreateUserArgs(SPECIALIST_ARGS.slice(0, 8))).toThrow(
      'missing: --mobile, --gender, --date-of-birth, --nationality, --country, --languages, --profession, --title, --years, --status',
    );
  });

  it('refuses a specialist whose fields break the registration’s rules, naming each', () => {
    const command = parseCreateUserArgs(
      SPECIALIST_ARGS.map((arg) =>
        arg === 'clinical_psychologist' ? 'life_coach' : arg === '1985-04-12' ? '2015-01-01' : arg,
      ),
    );
    if (command.type !== 'specialist') throw new Error('not a specialist');
    const problems = specialistProblems(command.specialist, undefined, () => NOW);
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['dateOfBirth', 'professionTitle']);
  });

  it('creates a specialist who signs in to complete the profile, the office closed until then', async () => {
    const command = parseCreateUserArgs(SPECIALIST_ARGS);
    if (command.type !== 'specialist') throw new Error('not a specialist');
    await createSpecialistAtProfileStage(server.database.db, command.specialist, NOW);
    const session = await signIn(server, { email: 'nadia@example.com', password: 'Strong-pass-1' });
    expect(session.rights.map((right) => right.code)).toEqual(['onboarding']);
    const state = await callJson<{ data: Record<string, unknown> }>(server, 'GET', ONBOARDING_API.profile, {
      token: session.token,
    });
    expect(state.body.data).toMatchObject({
      stage: 'profile',
      filedSteps: [],
      nextStep: 'photo',
      isComplete: false,
    });
    const office = await callJson(server, 'GET', '/api/patients', { token: session.token });
    expect(office.status).toBe(403);
    await expect(createSpecialistAtProfileStage(server.database.db, command.specialist, NOW)).rejects.toThrow(
      'already exists',
    );
  });

  it('creates an active administrator who can sign in, and refuses a duplicate', async () => {
    const input = {
      email: 'Admin@Example.com',
      password: 'Strong-pass-1',
      firstName: 'Sam',
      lastName: 'Doe',
      userType: 'admin' as const,
    };
    await createActiveUser(server.database.db, input);
    const session = await signIn(server, { email: 'admin@example.com', password: input.password });
    expect(session.user.userType).toBe('admin');
    await expect(createActiveUser(server.database.db, input)).rejects.toThrow('already exists');
  });
});
