import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

let built = false;

/**
 * The server as `npm start` runs it: the bundle `apps/server/dist/main.js`, built first (once per test
 * worker) when it is missing or out of date (tools/build.mjs).
 */
export function serverBundle(): string {
  if (!built) {
    execFileSync(process.execPath, ['tools/build.mjs', 'server'], { cwd: root, stdio: 'pipe' });
    built = true;
  }
  return path.join(root, 'apps/server/dist/main.js');
}

export interface ProductProcess {
  url: string;
  child: ChildProcess;
  /** Everything the server printed so far. */
  output(): string;
}

/**
 * The product server as `npm start` runs it (node on the bundle), in a process of its own on a random
 * port, once it says it is running.
 */
export async function spawnProduct(env: Record<string, string>): Promise<ProductProcess> {
  const port = 21_000 + Math.floor(Math.random() * 20_000);
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle()], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  while (!output.includes('is running on')) {
    if (child.exitCode !== null || Date.now() > deadline) throw new Error(`The server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { url: `http://127.0.0.1:${port}`, child, output: () => output };
}
