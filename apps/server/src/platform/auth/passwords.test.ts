import { describe, expect, it } from 'vitest';
import { assertAcceptablePassword, hashPassword, isCommonPassword, verifyPassword } from './passwords.js';

describe('password storage and rules', () => {
  it('stores argon2id hashes that verify only the right password', async () => {
    const stored = await hashPassword('Green-Kiosk#1');
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(stored, 'Green-Kiosk#1')).toBe(true);
    expect(await verifyPassword(stored, 'green-kiosk#1')).toBe(false);
    expect(await verifyPassword(null, 'Green-Kiosk#1')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });

  it('knows common passwords, with trailing digits and symbols', () => {
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('P@ssw0rd')).toBe(true);
    expect(isCommonPassword('Dragon2024!')).toBe(true);
    expect(isCommonPassword('Green-Kiosk#1')).toBe(false);
  });

  it('checks sameness first, then strength, then commonness', () => {
    expect(() => assertAcceptablePassword('Same#Pass1', 'Same#Pass1')).toThrow(expect.objectContaining({ code: 1015 }));
    expect(() => assertAcceptablePassword('weak', 'Old#Pass11')).toThrow(expect.objectContaining({ code: 1013 }));
    expect(() => assertAcceptablePassword('Password1!', 'Old#Pass11')).toThrow(expect.objectContaining({ code: 1016 }));
    expect(() => assertAcceptablePassword('Green-Kiosk#1', 'Old#Pass11')).not.toThrow();
  });
});
