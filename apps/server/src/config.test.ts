import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('TENANT_SECRET_KEY', () => {
  it('is optional, and taken as 64 hex digits or base64 of 32 bytes', () => {
    expect(loadConfig({}).tenantSecretKey).toBeUndefined();
    const hex = randomBytes(32).toString('hex');
    expect(loadConfig({ TENANT_SECRET_KEY: hex }).tenantSecretKey).toBe(hex);
    const base64 = randomBytes(32).toString('base64');
    expect(loadConfig({ TENANT_SECRET_KEY: base64 }).tenantSecretKey).toBe(base64);
  });

  it('refuses a key of another length at start', () => {
    expect(() => loadConfig({ TENANT_SECRET_KEY: randomBytes(16).toString('hex') })).toThrow(/TENANT_SECRET_KEY must be 32 bytes/);
    expect(() => loadConfig({ TENANT_SECRET_KEY: 'short' })).toThrow(/TENANT_SECRET_KEY/);
  });
});
