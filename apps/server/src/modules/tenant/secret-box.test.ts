import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { maskSecret, secretBox } from './secret-box.js';

describe('secret box', () => {
  const box = secretBox(randomBytes(32));

  it('opens what it sealed, and seals the same text differently each time', () => {
    const sealed = box.encrypt('Server=db;Password=p4ss');
    expect(sealed).not.toContain('p4ss');
    expect(box.decrypt(sealed)).toBe('Server=db;Password=p4ss');
    expect(box.encrypt('Server=db;Password=p4ss')).not.toBe(sealed);
  });

  it('refuses a tampered value and one sealed under another key', () => {
    const sealed = box.encrypt('secret');
    const [version, nonce, tag, body] = sealed.split(':');
    const flipped = Buffer.from(body!, 'base64');
    flipped[0]! ^= 1;
    expect(() => box.decrypt([version, nonce, tag, flipped.toString('base64')].join(':'))).toThrow();
    expect(() => secretBox(randomBytes(32)).decrypt(sealed)).toThrow();
    expect(() => box.decrypt('plain text')).toThrow();
  });

  it('takes a 32-byte key only, and masks all but the last 4 characters', () => {
    expect(() => secretBox(randomBytes(16))).toThrow(/32 bytes/);
    expect(maskSecret('postgres://x:y@db/green')).toBe('****reen');
  });
});
