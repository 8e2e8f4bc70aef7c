import { describe, expect, it } from 'vitest';
import type { AppModule } from '../platform/app-module.js';
import { inRegistrationOrder, modules } from './index.js';

const named = (name: string): AppModule => ({ name, register: () => {} });

describe('the module list', () => {
  it('keeps the order the hand-written list had', () => {
    expect(modules.map((module) => module.name)).toEqual([
      ...['health', 'organisation', 'auth', 'user', 'adminUser', 'invitation', 'permission', 'audit', 'preference'],
      ...['mapping', 'alertType', 'kioskMaterialType', 'barcode', 'sysParameter', 'sysClient', 'tenants', 'program'],
      ...['merchant', 'helpTopic', 'address', 'pubContent', 'latestNews', 'file', 'kiosk', 'kioskGroup'],
      ...['kioskSchedule', 'kioskSerialNumber', 'foodContainer', 'export', 'live', 'kioskOps', 'device', 'fleetDemo'],
    ]);
  });

  it('registers a module the order does not name at its place, and refuses names unknown or twice', () => {
    const found = ['late', 'new', 'early'].map(named);
    expect(inRegistrationOrder(found, ['early', '*', 'late']).map((module) => module.name)).toEqual([
      'early',
      'new',
      'late',
    ]);
    expect(() => inRegistrationOrder(found, ['early', 'gone', '*'])).toThrow('names no module gone');
    expect(() => inRegistrationOrder([...found, named('new')], ['*'])).toThrow('Two modules are named new');
  });
});
