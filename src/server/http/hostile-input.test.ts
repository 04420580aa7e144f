import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_MESSAGES } from '#core/error-catalogue';
import { SAMPLE_PATIENT } from '#core/patients/sample-patient';
import {
  adminToken,
  registerApplicant,
  registrationBody,
  uploadApplicantFiles,
} from '../onboarding/test-kit.ts';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.ts';

const NUL = '\u0000';
const REFUSED = { success: false, message: ERROR_MESSAGES.badRequest.message };
const REFUSED_FR = {
  success: false,
  message: 'Requête invalide. Veuillez vérifier vos informations et réessayer.',
};

describe.each(TEST_DRIVERS)('hostile input on %s', (driver) => {
  let server: TestServer;
  beforeAll(async () => {
    // Sign-up is limited to 10 an hour per client; these tests register several applicants.
    server = await startTestServer(driver, { rateLimitMultiplier: 10 });
  });
  afterAll(async () => {
    await server?.stop();
  });

  function expectNoServerError() {
    expect(server.logLines.filter((line) => line.includes('"unhandled error"'))).toEqual([]);
  }

  it('refuses a NUL character anywhere in an anonymous registration with the translated 400', async () => {
    const files = await uploadApplicantFiles(server);
    const company = await callJson(server, 'POST', '/api/registration', {
      body: registrationBody(files, { companyName: `Cabinet${NUL}` }),
      headers: { code: 'FR' },
    });
    expect(company.status).toBe(400);
    expect(company.body).toEqual(REFUSED_FR);
    const valid = registrationBody(files);
    const diplomas = valid.diplomas.map((diploma) => ({ ...diploma, establishment: `Paris${NUL}` }));
    const establishment = await callJson(server, 'POST', '/api/registration', {
      body: { ...valid, diplomas },
    });
    expect(establishment.status).toBe(400);
    expect(establishment.body).toEqual(REFUSED);
    expectNoServerError();
  });

  it('refuses a NUL character in a signed-in body, query or path before the route sees it', async () => {
    const admin = await adminToken(server);
    const applicant = await registerApplicant(server);
    const reject = await callJson(server, 'POST', `/api/admin/registrations/${applicant.id}/reject`, {
      token: admin,
      body: { reason: `No${NUL}` },
    });
    expect(reject.status).toBe(400);
    expect(reject.body).toEqual(REFUSED);
    const search = await callJson(server, 'GET', '/api/admin/registrations?search=a%00b&lang_code=FR', {
      token: admin,
    });
    expect(search.status).toBe(400);
    expect(search.body).toEqual(REFUSED_FR);
    const onboarding = await signIn(server, await createUser(server, { rights: ['onboarding'] }));
    for (const [path, body] of [
      ['/api/onboarding/profile/basic-info', { biography: `Bio${NUL}graphy` }],
      ['/api/onboarding/profile/session', { bankName: `Bank${NUL}` }],
    ] as const) {
      const answer = await callJson(server, 'PUT', path, { token: onboarding.token, body });
      expect(answer.status, path).toBe(400);
      expect(answer.body, path).toEqual(REFUSED);
    }
    const specialist = await signIn(server, await createUser(server));
    const inPath = await callJson(server, 'GET', '/api/patients/%00', { token: specialist.token });
    expect(inPath.status).toBe(400);
    const inKey = await callJson(server, 'POST', '/api/patients', {
      token: specialist.token,
      body: { ...SAMPLE_PATIENT, id: crypto.randomUUID(), [`x${NUL}`]: 1 },
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(inKey.body).toEqual(REFUSED);
    expectNoServerError();
  });

  it('refuses a NUL character in a multipart text field', async () => {
    const form = new FormData();
    form.append('kind', 'photo');
    form.append('lang_code', `FR${NUL}`);
    form.append('file', new Blob([new Uint8Array([0x89, 0x50])]), 'me.png');
    const response = await fetch(`${server.url}/api/files`, { method: 'POST', body: form });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual(REFUSED);
    expectNoServerError();
  });

  it('refuses a JSON body that is not an object, where every route expects one', async () => {
    const specialist = await signIn(server, await createUser(server));
    const patientId = crypto.randomUUID();
    for (const body of [[], [{}], 'text', 42, true]) {
      const signOut = await callJson(server, 'POST', '/api/auth/sign-out', { token: specialist.token, body });
      expect(signOut.status, JSON.stringify(body)).toBe(400);
      expect(signOut.body).toEqual(REFUSED);
    }
    const deletion = await callJson(server, 'DELETE', `/api/patients/${patientId}`, {
      token: specialist.token,
      body: [],
      headers: { 'Idempotency-Key': crypto.randomUUID() },
    });
    expect(deletion.status).toBe(400);
    const agreement = await callJson(server, 'POST', `/api/onboarding/agreement/${'a'.repeat(43)}`, {
      body: [],
    });
    expect(agreement.status).toBe(400);
    // Deeper than any call stack: refused or accepted by the schema, never a 500.
    const deep = await fetch(`${server.url}/api/auth/sign-out`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${specialist.token}` },
      body: `{"refreshToken":${'['.repeat(200_000)}${']'.repeat(200_000)}}`,
    });
    expect(deep.status).toBe(400);
    // The sync batch is an object too: `{ calls: [...] }`.
    const batch = await callJson(server, 'POST', '/api/sync/batch', { token: specialist.token, body: [] });
    expect(batch.status).toBe(400);
    expectNoServerError();
  });

  it('answers 400, not 500, to numbers no column can hold', async () => {
    const specialist = await signIn(server, await createUser(server));
    for (const since of ['9223372036854775808', '18446744073709551616', '1e300']) {
      const answer = await callJson(server, 'GET', `/api/sync/changes?since=${since}`, {
        token: specialist.token,
      });
      expect(answer.status, since).toBe(400);
      expect(answer.body).toEqual(REFUSED);
    }
    const admin = await adminToken(server);
    for (const path of ['registrations', 'specialists', 'mail']) {
      const answer = await callJson(server, 'GET', `/api/admin/${path}?page=12345678901234567890`, {
        token: admin,
      });
      expect(answer.status, path).toBe(400);
      expect(answer.body).toEqual(REFUSED);
    }
    const lastPage = await callJson(server, 'GET', '/api/admin/mail?page=100000&pageSize=100', {
      token: admin,
    });
    expect(lastPage.status).toBe(200);
    expectNoServerError();
  });

  it('answers 404, not 500, to a file id of UUID length that is not a UUID', async () => {
    for (const id of ['-'.repeat(36), 'a'.repeat(36), `${'0'.repeat(35)}-`]) {
      for (const method of ['GET', 'DELETE']) {
        const answer = await callJson(server, method, `/api/files/${id}`);
        expect(answer.status, `${method} ${id}`).toBe(404);
        expect(answer.body).toEqual({ success: false, message: ERROR_MESSAGES.notFound.message });
      }
    }
    expectNoServerError();
  });
});
