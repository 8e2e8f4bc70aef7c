import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { Result } from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const autocannonBin = path.join(root, 'node_modules/.bin/autocannon');

export const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
export const CONNECTIONS = 50;

export interface LoadFigures {
  reqPerSec: number;
  p99Ms: number;
}

/**
 * Loads a URL from a separate process (autocannon), so the load generator never competes with the server's event loop.
 */
export async function load(url: string, headers: Record<string, string> = {}): Promise<LoadFigures> {
  const args = ['--json', '-c', String(CONNECTIONS), '-d', String(DURATION_SECONDS)];
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  const { stdout } = await promisify(execFile)(autocannonBin, [...args, url], { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as Result;
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return { reqPerSec: Math.round(result.requests.average), p99Ms: result.latency.p99 };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return Number(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!.toFixed(1));
}
