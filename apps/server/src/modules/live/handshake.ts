import { createHmac, timingSafeEqual } from 'node:crypto';
import { ErrorCode, LIVE_ADDRESS_TTL_MS, LIVE_FEED_PATH } from '@srd/contract';
import { AppError } from '../../platform/http/app-error.js';

/** Who an address was issued to: the user and the session it belongs to. */
export interface LiveClaim {
  uid: number;
  session: number;
}

/** Clocks of instances sharing a database may differ a little; an address from further ahead is refused. */
const CLOCK_SKEW_MS = 5_000;

/**
 * HMAC-SHA256 over the purpose, user, session and time, in uppercase hex: changing any of them (another
 * user's id, another session) breaks the signature, and the purpose keeps it from meaning anything elsewhere.
 */
function signatureOf(key: Buffer, claim: LiveClaim, ts: number): string {
  return createHmac('sha256', key).update(`live-feed:${claim.uid}:${claim.session}:${ts}`).digest('hex').toUpperCase();
}

/** The address of the live feed for one user and session, valid for LIVE_ADDRESS_TTL_MS from `now`. */
export function signLiveAddress(key: Buffer, claim: LiveClaim, now = Date.now()): { url: string; expiresAt: string } {
  const sign = signatureOf(key, claim, now);
  return {
    url: `${LIVE_FEED_PATH}?uid=${claim.uid}&session=${claim.session}&ts=${now}&sign=${sign}`,
    expiresAt: new Date(now + LIVE_ADDRESS_TTL_MS).toISOString(),
  };
}

const ID = /^[1-9]\d{0,9}$/;
const TIMESTAMP = /^\d{13}$/;
const SIGNATURE = /^[0-9A-F]{64}$/;

/** The claim of a signed address's query, or 2040 when it is missing, malformed, altered or expired. */
export function verifyLiveAddress(key: Buffer, query: Record<string, unknown>, now = Date.now()): LiveClaim {
  const { uid, session, ts, sign } = query;
  const wellFormed =
    typeof uid === 'string' &&
    ID.test(uid) &&
    typeof session === 'string' &&
    ID.test(session) &&
    typeof ts === 'string' &&
    TIMESTAMP.test(ts) &&
    typeof sign === 'string' &&
    SIGNATURE.test(sign);
  if (!wellFormed) throw new AppError(ErrorCode.LiveAddressInvalid);
  const claim = { uid: Number(uid), session: Number(session) };
  const issuedAt = Number(ts);
  const expected = Buffer.from(signatureOf(key, claim, issuedAt));
  if (!timingSafeEqual(expected, Buffer.from(sign))) throw new AppError(ErrorCode.LiveAddressInvalid);
  if (now - issuedAt > LIVE_ADDRESS_TTL_MS || issuedAt - now > CLOCK_SKEW_MS)
    throw new AppError(ErrorCode.LiveAddressInvalid);
  return claim;
}

/**
 * A browser names the page that opens a websocket in `Origin`: only the server's own pages (the host
 * the request came to) and those of PUBLIC_URL may open the feed; a request without one is refused too.
 */
export function assertOwnOrigin(origin: string | undefined, host: string | undefined, publicUrl: string): void {
  const page = origin && URL.canParse(origin) ? new URL(origin) : undefined;
  const allowed =
    page !== undefined &&
    (page.origin === new URL(publicUrl).origin || (host !== undefined && page.host === host.toLowerCase()));
  if (!allowed) throw new AppError(ErrorCode.LiveOriginRefused);
}
