import { randomBytes } from 'node:crypto';
import { ErrorCode } from '@srd/contract';
import { describe, expect, it } from 'vitest';
import { assertOwnOrigin, signLiveAddress, verifyLiveAddress } from './handshake.js';

const key = randomBytes(32);
const queryOf = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);
const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    return (error as { code: number }).code;
  }
  return 'accepted';
};

describe('live feed address', () => {
  const issuedAt = 1_760_000_000_000;
  const address = signLiveAddress(key, { uid: 7, session: 42 }, issuedAt);

  it('holds the user, the session, the time and an uppercase HMAC-SHA256, and verifies within its minute', () => {
    expect(address.url).toMatch(/^\/ws\?uid=7&session=42&ts=1760000000000&sign=[0-9A-F]{64}$/);
    expect(address.expiresAt).toBe(new Date(issuedAt + 60_000).toISOString());
    expect(verifyLiveAddress(key, queryOf(address.url), issuedAt + 59_000)).toEqual({ uid: 7, session: 42 });
  });

  it('refuses it expired, from too far ahead, altered, for another user or session, or under another key', () => {
    const query = queryOf(address.url);
    expect(refusal(() => verifyLiveAddress(key, query, issuedAt + 60_001))).toBe(ErrorCode.LiveAddressInvalid);
    expect(refusal(() => verifyLiveAddress(key, query, issuedAt - 10_000))).toBe(ErrorCode.LiveAddressInvalid);
    expect(refusal(() => verifyLiveAddress(key, { ...query, uid: '8' }, issuedAt))).toBe(ErrorCode.LiveAddressInvalid);
    expect(refusal(() => verifyLiveAddress(key, { ...query, session: '43' }, issuedAt))).toBe(
      ErrorCode.LiveAddressInvalid,
    );
    expect(refusal(() => verifyLiveAddress(key, { ...query, ts: String(issuedAt + 1) }, issuedAt))).toBe(
      ErrorCode.LiveAddressInvalid,
    );
    expect(refusal(() => verifyLiveAddress(key, { ...query, sign: query.sign!.toLowerCase() }, issuedAt))).toBe(
      ErrorCode.LiveAddressInvalid,
    );
    expect(refusal(() => verifyLiveAddress(randomBytes(32), query, issuedAt))).toBe(ErrorCode.LiveAddressInvalid);
  });

  it('refuses a missing or malformed part', () => {
    const query = queryOf(address.url);
    for (const part of ['uid', 'session', 'ts', 'sign'] as const) {
      const { [part]: _left, ...rest } = query;
      expect(
        refusal(() => verifyLiveAddress(key, rest, issuedAt)),
        part,
      ).toBe(ErrorCode.LiveAddressInvalid);
    }
    expect(refusal(() => verifyLiveAddress(key, { ...query, uid: '07' }, issuedAt))).toBe(ErrorCode.LiveAddressInvalid);
    expect(refusal(() => verifyLiveAddress(key, { ...query, sign: `${query.sign}0` }, issuedAt))).toBe(
      ErrorCode.LiveAddressInvalid,
    );
    expect(refusal(() => verifyLiveAddress(key, { ...query, uid: ['7', '8'] }, issuedAt))).toBe(
      ErrorCode.LiveAddressInvalid,
    );
  });
});

describe('live feed origin', () => {
  it("accepts the server's own pages and PUBLIC_URL's, and nothing else", () => {
    expect(refusal(() => assertOwnOrigin('http://10.0.0.5:8080', '10.0.0.5:8080', 'https://recycle.example'))).toBe(
      'accepted',
    );
    expect(refusal(() => assertOwnOrigin('https://recycle.example', 'internal:8080', 'https://recycle.example'))).toBe(
      'accepted',
    );
    for (const origin of [
      undefined,
      'null',
      'https://evil.example',
      'http://recycle.example',
      'https://recycle.example.evil.example',
    ]) {
      expect(
        refusal(() => assertOwnOrigin(origin, 'internal:8080', 'https://recycle.example')),
        String(origin),
      ).toBe(ErrorCode.LiveOriginRefused);
    }
  });
});
