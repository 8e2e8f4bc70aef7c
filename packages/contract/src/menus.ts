import { actionByKey, defineActions, type ActionRef } from './actions.js';
import './access.js';
// Domains whose actions their own files declare; imported first so the menu finds them.
import './alert-type.js';
import './material-type.js';
import './barcode.js';
import './sys-parameter.js';
import './sys-client.js';
import './program.js';
import './help-topic.js';
import './address.js';
import './tenant.js';
import './merchant.js';
import './pub-content.js';
import './latest-news.js';
import './file.js';
import './kiosk-group.js';
import './kiosk-schedule.js';
import './kiosk-serial-number.js';
import './food-container.js';
import './food-recycling.js';
import './kiosk.js';
import './kiosk-ops/index.js';
import './jobs.js';
import './system-information.js';
import './messages.js';
import './alert-setting.js';
import './message-templates.js';
import './webhook.js';
import './rejection-alert.js';
import './oct-settlement.js';
import './member.js';
import './ledger.js';
import './recycling.js';
import './miles.js';

/** One entry of the menu tree, as the catalogue declares it and `getMenuByRoles` returns it. */
export interface MenuSpec {
  /** Unique key; for screens, the SPEC's screen name. */
  key: string;
  path: string;
  /** The screen the web app renders; absent on groups. */
  screen?: string;
  /** Translation key of the title in the web locales. */
  titleKey: string;
  /** English title, shown where no translation is loaded (the actions screen, the API docs). */
  title: string;
  /** antd icon name. */
  icon?: string;
  hidden?: boolean;
  alwaysShow?: boolean;
  /** Tags of affixed screens never close. */
  affix?: boolean;
  order: number;
  /** Action needed to see the entry (`domain:view`); groups show when a child shows. */
  action?: string;
  children?: MenuSpec[];
}

interface LeafOptions {
  hidden?: boolean;
  affix?: boolean;
  icon?: string;
  /** Domain of the view action when it differs from the screen's own (details share their list's). */
  domain?: string;
}

/** Each domain's `view` action: the one its domain declares, else declared here, once however many screens share it. */
function viewAction(domain: string): ActionRef {
  return actionByKey(`${domain}:view`) ?? defineActions(domain, { view: {} }).view;
}

function lowerFirst(text: string): string {
  return text.charAt(0).toLowerCase() + text.slice(1);
}

function titleOf(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase());
}

function screen(key: string, path: string, options: LeafOptions = {}): Omit<MenuSpec, 'order'> {
  const action = viewAction(options.domain ?? lowerFirst(key));
  action.menuTitle ??= titleOf(key);
  return {
    key,
    path,
    screen: key,
    titleKey: `menu.${key}`,
    title: titleOf(key),
    icon: options.icon,
    hidden: options.hidden,
    affix: options.affix,
    action: action.key,
  };
}

function group(key: string, path: string, icon: string, children: Omit<MenuSpec, 'order'>[]): Omit<MenuSpec, 'order'> {
  return { key, path, titleKey: `menu.${key}`, title: titleOf(key), icon, children: children as MenuSpec[] };
}

/** Gives each entry its position among its siblings. */
function ordered(entries: Omit<MenuSpec, 'order'>[]): MenuSpec[] {
  return entries.map((entry, index) => ({
    ...entry,
    order: (index + 1) * 10,
    children: entry.children ? ordered(entry.children) : undefined,
  }));
}

