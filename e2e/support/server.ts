import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { scratchDatabase } from '../../apps/server/src/test/harness.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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
  const port = 21_000 + Math.floor(Math.random() * 20_000);
  const child: ChildProcess = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', DATABASE_URL: scratch?.url ?? '', ...env },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  while (!output.includes('is running on')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    output: () => output,
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
