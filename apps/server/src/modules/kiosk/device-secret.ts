import { createHash, createHmac, randomBytes } from 'node:crypto';
import { ADMIN_CODE_ALPHABET, ADMIN_CODE_LENGTH, ADMIN_CODE_WINDOW_SECONDS } from '@srd/contract';

/**
 * A kiosk's device secret: 32 random bytes, base64url. Only its SHA-256 is stored: a fast hash is
 * enough for a random secret of this length, and the device API checks it on every call.
 */
export function hashDeviceSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** A new device secret and the hash to store; the secret itself is answered once and kept nowhere. */
export function issueDeviceSecret(): { secret: string; secretHash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, secretHash: hashDeviceSecret(secret) };
}

/**
 * The maintenance code of a kiosk for the 10-minute window holding `at`: HMAC-SHA256 keyed by the
 * hex SHA-256 of its device secret, over `KID:window` (window = Unix seconds / 600, rounded down); the
 * first 6 bytes of the digest, each taken modulo 36, pick characters of 0-9A-Z. The kiosk knows its
 * own secret, so it derives the same code offline.
 */
export function adminCode(secretHash: string, kid: string, at: Date): { code: string; validUntil: Date } {
  const window = Math.floor(at.getTime() / 1000 / ADMIN_CODE_WINDOW_SECONDS);
  const digest = createHmac('sha256', secretHash).update(`${kid}:${window}`, 'utf8').digest();
  const code = [...digest.subarray(0, ADMIN_CODE_LENGTH)]
    .map((byte) => ADMIN_CODE_ALPHABET[byte % ADMIN_CODE_ALPHABET.length])
    .join('');
  return { code, validUntil: new Date((window + 1) * ADMIN_CODE_WINDOW_SECONDS * 1000) };
}