export const menuCatalogue: MenuSpec[] = ordered([
  screen('TenantAdminDashboard', '/dashboard', { icon: 'DashboardOutlined', affix: true, domain: 'dashboard' }),
  group('dashboards', '/dashboards', 'FundOutlined', [
    screen('SysClientAdminDashboard', '/dashboards/system'),
    screen('rvmDashboard', '/dashboards/rvm'),
    screen('DashboardMap120Full', '/dashboards/map120', { domain: 'dashboardMap' }),
    screen('DashboardMap240Full', '/dashboards/map240', { domain: 'dashboardMap' }),
  ]),
  group('members', '/members', 'TeamOutlined', [
    screen('Member', '/members/member'),
    screen('MemberDetail', '/members/memberDetail', { hidden: true, domain: 'member' }),
    screen('MemberCardList', '/members/memberCard', { domain: 'memberCard' }),
    screen('OctopusList', '/members/octopus', { domain: 'octopus' }),
    screen('AdminCardList', '/members/adminCard', { domain: 'adminCard' }),
    screen('WalletRecord', '/members/walletRecord'),
    screen('AdjustmentHistory', '/members/adjustmentHistory'),
  ]),
  group('gifts', '/gift', 'GiftOutlined', [
    screen('GiftList', '/gift/giftList', { domain: 'redGift' }),
    screen('Gift', '/gift/gift', { hidden: true, domain: 'redGift' }),
    screen('CouponHistory', '/gift/couponHistory'),
    screen('ProgramList', '/gift/program', { domain: 'program' }),
  ]),
  group('transactions', '/transactions', 'TransactionOutlined', [
    screen('RecycleHistory', '/transactions/recycleHistory', { domain: 'recycleHistory' }),
    screen('RecycleRecord', '/transactions/recycleRecord', { domain: 'recycleRecord' }),
    screen('RebateHistory', '/transactions/rebateHistory', { domain: 'rebateHistory' }),
    screen('TransactionList', '/transactions/transactionList', { domain: 'transactionList' }),
    screen('FcmRecycle', '/transactions/fcmRecycle'),
    screen('FoodContainerRecycle', '/transactions/foodContainerRecycle'),
    screen('FoodContainerRebate', '/transactions/foodContainerRebate'),
    screen('CathayPacificRebate', '/transactions/cathayPacificRebate', { domain: 'cathayPacificRebate' }),
    screen('epdRequestHistory', '/transactions/epdRequestHistory'),
  ]),
  group('kiosks', '/configuration/kiosk', 'ShopOutlined', [
    screen('KioskList', '/configuration/kiosk/kioskList', { domain: 'kiosk' }),
    screen('Kiosk', '/configuration/kiosk/kiosk', { hidden: true, domain: 'kiosk' }),
    screen('KioskMap', '/configuration/kiosk/kioskMap', { domain: 'kiosk' }),
    screen('KioskHeartbeats', '/configuration/kiosk/heartbeats'),
    screen('KioskLog', '/configuration/kiosk/kioskLog'),
    screen('KioskAlert', '/configuration/kiosk/kioskAlert'),
    screen('ActivityHistory', '/configuration/kiosk/activityHistory'),
    screen('kioskGroupList', '/configuration/kiosk/kioskGroupList', { domain: 'kioskGroup' }),
    screen('kioskSchedule', '/configuration/kiosk/kioskSchedule'),
    screen('kioskSerialNumberList', '/configuration/kiosk/serialNumber', { domain: 'kioskSerialNumber' }),
    screen('FoodContainerList', '/configuration/kiosk/foodContainer', { domain: 'foodContainer' }),
    screen('MaterialType', '/configuration/kiosk/materialType', { domain: 'kioskMaterialType' }),
    screen('Barcode', '/configuration/kiosk/barcode'),
    screen('RejectionAlert', '/configuration/kiosk/rejectionAlert'),
  ]),
  group('organisation', '/organisation', 'ApartmentOutlined', [
    screen('TenantList', '/organisation/tenantList', { domain: 'tenants' }),
    screen('Tenant', '/organisation/tenant', { hidden: true, domain: 'tenants' }),
    screen('MerchantList', '/organisation/merchantList', { domain: 'merchant' }),
    screen('Merchant', '/organisation/merchantDetail', { hidden: true, domain: 'merchant' }),
    screen('ShopList', '/organisation/shopList', { domain: 'merchantShop' }),
    screen('Shop', '/organisation/shop', { hidden: true, domain: 'merchantShop' }),
    screen('HousingEstateList', '/organisation/housingEstateList', { domain: 'housingEstate' }),
    screen('HousingEstate', '/organisation/housingEstate', { hidden: true, domain: 'housingEstate' }),
    screen('HousingEstateMap', '/organisation/housingEstateMap', { domain: 'housingEstate' }),
    screen('AddressList', '/organisation/address', { domain: 'address' }),
    screen('SysClientList', '/organisation/sysClient', { domain: 'sysClient' }),
  ]),
  group('alerts', '/alert', 'AlertOutlined', [
    screen('AlertType', '/alert/alertType'),
    screen('KioskAlertSetting', '/alertSetting', { domain: 'alertSetting' }),
    screen('OctEventLog', '/alert/octEventLog'),
    screen('OctEventType', '/alert/octEventType'),
    screen('OctSftpLog', '/alert/octSftpLog'),
    screen('OctSftpType', '/alert/octSftpType'),
  ]),
  group('reports', '/report', 'BarChartOutlined', [
    screen('ReportSchedule', '/report/schedule'),
    screen('ReportExport', '/report/export'),
    screen('ReportTenant', '/report/tenant', { domain: 'report' }),
    screen('ReportMerchant', '/report/merchant', { domain: 'report' }),
    screen('ReportRecycle', '/report/recycle', { domain: 'report' }),
    screen('ReportRegister', '/report/register', { domain: 'report' }),
    screen('ReportRebate', '/report/rebate', { domain: 'report' }),
    screen('ReportSummary', '/report/summary', { domain: 'report' }),
    screen('ReportAdjustment', '/report/adjustment', { domain: 'report' }),
    screen('ReportKioskAlert', '/report/kioskAlert', { domain: 'report' }),
    screen('ReportRecycleRebate', '/report/recycleRebate', { domain: 'report' }),
    screen('DownTimeReport', '/report/downtime', { domain: 'report' }),
    screen('ReportFcm', '/report/fcm', { domain: 'report' }),
    screen('ReportKioskStatusSummary', '/report/kioskStatusSummary', { domain: 'report' }),
    screen('ReportSmartBinCollection', '/report/smartBinCollection', { domain: 'report' }),
    screen('ReportBinFullReplacement', '/report/binFullReplacement', { domain: 'report' }),
    screen('ReportTetraPakDowntime', '/report/tetraPakDowntime', { domain: 'report' }),
  ]),
  group('messages', '/message', 'MessageOutlined', [
    screen('SMSHistory', '/message/sms', { domain: 'sms' }),
    screen('EmailHistory', '/message/email', { domain: 'email' }),
    screen('whatsappHistory', '/message/whatsapp', { domain: 'whatsapp' }),
    screen('MessageTemplate', '/message/template'),
  ]),
  group('content', '/content', 'ReadOutlined', [
    screen('PublicContent', '/content/publicContent', { domain: 'pubContent' }),
    screen('PublicContentDetail', '/content/publicContentDetail', { hidden: true, domain: 'pubContent' }),
    screen('LatestNewsList', '/content/latestNews', { domain: 'latestNews' }),
    screen('LatestNews', '/content/latestNewsDetail', { hidden: true, domain: 'latestNews' }),
    screen('HelpTopics', '/content/helpTopics', { domain: 'helpTopic' }),
    screen('FileList', '/content/files', { domain: 'file' }),
  ]),
  group('accessControl', '/access', 'SafetyOutlined', [
    screen('AdminList', '/access/adminList', { domain: 'userManage' }),
    screen('Admin', '/access/admin', { hidden: true, domain: 'userManage' }),
    screen('RoleList', '/access/roleList', { domain: 'role' }),
    screen('Role', '/access/role', { hidden: true, domain: 'role' }),
    screen('Action', '/access/action'),
    screen('Menu', '/access/menu'),
    screen('AccessControl', '/access/accessControl', { domain: 'mapping' }),
    screen('ResourcesManager', '/access/resources', { domain: 'mapping' }),
    screen('AuditLog', '/access/auditLog', { domain: 'sysAuditLog' }),
  ]),
  group('system', '/system', 'SettingOutlined', [
    screen('SysParameter', '/system/parameter'),
    screen('SystemInformation', '/system/information'),
    screen('ScheduleTasks', '/system/scheduleTasks'),
    screen('ScheduleJobHistory', '/system/jobHistory'),
    screen('Settings', '/system/settings'),
    screen('WebhookSubscriptionList', '/system/webhooks', { domain: 'webhookSubscription' }),
    screen('InsideTest', '/system/insideTest', { hidden: true }),
  ]),
]);

/** The catalogue flattened, parents before children, with each entry's parent key. */
export function flattenMenus(entries: MenuSpec[] = menuCatalogue, parentKey: string | null = null) {
  const flat: (MenuSpec & { parentKey: string | null })[] = [];
  for (const entry of entries) {
    flat.push({ ...entry, parentKey });
    if (entry.children) flat.push(...flattenMenus(entry.children, entry.key));
  }
  return flat;
}
