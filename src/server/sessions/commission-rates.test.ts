import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RIGHT_CODES } from '#core/auth';
import type { CommissionRateData, CommissionRateHistory } from '#core/sessions/commission-api';
import { TEST_DRIVERS } from '../test-support/drivers.ts';
import {
  callJson,
  createUser,
  signIn,
  startTestServer,
  type TestServer,
} from '../test-support/test-server.ts';

describe.each(TEST_DRIVERS)('the platform commission rate on %s', (driver) => {
  let server: TestServer;
  let adminToken: string;
  let specialistToken: string;
  beforeAll(async () => {
    server = await startTestServer(driver);
    const admin = await createUser(server, { userType: 'admin', rights: [RIGHT_CODES.adminSpecialists] });
    adminToken = (await signIn(server, admin)).token;
    specialistToken = (await signIn(server, await createUser(server))).token;
  });
  afterAll(async () => {
    await server?.stop();
  });

  const officeRate = async () =>
    (await callJson<CommissionRateData>(server, 'GET', '/api/commission-rate', { token: specialistToken }))
      .body.data?.rateBps;

  it('is 10 % until the admin sets one, then the newest, with every change kept in order', async () => {
    expect(await officeRate()).toBe(1000);
    for (const rateBps of [1200, 850]) {
      const answer = await callJson<CommissionRateHistory>(server, 'POST', '/api/admin/commission-rates', {
        token: adminToken,
        body: { rateBps },
      });
      expect(answer.status).toBe(200);
    }
    expect(await officeRate()).toBe(850);
    const history = await callJson<CommissionRateHistory>(server, 'GET', '/api/admin/commission-rates', {
      token: adminToken,
    });
    expect(history.body.data?.rateBps).toBe(850);
    expect(history.body.data?.changes.map((change) => change.rateBps)).toEqual([850, 1200]);
  });

  it('refuses a rate that is not a whole number of basis points between 0 and 100 %, changing nothing', async () => {
    const before = await officeRate();
    for (const rateBps of [-1, 10_001, 12.5, '1000']) {
      const answer = await callJson(server, 'POST', '/api/admin/commission-rates', {
        token: adminToken,
        body: { rateBps },
      });
      expect(answer.status).toBe(400);
    }
    expect(await officeRate()).toBe(before);
  });
});
