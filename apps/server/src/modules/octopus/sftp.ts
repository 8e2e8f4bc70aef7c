import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { ErrorCode } from '@srd/contract';
import SftpClient from 'ssh2-sftp-client';
import type { OctopusSftpConfig } from '../../config.js';

/** A failure of the exchange, kept in the transfer log as an error code (read in the reader's language) and detail. */
export class SftpFailure extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly values: Record<string, string>,
  ) {
    super(Object.values(values).join(' '));
  }
}

/** The host key's fingerprint as `ssh-keygen -l` prints it. */
export const fingerprintOf = (key: Buffer) =>
  `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;

/** The operator's server, signed in to: files are listed, read and written whole (they are small). */
export interface OperatorServer {
  list(folder: string): Promise<string[]>;
  read(path: string): Promise<Buffer>;
  write(path: string, content: Buffer): Promise<void>;
  close(): Promise<void>;
}

/**
 * Connects to the operator's SFTP server, refusing any host key but the configured one before signing in (the
 * password or key never reaches another server). Failures are SftpFailure with what went wrong.
 */
export async function connectOperator(config: OctopusSftpConfig): Promise<OperatorServer> {
  const client = new SftpClient('octopus');
  let shownKey: string | null = null;
  const expected = config.hostKeySha256.replace(/=+$/, '');
  try {
    await client.connect({
      host: config.host,
      port: config.port,
      username: config.username,
      password: config.password,
      privateKey: config.privateKeyPath ? await readFile(config.privateKeyPath) : undefined,
      readyTimeout: 15_000,
      retries: 0,
      hostVerifier: (key: Buffer) => {
        shownKey = fingerprintOf(key);
        return shownKey === expected;
      },
    });
  } catch (error) {
    await client.end().catch(() => undefined);
    const detail = error instanceof Error ? error.message : String(error);
    if (shownKey !== null && shownKey !== expected)
      throw new SftpFailure(ErrorCode.OctopusSftpHostKey, { fingerprint: shownKey });
    if (/authentication/i.test(detail)) throw new SftpFailure(ErrorCode.OctopusSftpLogin, {});
    throw new SftpFailure(ErrorCode.OctopusSftpUnreachable, { detail });
  }
  const failed = (error: unknown): never => {
    throw new SftpFailure(ErrorCode.OctopusSftpUnreachable, {
      detail: error instanceof Error ? error.message : String(error),
    });
  };
  return {
    list: (folder) =>
      client.list(folder).then((entries) => entries.filter((e) => e.type === '-').map((e) => e.name), failed),
    read: (path) => client.get(path).then((content) => content as Buffer, failed),
    write: (path, content) => client.put(content, path).then(() => undefined, failed),
    close: () => client.end().then(() => undefined),
  };
}
