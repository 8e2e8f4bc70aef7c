import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../../apps/server/src/config.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../apps/server/src/test/harness.js';

const webDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

export { ADMIN_PASSWORD };

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * The real server with the built web app, in this process on a fresh database, so a journey can
 * set up the accounts and roles it needs first. (The first-login journey runs `npm start` itself.)
 * Its address is known before it starts, so the links of its e-mails (PUBLIC_URL) lead back to it.
 */
export async function startAppWithFixtures(config: Partial<Config> = {}): Promise<TestApp & { url: string }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const app = await createTestApp({ config: { webDist, publicUrl: url, ...config } });
  await app.app.listen({ port, host: '127.0.0.1' });
  return Object.assign(app, { url });
}
