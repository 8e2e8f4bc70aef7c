import { ErrorCode } from '@srd/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { seedOrganisation } from '../../test/organisation.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1] });
  token = await t.login('admin', ADMIN_PASSWORD);
});
afterAll(() => t.close());

/** The same create sent several times at once: the services' own checks cannot see each other's rows. */
async function race(url: string, body: (index: number) => unknown, copies = 8) {
  const results = await Promise.all(
    Array.from({ length: copies }, (_, index) => t.call('POST', url, { token, body: body(index), lang: 'en_US' })),
  );
  return {
    created: results.filter((result) => result.body.code === 200).length,
    refused: results.filter((result) => result.body.code !== 200).map((result) => result.body),
  };
}

describe('two creates of one unique code at once', () => {
  it('create one record and answer the others with the entity\'s "taken" code, never 500', async () => {
    const cases = [
      {
        url: '/api/alertType',
        body: () => ({ code: 'RACE', name: 'Race', level: 1, status: 1 }),
        code: ErrorCode.CodeTaken,
      },
      {
        url: '/api/kioskMaterialType',
        body: () => ({ code: 'RACE', materialName: 'Race', status: 1 }),
        code: ErrorCode.CodeTaken,
      },
      {
        url: '/api/sysParameter',
        body: () => ({ paramKey: 'race.key', paramValue: 'x', status: 1 }),
        code: ErrorCode.CodeTaken,
      },
      {
        url: '/api/kiosk',
        body: (index: number) => ({ kid: 'RACE-1', tid: 1, kioskType: 0, name: `Race ${index}` }),
        code: ErrorCode.KidTaken,
        field: 'kid',
      },
      {
        url: '/api/kioskSerialNumber',
        body: () => ({ model: 'X', serialNo: 'RACE-SN', status: 0 }),
        code: ErrorCode.SerialNoTaken,
        field: 'serialNo',
      },
      {
        url: '/api/userManage',
        body: (index: number) => ({
          loginId: 'race-user',
          password: `Race-Pass#${index}1`,
          status: 1,
          roleIds: [1],
          tid: 1,
        }),
        code: ErrorCode.UserExists,
      },
    ];
    for (const sample of cases) {
      const { created, refused } = await race(sample.url, sample.body);
      expect(created, sample.url).toBe(1);
      for (const answer of refused) {
        expect(answer.code, `${sample.url}: ${JSON.stringify(answer)}`).toBe(sample.code);
        if (sample.field) expect(answer.data?.fields?.[0]?.field, sample.url).toBe(sample.field);
      }
    }
  });
});
