import { createElement, type ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';
import { withTexts } from '../../platform/i18n';

/**
 * The built screens by screen name (MenuNode.screen), each a chunk of its own, e.g.
 * `KioskList: withTexts('kiosk', () => import('../../features/kiosk/KioskListPage')),`.
 * A name not listed here shows the placeholder.
 */
const screens: Record<string, () => Promise<{ default: ComponentType }>> = {
  AdminList: withTexts(['crud', 'userManage'], () => import('../../features/userManage/AdminListPage')),
  Admin: withTexts(['crud', 'userManage'], () => import('../../features/userManage/AdminPage')),
  RoleList: withTexts(['crud', 'role'], () => import('../../features/role/RoleListPage')),
  Role: withTexts(['crud', 'role', 'actions'], () => import('../../features/role/RolePage')),
  Action: withTexts(['crud', 'catalogue', 'actions'], () => import('../../features/catalogue/ActionPage')),
  Menu: withTexts(['crud', 'catalogue', 'menu'], () => import('../../features/catalogue/MenuPage')),
  AccessControl: withTexts(['crud', 'mapping'], () => import('../../features/mapping/AccessControlPage')),
  ResourcesManager: withTexts(['crud', 'mapping'], () => import('../../features/mapping/ResourcesManagerPage')),
  AuditLog: withTexts(
    [
      'crud',
      'audit',
      'userManage',
      'role',
      'alertType',
      'sysClient',
      'program',
      'helpTopic',
      'materialType',
      'barcode',
      'sysParameter',
      'housingEstate',
      'building',
      'tenant',
      'merchant',
      'shop',
      'pubContent',
      'latestNews',
      'file',
      'kioskGroup',
      'kioskSchedule',
      'kioskSerialNumber',
      'foodContainer',
      'kiosk',
    ],
    () => import('../../features/audit/AuditLogPage'),
  ),
  AlertType: withTexts(['crud', 'alertType'], () => import('../../features/alertType/AlertTypePage')),
  MaterialType: withTexts(['crud', 'materialType'], () => import('../../features/materialType/MaterialTypePage')),
  Barcode: withTexts(['crud', 'barcode'], () => import('../../features/barcode/BarcodePage')),
  SysParameter: withTexts(['crud', 'sysParameter'], () => import('../../features/sysParameter/SysParameterPage')),
  SysClientList: withTexts(['crud', 'sysClient'], () => import('../../features/sysClient/SysClientListPage')),
  TenantList: withTexts(['crud', 'tenant'], () => import('../../features/tenant/TenantListPage')),
  Tenant: withTexts(['crud', 'tenant'], () => import('../../features/tenant/TenantPage')),
  ProgramList: withTexts(['crud', 'program'], () => import('../../features/program/ProgramListPage')),
  HelpTopics: withTexts(['crud', 'helpTopic'], () => import('../../features/helpTopic/HelpTopicsPage')),
  HousingEstateList: withTexts(
    ['crud', 'housingEstate'],
    () => import('../../features/housingEstate/HousingEstateListPage'),
  ),
  HousingEstate: withTexts(
    ['crud', 'housingEstate', 'building'],
    () => import('../../features/housingEstate/HousingEstatePage'),
  ),
  HousingEstateMap: withTexts(['housingEstate'], () => import('../../features/housingEstate/HousingEstateMapPage')),
  AddressList: withTexts(['housingEstate'], () => import('../../features/housingEstate/AddressListPage')),
  MerchantList: withTexts(['crud', 'merchant'], () => import('../../features/merchant/MerchantListPage')),
  Merchant: withTexts(['crud', 'merchant'], () => import('../../features/merchant/MerchantPage')),
  ShopList: withTexts(['crud', 'shop'], () => import('../../features/merchant/ShopListPage')),
  Shop: withTexts(['crud', 'shop'], () => import('../../features/merchant/ShopPage')),
  PublicContent: withTexts(['crud', 'pubContent'], () => import('../../features/pubContent/PublicContentPage')),
  PublicContentDetail: withTexts(
    ['crud', 'pubContent'],
    () => import('../../features/pubContent/PublicContentDetailPage'),
  ),
  LatestNewsList: withTexts(['crud', 'latestNews'], () => import('../../features/latestNews/LatestNewsListPage')),
  LatestNews: withTexts(['crud', 'latestNews'], () => import('../../features/latestNews/LatestNewsPage')),
  FileList: withTexts(['crud', 'file'], () => import('../../features/file/FileListPage')),
  KioskList: withTexts(['crud', 'kiosk'], () => import('../../features/kiosk/KioskListPage')),
  Kiosk: withTexts(['crud', 'kiosk', 'kioskOps', 'alertType'], () => import('../../features/kiosk/KioskPage')),
  kioskGroupList: withTexts(['crud', 'kioskGroup'], () => import('../../features/kioskGroup/KioskGroupListPage')),
  kioskSchedule: withTexts(['crud', 'kioskSchedule'], () => import('../../features/kioskSchedule/KioskSchedulePage')),
  kioskSerialNumberList: withTexts(
    ['crud', 'kioskSerialNumber'],
    () => import('../../features/kioskSerialNumber/SerialNumberListPage'),
  ),
  FoodContainerList: withTexts(
    ['crud', 'foodContainer'],
    () => import('../../features/foodContainer/FoodContainerListPage'),
  ),
  KioskMap: withTexts(['crud', 'kiosk', 'fleet'], () => import('../../features/kiosk/live/KioskMapPage')),
  KioskHeartbeats: withTexts(
    ['crud', 'kioskOps', 'kiosk', 'alertType'],
    () => import('../../features/kioskOps/KioskHeartbeatsPage'),
  ),
  KioskLog: withTexts(['crud', 'kioskOps'], () => import('../../features/kioskOps/KioskLogPage')),
  KioskAlert: withTexts(['crud', 'kioskOps', 'alertType'], () => import('../../features/kioskOps/KioskAlertPage')),
  ActivityHistory: withTexts(['crud', 'kioskOps'], () => import('../../features/kioskOps/ActivityHistoryPage')),
};

/** The lazily loaded route of a server menu screen. */
export function screenRoute(screen: string): { lazy: LazyRouteFunction<RouteObject> } {
  return {
    lazy: withTexts(['screens', 'menu'], async () => {
      // hasOwn: a name such as 'constructor' must not find the object's prototype.
      const load = Object.hasOwn(screens, screen) ? screens[screen] : undefined;
      if (load) return { Component: (await load()).default };
      const { Placeholder } = await import('./Placeholder');
      return { Component: () => createElement(Placeholder, { screen }) };
    }),
  };
}
