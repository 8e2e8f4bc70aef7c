import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../apps/server/src/test/harness.js';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

export { ADMIN_PASSWORD };

/**
 * The real server with the built web app, in this process on a fresh database, so a journey can
 * set up the accounts and roles it needs first. (The first-login journey runs `npm start` itself.)
 */
export async function startAppWithFixtures(): Promise<TestApp & { url: string }> {
  const app = await createTestApp({ config: { webDist } });
  const url = await app.app.listen({ port: 0, host: '127.0.0.1' });
  return Object.assign(app, { url });
}
