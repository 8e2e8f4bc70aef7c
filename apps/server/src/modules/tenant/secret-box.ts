import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** Development key, used when TENANT_SECRET_KEY is unset; a deployment sets its own. */
const DEV_KEY = 'ZGV2LW9ubHktdGVuYW50LXNlY3JldC1rZXktMzJieXQ=';
const VERSION = 'v1';

export interface SecretBox {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

function keyBytes(text: string): Buffer {
  return /^[0-9a-f]{64}$/i.test(text) ? Buffer.from(text, 'hex') : Buffer.from(text, 'base64');
}

/**
 * AES-256-GCM with a random 12-byte nonce per value, stored as `v1:<nonce>:<tag>:<ciphertext>` in
 * base64; a tampered value fails to decrypt instead of reading as something else.
 */
export function secretBox(keyText: string = DEV_KEY): SecretBox {
  const key = keyBytes(keyText);
  if (key.length !== 32) throw new Error('The tenant secret key must be 32 bytes');
  return {
    encrypt(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [VERSION, nonce.toString('base64'), cipher.getAuthTag().toString('base64'), sealed.toString('base64')].join(':');
    },
    decrypt(stored) {
      const [version, nonce, tag, sealed] = stored.split(':');
      if (version !== VERSION || !nonce || !tag || sealed === undefined) throw new Error('Not a sealed secret');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(nonce, 'base64'));
      decipher.setAuthTag(Buffer.from(tag, 'base64'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
    },
  };
}

/** What answers show of a secret: its last 4 characters. */
export function maskSecret(plain: string): string {
  return `****${plain.slice(-4)}`;
}
