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
    expect(() => loadConfig({ TENANT_SECRET_KEY: randomBytes(16).toString('hex') })).toThrow(
      /TENANT_SECRET_KEY must be 32 bytes/,
    );
    expect(() => loadConfig({ TENANT_SECRET_KEY: 'short' })).toThrow(/TENANT_SECRET_KEY/);
  });
});

describe('APP_SECRET', () => {
  it('is optional, and taken as 32 bytes in hex or base64; another length is refused at start', () => {
    expect(loadConfig({}).appSecret).toBeUndefined();
    const hex = randomBytes(32).toString('hex');
    expect(loadConfig({ APP_SECRET: hex }).appSecret).toBe(hex);
    expect(() => loadConfig({ APP_SECRET: randomBytes(20).toString('base64') })).toThrow(/APP_SECRET must be 32 bytes/);
  });
});

describe('HEARTBEAT_RETENTION_DAYS', () => {
  it('keeps 90 days of heartbeat history unless told otherwise, and refuses a non-positive number', () => {
    expect(loadConfig({}).heartbeatRetentionDays).toBe(90);
    expect(loadConfig({ HEARTBEAT_RETENTION_DAYS: '30' }).heartbeatRetentionDays).toBe(30);
    expect(() => loadConfig({ HEARTBEAT_RETENTION_DAYS: '0' })).toThrow(
      /HEARTBEAT_RETENTION_DAYS must be a positive number/,
    );
  });
});

describe('REJECTION_RETENTION_DAYS', () => {
  it('keeps a year of rejection records unless told otherwise, and refuses a non-positive number', () => {
    expect(loadConfig({}).rejectionRetentionDays).toBe(365);
    expect(loadConfig({ REJECTION_RETENTION_DAYS: '90' }).rejectionRetentionDays).toBe(90);
    expect(() => loadConfig({ REJECTION_RETENTION_DAYS: '-1' })).toThrow(
      /REJECTION_RETENTION_DAYS must be a positive number/,
    );
  });
});

describe('DEMO_FLEET', () => {
  it('keeps the demo kiosks reporting unless set to 0, a heartbeat every 20 seconds unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({ demoFleet: true, demoFleetSeconds: 20 });
    expect(loadConfig({ DEMO_FLEET: '0', DEMO_FLEET_SECONDS: '5' })).toMatchObject({
      demoFleet: false,
      demoFleetSeconds: 5,
    });
    expect(() => loadConfig({ DEMO_FLEET_SECONDS: '-1' })).toThrow(/DEMO_FLEET_SECONDS must be a positive number/);
  });
});
