import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, startTestServer, type TestServer } from '../test-support/test-server.ts';
import { createActiveUser } from './create-active-user.ts';
import { parseCreateUserArgs } from './create-user.ts';

describe('create-user', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite');
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('reads the command line', () => {
    expect(
      parseCreateUserArgs([
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
      email: 'sam@example.com',
      password: 'Pass-1!x',
      firstName: 'Sam',
      lastName: 'Doe',
      userType: 'specialist',
    });
    expect(() => parseCreateUserArgs(['--email', 'sam@example.com'])).toThrow('--password');
  });

  it('creates an active specialist with the office right who can sign in, and refuses a duplicate', async () => {
    const input = {
      email: 'Nadia@Example.com',
      password: 'Strong-pass-1',
      firstName: 'Nadia',
      lastName: 'Haddad',
      userType: 'specialist' as const,
    };
    await createActiveUser(server.database.db, input);
    const session = await signIn(server, { email: 'nadia@example.com', password: input.password });
    expect(session.rights.map((right) => right.code)).toEqual(['office']);
    await expect(createActiveUser(server.database.db, input)).rejects.toThrow('already exists');
  });
});
