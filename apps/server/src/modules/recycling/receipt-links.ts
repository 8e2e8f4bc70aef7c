import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import type { AppDeps } from '../../platform/app-module.js';
import { loadAppSecret } from '../../platform/secrets/app-secret.js';

/** Bytes of a link's signature: 128 bits, beyond guessing. */
const SIGNATURE_BYTES = 16;

/**
 * Receipt links: `/receipt?t=<id>.<signature>`, the signature an HMAC of the transaction's id and uuid with a key
 * derived from the application's secret, so every instance makes and checks the same links and none can be forged.
 */
export function receiptLinks(deps: Pick<AppDeps, 'db' | 'config'>) {
  let key: Buffer | undefined;
  const keyOf = async () =>
    (key ??= Buffer.from(
      hkdfSync('sha256', await loadAppSecret(deps.db, deps.config.appSecret), Buffer.alloc(0), 'receipt links', 32),
    ));
  const sign = async (id: number, uuid: string) =>
    createHmac('sha256', await keyOf())
      .update(`${id}.${uuid}`)
      .digest()
      .subarray(0, SIGNATURE_BYTES);
  return {
    async urlOf(id: number, uuid: string): Promise<string> {
      return `${deps.config.publicUrl}/receipt?t=${id}.${(await sign(id, uuid)).toString('base64url')}`;
    },
    /** The transaction id a token names, once `uuidOf` confirms its signature; null for any other token. */
    async verify(token: string, uuidOf: (id: number) => Promise<string | null>): Promise<number | null> {
      const match = /^(\d{1,15})\.([\w-]{22})$/.exec(token);
      if (!match) return null;
      const id = Number(match[1]);
      const uuid = await uuidOf(id);
      if (uuid === null) return null;
      // Compared as text: base64url's last character carries spare bits, so two spellings decode to the same bytes.
      const given = Buffer.from(match[2]!);
      const expected = Buffer.from((await sign(id, uuid)).toString('base64url'));
      return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
    },
  };
}

export type ReceiptLinks = ReturnType<typeof receiptLinks>;
