import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { scratchDatabase } from '../../apps/server/src/test/database-template.js';
import { spawnProduct } from '../../apps/server/src/test/product-process.js';

export interface ProductServer {
  url: string;
  /** Everything the server printed, for the first-start password. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * The product as `npm start` serves it (the built web app and the API) on a fresh embedded database,
 * or on a fresh database of DATABASE_URL's server when set.
 */
export async function startProductServer(env: Record<string, string> = {}): Promise<ProductServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'srd-e2e-'));
  // Each journey starts from an empty database, on DATABASE_URL's server too.
  const scratch = process.env.DATABASE_URL ? await scratchDatabase(process.env.DATABASE_URL) : undefined;
  const server = await spawnProduct({ DATA_DIR: dataDir, DATABASE_URL: scratch?.url ?? '', ...env });
  const { child } = server;
  return {
    url: server.url,
    output: server.output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
      await scratch?.drop();
    },
  };
}

/** The administrator password printed at first start. */
export function firstStartPassword(server: ProductServer): string {
  const match = /Sign in as "admin" with password: (\S+)/.exec(server.output());
  if (!match) throw new Error(`No first-start password printed:\n${server.output()}`);
  return match[1]!;
}
