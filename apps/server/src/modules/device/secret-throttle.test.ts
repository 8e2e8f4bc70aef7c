import { describe, expect, it } from 'vitest';
import { DEVICE_SECRET_LIMITS, DeviceSecretThrottle } from './secret-throttle.js';

const limits = { ...DEVICE_SECRET_LIMITS, pairFreeFailures: 3, kidFreeFailures: 6, maxEntries: 100 };

function throttled() {
  let now = 1_000_000;
  const throttle = new DeviceSecretThrottle(limits, () => now);
  return { throttle, wait: (ms: number) => (now += ms), fail: (address: string) => throttle.failed('k-1', address) };
}

describe('wrong kiosk secrets', () => {
  it('locks the pair after its free failures for 30 s, doubling with each later failure up to 15 minutes', () => {
    const { throttle, wait, fail } = throttled();
    for (let i = 0; i < 3; i++) expect(fail('10.0.0.9')).toEqual([]);
    expect(fail('10.0.0.9')).toEqual([{ scope: 'pair', lockedUntil: expect.any(Date) }]);
    expect(throttle.retryAfterSeconds('k-1', '10.0.0.9')).toBe(30);
    expect(throttle.retryAfterSeconds('k-1', '10.0.0.10')).toBe(0);
    expect(throttle.retryAfterSeconds('k-2', '10.0.0.9')).toBe(0);
    wait(30_000);
    expect(throttle.retryAfterSeconds('k-1', '10.0.0.9')).toBe(0);
    fail('10.0.0.9');
    expect(throttle.retryAfterSeconds('k-1', '10.0.0.9')).toBe(60);
    for (let i = 0; i < 10; i++) {
      wait(15 * 60_000);
      fail('10.0.0.9');
    }
    expect(throttle.retryAfterSeconds('k-1', '10.0.0.9')).toBe(15 * 60);
  });

  it('forgets failures after an hour without one, and starts a pair afresh after a right secret', () => {
    const { throttle, wait, fail } = throttled();
    for (let i = 0; i < 3; i++) fail('10.0.0.9');
    wait(60 * 60_000);
    expect(fail('10.0.0.9')).toEqual([]);
    for (let i = 0; i < 2; i++) fail('10.0.0.7');
    throttle.succeeded('k-1', '10.0.0.7');
    for (let i = 0; i < 3; i++) expect(fail('10.0.0.7')).toEqual([]);
  });

  it('locks the KID for every address but the kiosk own one after failures from many addresses', () => {
    const { throttle, fail } = throttled();
    throttle.succeeded('k-1', '10.0.0.5');
    for (let i = 0; i < 6; i++) expect(fail(`10.1.0.${i}`)).toEqual([]);
    expect(fail('10.1.0.99')).toEqual([{ scope: 'kid', lockedUntil: expect.any(Date) }]);
    expect(throttle.retryAfterSeconds('k-1', '10.2.0.1')).toBe(30);
    expect(throttle.retryAfterSeconds('k-1', '10.0.0.5')).toBe(0);
  });

  it('keeps at most its number of entries, dropping the oldest', () => {
    const { throttle } = throttled();
    for (let i = 0; i < 4; i++) throttle.failed('k-old', '10.0.0.1');
    expect(throttle.retryAfterSeconds('k-old', '10.0.0.1')).toBe(30);
    for (let i = 0; i < 200; i++) throttle.failed(`k-${i}`, `10.9.${i}.1`);
    expect(throttle.retryAfterSeconds('k-old', '10.0.0.1')).toBe(0);
  });
});
