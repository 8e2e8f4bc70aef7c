import { hash, verify } from '@node-rs/argon2';
import { ErrorCode, meetsPasswordRule } from '@srd/contract';
import { dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../http/app-error.js';

/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane (about 8 ms a hash here). */
const ARGON2_OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

/** Hash of a password nobody has: verified against when the user is unknown, so both cases take as long. */
const decoyHash = hashPassword(`decoy-${Math.random()}`);

/** Checks a password against a stored hash; with no hash, spends the same time and fails. */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    await verify(await decoyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

const commonPasswords = new Set(dictionary['passwords-common'].map((word) => word.toLowerCase()));

/** In the common-password list as typed, or once trailing digits and symbols are dropped ("Dragon2024!"). */
export function isCommonPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const stem = lower.replace(/[^a-z]+$/, '');
  return commonPasswords.has(lower) || (stem.length >= 4 && commonPasswords.has(stem));
}

/** Throws the AppError for the first password rule the new password breaks. */
export function assertAcceptablePassword(newPassword: string, oldPassword?: string): void {
  if (oldPassword !== undefined && newPassword === oldPassword) throw new AppError(ErrorCode.PasswordUnchanged);
  if (!meetsPasswordRule(newPassword)) throw new AppError(ErrorCode.WeakPassword);
  if (isCommonPassword(newPassword)) throw new AppError(ErrorCode.CommonPassword);
}
