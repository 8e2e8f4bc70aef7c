import type { AppModule } from '../platform/app-module.js';
import { exportModule } from '../platform/export/routes.js';
import { collectedModules } from './collected.js';

/** Where the modules not named in REGISTRATION_ORDER register. */
const OTHERS = '*';

/**
 * The registration order (by AppModule.name) where it matters, which is also the order their demo
 * rows are added in: kiosks after the tenants, estates and materials they refer to, before what
 * refers to them; the live feed, kiosk operations, the device API and the fleet demo near the end.
 * Any other module (the modules collect themselves: collected.ts, written by
 * `npx tsx tools/registries.ts`) registers at OTHERS, after every domain a new simple entity may
 * refer to, in folder order.
 */
const REGISTRATION_ORDER = [
  'health',
  'organisation',
  'auth',
  'user',
  'adminUser',
  'invitation',
  'permission',
  'audit',
  'preference',
  'mapping',
  'alertType',
  'kioskMaterialType',
  'barcode',
  'sysParameter',
  'sysClient',
  'tenants',
  'program',
  'merchant',
  'helpTopic',
  'address',
  'pubContent',
  'latestNews',
  'file',
  'kiosk',
  'kioskGroup',
  'kioskSchedule',
  'kioskSerialNumber',
  'foodContainer',
  OTHERS,
  // After OTHERS: the demo container refunds are Octopus rebates of the demo members (modules/member).
  'foodRecycling',
  'export',
  'live',
  'kioskOps',
  'device',
  'fleetDemo',
  // After the fleet demo, whose past transactions credit the demo members: the ledger's demo adjustments and
  // redemption draw on those balances, and the demo settlement pays and refuses their Octopus rebates.
  'ledger',
  'octopusSettlement',
  // After the ledger: the demo miles conversions debit the demo members' points.
  'miles',
];

/** The modules in registration order; a name of the order that no module has, or a name twice, is an error. */
export function inRegistrationOrder(found: AppModule[], order: string[] = REGISTRATION_ORDER): AppModule[] {
  const byName = new Map<string, AppModule>();
  for (const module of found) {
    if (byName.has(module.name)) throw new Error(`Two modules are named ${module.name}`);
    byName.set(module.name, module);
  }
  const unknown = order.filter((name) => name !== OTHERS && !byName.has(name));
  if (unknown.length > 0) throw new Error(`The registration order names no module ${unknown.join(', ')}`);
  const others = found.filter((module) => !order.includes(module.name));
  return order.flatMap((name) => (name === OTHERS ? others : [byName.get(name)!]));
}

/** Every domain module of the product, in registration order. */
export const modules: AppModule[] = inRegistrationOrder([...collectedModules, exportModule]);
