import { describe, expect, it } from 'vitest';
import { flattenMenus, ResourceType } from '@srd/contract';
import { FIELD_NAMESPACE } from '../../features/audit/resourceTypes';
import { collectScreens, SCREENS } from './registry';

/** The screens the hand-written registry listed before the features declared their own. */
const REGISTERED_BEFORE = [
  'AdminList',
  'Admin',
  'RoleList',
  'Role',
  'Action',
  'Menu',
  'AccessControl',
  'ResourcesManager',
  'AuditLog',
  'AlertType',
  'MaterialType',
  'Barcode',
  'SysParameter',
  'SysClientList',
  'TenantList',
  'Tenant',
  'ProgramList',
  'HelpTopics',
  'HousingEstateList',
  'HousingEstate',
  'HousingEstateMap',
  'AddressList',
  'MerchantList',
  'Merchant',
  'ShopList',
  'Shop',
  'PublicContent',
  'PublicContentDetail',
  'LatestNewsList',
  'LatestNews',
  'FileList',
  'KioskList',
  'Kiosk',
  'kioskGroupList',
  'kioskSchedule',
  'kioskSerialNumberList',
  'FoodContainerList',
  'KioskMap',
  'KioskHeartbeats',
  'KioskLog',
  'KioskAlert',
  'ActivityHistory',
];

/** The resource types whose field names the audit log showed before the features declared them. */
const FIELDS_NAMED_BEFORE = [
  'AdminUser',
  'Role',
  'AlertType',
  'MaterialType',
  'Barcode',
  'SysParameter',
  'SysClient',
  'Program',
  'HelpTopic',
  'HousingEstate',
  'AddressBuilding',
  'Tenant',
  'Merchant',
  'Shop',
  'PublicContent',
  'LatestNews',
  'File',
  'KioskGroup',
  'KioskSchedule',
  'KioskSerialNumber',
  'FoodContainer',
  'Kiosk',
] as const;

const NAMESPACES = Object.keys(import.meta.glob('../../locales/en_US/*.json')).map((file) =>
  file.replace(/^.*\/(\w+)\.json$/, '$1'),
);
const MENU_SCREENS = new Set(flattenMenus().flatMap((entry) => (entry.screen ? [entry.screen] : [])));

describe('the screen registry', () => {
  it('still has every screen it had, and only screens of the menu', () => {
    expect(REGISTERED_BEFORE.filter((name) => !Object.hasOwn(SCREENS, name))).toEqual([]);
    expect(Object.keys(SCREENS).filter((name) => !MENU_SCREENS.has(name))).toEqual([]);
  });

  it('loads texts that exist, with a loader for each screen', () => {
    for (const [name, screen] of Object.entries(SCREENS)) {
      expect(
        screen.texts.filter((namespace) => !NAMESPACES.includes(namespace)),
        name,
      ).toEqual([]);
      expect(typeof screen.load, name).toBe('function');
    }
  });

  it('refuses a screen name declared twice', () => {
    const load = () => Promise.resolve({ default: () => null });
    const twice = {
      'a/feature.ts': { screens: { Kiosk: { texts: [], load } } },
      'b/feature.ts': { screens: { Kiosk: { texts: [], load } } },
    };
    expect(() => collectScreens(twice, [])).toThrow('Screen Kiosk is declared by both a/feature.ts and b/feature.ts');
  });

  it('gives the audit log the texts naming the fields of every audited resource type', () => {
    expect(FIELDS_NAMED_BEFORE.filter((type) => !FIELD_NAMESPACE[ResourceType[type]])).toEqual([]);
    for (const namespace of Object.values(FIELD_NAMESPACE)) expect(NAMESPACES).toContain(namespace);
    expect(SCREENS.AuditLog.texts).toEqual(
      expect.arrayContaining(['crud', 'audit', ...Object.values(FIELD_NAMESPACE)]),
    );
  });
});
