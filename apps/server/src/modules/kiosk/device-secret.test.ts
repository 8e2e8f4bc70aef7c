import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminCode, hashDeviceSecret, issueDeviceSecret } from './device-secret.js';

describe('device secrets', () => {
  it('issues 32 random bytes as base64url, stored as their SHA-256', () => {
    const { secret, secretHash } = issueDeviceSecret();
    expect(Buffer.from(secret, 'base64url')).toHaveLength(32);
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secretHash).toBe(hashDeviceSecret(secret));
    expect(secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(issueDeviceSecret().secret).not.toBe(secret);
  });
});

describe('maintenance codes', () => {
  const hash = hashDeviceSecret('a-kiosk-secret');

  it('holds for one 10-minute window and changes with the next', () => {
    const start = new Date('2026-03-01T08:10:00.000Z');
    const first = adminCode(hash, 'RVM-0001', start);
    expect(first.code).toMatch(/^[0-9A-Z]{6}$/);
    expect(first.validUntil.toISOString()).toBe('2026-03-01T08:20:00.000Z');
    expect(adminCode(hash, 'RVM-0001', new Date('2026-03-01T08:19:59.999Z'))).toEqual(first);
    expect(adminCode(hash, 'RVM-0001', new Date('2026-03-01T08:20:00.000Z')).code).not.toBe(first.code);
  });

  it('depends on the kiosk: its KID and its secret', () => {
    const at = new Date('2026-03-01T08:10:00.000Z');
    const code = adminCode(hash, 'RVM-0001', at).code;
    expect(adminCode(hash, 'RVM-0002', at).code).not.toBe(code);
    expect(adminCode(hashDeviceSecret('another-secret'), 'RVM-0001', at).code).not.toBe(code);
  });

  it('is what a kiosk computes from its own secret by the documented recipe', () => {
    const at = new Date('2026-03-01T08:10:00.000Z');
    const window = Math.floor(at.getTime() / 600_000);
    const digest = createHmac('sha256', hash).update(`RVM-0001:${window}`).digest();
    const expected = [...digest.subarray(0, 6)]
      .map((byte) => '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'[byte % 36])
      .join('');
    expect(adminCode(hash, 'RVM-0001', at).code).toBe(expected);
  });
});
