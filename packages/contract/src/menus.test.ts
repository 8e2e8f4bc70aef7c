import { describe, expect, it } from 'vitest';
import { allActions, superAdministratorActions } from './actions.js';
import { flattenMenus, menuCatalogue } from './menus.js';

const SPEC_SCREENS = `Member ResourcesManager AdminList Admin RoleList Role KioskList KioskHeartbeats TenantList Tenant
HousingEstateList HousingEstate HousingEstateMap Action Menu MerchantList Merchant ShopList Shop Gift
GiftList MaterialType CouponHistory HelpTopics KioskLog KioskAlert Barcode SysParameter SysClientList
FoodContainerList AuditLog SMSHistory EmailHistory MessageTemplate FileList RebateHistory RecycleHistory
RecycleRecord RejectionAlert AlertType KioskAlertSetting SystemInformation ScheduleTasks PublicContent
PublicContentDetail ReportExport InsideTest OctEventLog OctEventType OctSftpLog OctSftpType
TransactionList ReportSchedule ReportTenant ReportMerchant ReportRecycle ReportRegister ReportRebate
ReportSummary ReportAdjustment ReportKioskAlert ReportRecycleRebate DownTimeReport AdjustmentHistory
ReportFcm ReportKioskStatusSummary ReportSmartBinCollection ReportBinFullReplacement
ReportTetraPakDowntime WalletRecord Settings AccessControl Kiosk LatestNewsList LatestNews FcmRecycle
ProgramList MemberCardList AddressList OctopusList SysClientAdminDashboard TenantAdminDashboard
AdminCardList FoodContainerRecycle FoodContainerRebate epdRequestHistory kioskGroupList whatsappHistory
kioskSchedule rvmDashboard DashboardMap120Full DashboardMap240Full ActivityHistory ScheduleJobHistory
CathayPacificRebate kioskSerialNumberList`.split(/\s+/);

describe('menu catalogue', () => {
  const flat = flattenMenus();

  it('has an entry for every named screen of the SPEC, each once', () => {
    const screens = flat.flatMap((entry) => (entry.screen ? [entry.screen] : []));
    expect(screens).toEqual(expect.arrayContaining(SPEC_SCREENS));
    expect(new Set(screens).size).toBe(screens.length);
  });

  it('gives each entry a unique key and path, and each screen its view action', () => {
    expect(new Set(flat.map((entry) => entry.key)).size).toBe(flat.length);
    expect(new Set(flat.map((entry) => entry.path)).size).toBe(flat.length);
    const actionKeys = new Set(allActions().map((action) => action.key));
    for (const entry of flat) {
      if (entry.screen) expect(actionKeys, entry.key).toContain(entry.action);
      else expect(entry.children?.length, entry.key).toBeGreaterThan(0);
    }
  });

  it('places the dashboard first, affixed', () => {
    expect(menuCatalogue[0]).toMatchObject({ path: '/dashboard', affix: true });
  });

  it('keeps the dashboard-hiding action from the super administrator', () => {
    const superKeys = superAdministratorActions().map((action) => action.key);
    expect(superKeys).not.toContain('dashboard:notShowDashboard');
    expect(superKeys).toContain('userManage:clearToken');
  });
});
