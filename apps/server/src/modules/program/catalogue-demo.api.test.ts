import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoApp, type TestApp } from '../../test/harness.js';

let t: TestApp;
let token: string;

beforeAll(async () => {
  ({ t, token } = await demoApp());
});
afterAll(() => t.close());

const rows = async (path: string) => (await t.call('POST', path, { token, body: { pageSize: -1 } })).body.data.rows;

describe('demo data of the programs, system clients and help topics screens', () => {
  it('has programs in every SPEC status, some running today', async () => {
    const programs = await rows('/api/program/page');
    expect(new Set(programs.map((program: { status: number }) => program.status))).toEqual(new Set([0, 1, 2, 3, 5]));
    expect(
      programs.every((program: { nameCht: string; tenantName: string }) => program.nameCht && program.tenantName),
    ).toBe(true);
    expect((await t.call('GET', '/api/program/api/list', { token })).body.data.length).toBeGreaterThan(0);
  });

  it('has system clients with their contacts, one running the demo tenants', async () => {
    const clients = await rows('/api/sysClient/page');
    expect(clients.length).toBeGreaterThanOrEqual(2);
    expect(
      clients.every(
        (client: { contactEmail: string | null; phone: string | null }) => client.contactEmail && client.phone,
      ),
    ).toBe(true);
  });

  it('has help topics in three languages whose contents pass the sanitiser unchanged', async () => {
    const topics = await rows('/api/helpTopic/page');
    expect(topics.length).toBeGreaterThanOrEqual(3);
    for (const topic of topics) {
      expect(topic.titleCht && topic.titleChs && topic.contentCht && topic.contentChs).toBeTruthy();
      const { id, ...fields } = topic;
      // Saving a demo topic as it is changes nothing: its HTML is already what the sanitiser keeps.
      const saved = await t.call('PUT', '/api/helpTopic', {
        token,
        body: { id, content: fields.content, contentCht: fields.contentCht, contentChs: fields.contentChs },
      });
      expect(saved.body.data).toMatchObject({
        content: fields.content,
        contentCht: fields.contentCht,
        contentChs: fields.contentChs,
      });
    }
  });
});
