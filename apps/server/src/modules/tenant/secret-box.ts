import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { keyBytes } from '../../config.js';
import type { AppDeps } from '../../platform/app-module.js';
import { loadAppSecret } from '../../platform/secrets/app-secret.js';

const VERSION = 'v1';

export interface SecretBox {
  encrypt(plain: string): string;
  decrypt(sealed: string): string;
}

/**
 * AES-256-GCM with a random 12-byte nonce per value, stored as `v1:<nonce>:<tag>:<ciphertext>` in
 * base64; a tampered value fails to decrypt instead of reading as something else.
 */
export function secretBox(key: Buffer): SecretBox {
  if (key.length !== 32) throw new Error('The tenant secret key must be 32 bytes');
  return {
    encrypt(plain) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return [
        VERSION,
        nonce.toString('base64'),
        cipher.getAuthTag().toString('base64'),
        sealed.toString('base64'),
      ].join(':');
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

/**
 * The key of the tenants' secrets: TENANT_SECRET_KEY, else one derived (HKDF) from the application's
 * secret, which is itself generated once and kept in the database when APP_SECRET is unset too; so no
 * key is written in the source, and every instance sharing the database reads what another sealed.
 */
async function tenantKey({ db, config }: Pick<AppDeps, 'db' | 'config'>): Promise<Buffer> {
  if (config.tenantSecretKey) return keyBytes(config.tenantSecretKey);
  const appKey = await loadAppSecret(db, config.appSecret);
  return Buffer.from(hkdfSync('sha256', appKey, Buffer.alloc(0), 'tenant connection strings', 32));
}

/** The tenants' secret box, usable once `load` (run when the server gets ready) has read its key. */
export function tenantSecretBox(deps: Pick<AppDeps, 'db' | 'config'>): SecretBox & { load(): Promise<void> } {
  let box: SecretBox | undefined;
  const ready = (): SecretBox => {
    if (!box) throw new Error('The tenant secret key is not loaded yet');
    return box;
  };
  return {
    async load() {
      box ??= secretBox(await tenantKey(deps));
    },
    encrypt: (plain) => ready().encrypt(plain),
    decrypt: (sealed) => ready().decrypt(sealed),
  };
}

/** What answers show of a secret: its last 4 characters. */
export function maskSecret(plain: string): string {
  return `****${plain.slice(-4)}`;
}
