import { describe, expect, it } from 'vitest';
import type { AppModule } from '../platform/app-module.js';
import { collectedModules } from './collected.js';
import { inRegistrationOrder, modules } from './index.js';

/** The modules of the hand-written list the collected modules replaced, in its order. */
const HAND_WRITTEN_ORDER = [
  ...['health', 'organisation', 'auth', 'user', 'adminUser', 'invitation', 'permission', 'audit', 'preference'],
  ...['mapping', 'alertType', 'kioskMaterialType', 'barcode', 'sysParameter', 'sysClient', 'tenants', 'program'],
  ...['merchant', 'helpTopic', 'address', 'pubContent', 'latestNews', 'file', 'kiosk', 'kioskGroup'],
  ...['kioskSchedule', 'kioskSerialNumber', 'foodContainer', 'export', 'live', 'kioskOps', 'device', 'fleetDemo'],
];

const named = (name: string): AppModule => ({ name, register: () => {} });

describe('the module list', () => {
  it('keeps the order the hand-written list had, and registers every collected module once', () => {
    const names = modules.map((module) => module.name);
    expect(names.filter((name) => HAND_WRITTEN_ORDER.includes(name))).toEqual(HAND_WRITTEN_ORDER);
    expect(new Set(names).size).toBe(names.length);
    expect(collectedModules.filter((module) => !modules.includes(module))).toEqual([]);
    // The ledger, the settlement and the miles come last: their demo rows draw on the fleet demo's credits.
    const afterTheFleet = names.slice(names.indexOf('fleetDemo') + 1);
    expect(afterTheFleet).toEqual(['ledger', 'octopusSettlement', 'miles']);
    // A module the order does not name registers after the domains, before the live feed and the devices.
    const others = names.filter((name) => !HAND_WRITTEN_ORDER.includes(name) && !afterTheFleet.includes(name));
    const beforeLive = names.slice(names.indexOf('foodContainer') + 1, names.indexOf('live'));
    expect(beforeLive.filter((name) => !HAND_WRITTEN_ORDER.includes(name))).toEqual(others);
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
