import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (the build keeps each source file's location for the bundle). */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** The server's version, from its package. */
export const SERVER_VERSION = (
  JSON.parse(readFileSync(path.join(root, 'apps/server/package.json'), 'utf8')) as { version: string }
).version;

/**
 * The commit the server runs: `SRD_COMMIT` where the image was built without the repository (the Dockerfile sets it),
 * else read from the checkout's `.git`.
 */
function currentCommit(): string | null {
  if (process.env.SRD_COMMIT) return process.env.SRD_COMMIT;
  try {
    const git = path.join(root, '.git');
    const head = readFileSync(path.join(git, 'HEAD'), 'utf8').trim();
    if (!head.startsWith('ref: ')) return head;
    const ref = head.slice('ref: '.length);
    const loose = path.join(git, ref);
    if (existsSync(loose)) return readFileSync(loose, 'utf8').trim();
    const packed = readFileSync(path.join(git, 'packed-refs'), 'utf8');
    return (
      packed
        .split('\n')
        .find((line) => line.endsWith(` ${ref}`))
        ?.split(' ')[0] ?? null
    );
  } catch {
    return null;
  }
}

export const SERVER_COMMIT = currentCommit();
