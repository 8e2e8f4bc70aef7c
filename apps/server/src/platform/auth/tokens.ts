import { createHash, randomBytes } from 'node:crypto';

/** A new session token: 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps instead of the token. */
export function hashToken(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}

/** The bearer token of an Authorization header, if well-formed. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const match = /^Bearer\s+([A-Za-z0-9_-]{43})$/i.exec(header.trim());
  return match?.[1];
}
