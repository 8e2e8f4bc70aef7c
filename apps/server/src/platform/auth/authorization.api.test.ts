import {
  businessToday,
  ErrorCode,
  MESSAGE_CHANNELS,
  MESSAGE_HISTORY_PATHS,
  ResourceType,
  type ExportModule,
  type MessageChannel,
} from '@srd/contract';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvRows } from '../../test/exports.js';
import { ADMIN_PASSWORD, createTestApp, type TestApp } from '../../test/harness.js';
import { allExporters } from '../export/exporter.js';
import { seedOrganisation } from '../../test/organisation.js';
import { alertType } from '../../modules/alert-type/tables.js';
import { barcode } from '../../modules/barcode/tables.js';
import { kioskMaterialType } from '../../modules/material-type/tables.js';
import { sysParameter } from '../../modules/sys-parameter/tables.js';
import { helpTopic } from '../../modules/help-topic/tables.js';
import { merchant, shop, sysClient, tenant } from '../../modules/organisation/tables.js';
import { program } from '../../modules/program/tables.js';
import { addressBuilding, addressEstate } from '../../modules/address/tables.js';
import { storedFile } from '../../modules/file/tables.js';
import { latestNews } from '../../modules/latest-news/tables.js';
import { pubContent } from '../../modules/pub-content/tables.js';
import { kiosk } from '../../modules/kiosk/tables.js';
import { kioskGroup, kioskGroupMember } from '../../modules/kiosk-group/tables.js';
import { kioskSchedule } from '../../modules/kiosk-schedule/tables.js';
import { kioskSerialNumber } from '../../modules/kiosk-serial-number/tables.js';
import { adminCard, member as memberTable, memberCard, memberOctopus } from '../../modules/member/tables.js';
import { foodContainer } from '../../modules/food-container/tables.js';
import { foodContainerReturn } from '../../modules/food-recycling/tables.js';
import { memberMilesAccount, milesConfig, milesConversion } from '../../modules/miles/tables.js';
import { kioskAlarm, kioskCommand, kioskErrorCode } from '../../modules/kiosk-ops/tables.js';
import { messageTemplate } from '../../modules/message-template/tables.js';
import { alertSetting } from '../../modules/alert-setting/tables.js';
import { webhookSubscription } from '../../modules/webhook/tables.js';
import { recycleItem, recycleTransaction } from '../../modules/device/tables.js';
import { kioskRejection } from '../../modules/rejection-alert/tables.js';
import { member } from '../../modules/member/tables.js';
import { postEntries } from '../../modules/ledger/posting.js';
import { octEventLog, octEventType, octSftpLog, octSftpType } from '../../modules/octopus/tables.js';
import { message } from '../outbox/tables.js';
import { multipart, PNG } from '../../test/uploads.js';
import { adminMapping } from '../permissions/tables.js';
import { PAGES_SCOPE, registerGuard } from './guard.js';
import type { RouteAccess } from '../http/context.js';
import type { SessionStore } from './sessions.js';

/** Routes anyone may call. Adding a public route means adding it here, on purpose. */
const PUBLIC_ROUTES = new Set([
  'GET /api/health',
  'POST /api/auth/login',
  // An invitation link is its own proof: the invitee has no session yet.
  'GET /api/userManage/inviteRegister/validate',
  'PUT /api/userManage/inviteRegister/user',
  // Public pages and the images of news are shown to visitors: published items and the images of news on show only.
  'POST /api/pubContent/api/Getcontent',
  'GET /api/pubContent/file/:id',
  // Delivery reports of the SMS and WhatsApp providers, which have no session: each checks its provider's signature
  // (provider-reports.api.test.ts covers forged and unsigned reports).
  'POST /api/messages/twilio/status',
  'GET /api/messages/whatsapp/webhook',
  'POST /api/messages/whatsapp/webhook',
  // A receipt link is its own proof: the member scanning a kiosk's QR code has no session (recycling.api.test.ts covers
  // forged and altered links).
  'GET /api/receipt',
  // Asia Miles' answers to conversions: signed with the partner's key (miles.api.test.ts covers a forged answer).
  'POST /api/cathayPacificRebate/partnerAnswer',
]);

/**
 * The device API: public to the staff guard, each route checking the kiosk's own secret instead
 * (modules/device/credentials.ts; device.api.test.ts covers wrong, unknown, disabled and foreign kiosks).
 */
const DEVICE_ROUTES = new Set([
  'POST /api/device/heartbeat',
  'POST /api/device/transaction',
  'POST /api/device/alert',
  'POST /api/device/rejections',
  'POST /api/device/foodContainerReturn',
  'GET /api/device/commands',
  'POST /api/device/command/:id/ack',
]);

/**
 * Routes that act only on the caller's own session, account or preferences, so no other tenant's record
 * is reachable.
 */
const SELF_ROUTES = new Set([
  'GET /api/userManage/getUserProfile',
  'PATCH /api/userManage/updatePassword',
  'POST /api/auth/logout',
  'GET /api/userManage/filteredColumns',
  'PUT /api/userManage/filteredColumns',
  // Signs the live feed's address for the caller's own session; the feed itself sends only the caller's scope.
  'GET /api/kiosk/liveFeedAddress',
  // A blank card sheet, headed in the caller's language: no tenant's record is in it.
  'POST /api/memberCard/downloadTemplate',
]);

/** Every name and code of the other tenant's records holds this word, so any answer that leaks one is caught. */
const OTHER_TENANT_MARK = 'zebra';

interface Fixtures {
  otherTenantId: number;
  otherTenantUserId: number;
  foreignRoleId: number;
  /**
   * A role the caller could not give anyone (access-all-data): roles belong to no tenant, so this is their "elsewhere".
   */
  unassignableRoleId: number;
  /** A merchant of the other tenant, granted to the other tenant's user through admin mapping. */
  otherMerchantId: number;
  /** A record of a catalogue shared by every tenant, which only access-all-data callers change. */
  sharedAlertTypeId: number;
  /** Records of the shared material type, barcode and system parameter catalogues. */
  sharedMaterialTypeId: number;
  sharedBarcodeId: number;
  sharedSysParameterId: number;
  /** A system client admin mapping grants the caller nothing of. */
  otherSysClientId: number;
  /** An active program of the other tenant, running today. */
  otherProgramId: number;
  sharedHelpTopicId: number;
  /** An estate of the other tenant with one building. */
  otherEstateId: number;
  otherBuildingId: number;
  /** A shop of the other tenant's merchant. */
  otherShopId: number;
  /** A file, a news item and a public content item of the other tenant. */
  otherFileId: number;
  otherNewsId: number;
  otherPubContentId: number;
  /**
   * An RVM of the other tenant, its group, a schedule of that group, its serial-number record and a food container of
   * that tenant.
   */
  otherKioskId: number;
  otherKioskGroupId: number;
  otherScheduleId: number;
  otherSerialId: number;
  otherContainerId: number;
  /** A member of the other tenant (a "Zebra" name) with a card and an Octopus number, and an admin card there. */
  otherMemberId: number;
  otherMemberCardId: number;
  otherOctopusId: number;
  otherAdminCardId: number;
  otherAlarmId: number;
  otherCommandId: number;
  sharedErrorCodeId: number;
  /** A message template of the other tenant. */
  otherTemplateId: number;
  /** A failed message of the other tenant on each channel (the SMS one a test message of the other tenant's user). */
  otherMessageIds: Record<MessageChannel, number>;
  otherAlertSettingId: number;
  otherWebhookId: number;
  otherTransactionId: number;
  /** The points and the rebate the other tenant's transaction credited its member. */
  otherEarningIds: { recycle: number; rebate: number };
  /** A conversion of the other tenant's member's points to miles. */
  otherConversionId: number;
  otherRecordId: number;
  /** A member of the other tenant with a recycling credit and an adjustment in their wallet. */
  otherLedgerMemberId: number;
  otherWalletEntryId: number;
  otherAdjustmentId: number;
  /** A food-waste item of the other tenant's transaction, and a refunded return of the other tenant's container. */
  otherFoodItemId: number;
  otherContainerReturnId: number;
  /** The shared Octopus file kind and card event type, and a transfer and card event of the other tenant. */
  sharedOctSftpTypeId: number;
  sharedOctEventTypeId: number;
  otherOctSftpLogId: number;
  otherOctEventLogId: number;
}

interface Listed {
  ids: (data: any) => number[];
  absentId: number;
}

interface CrossTenantCase {
  url: string;
  body?: unknown;
  expectCode: number;
  expectNoRows?: boolean;
  /**
   * A list that has rows in the caller's tenant: the ids it answered, none of which may be `absentId`; several lists
   * for an answer that holds several.
   */
  listed?: Listed | Listed[];
  /**
   * The answer is a CSV file (an export): its HTTP status stands for the code, its records (header first) for the data.
   */
  csv?: boolean;
  /** Headers of a body that is not JSON (a multipart upload). */
  headers?: Record<string, string>;
  /** The file holds rows of the caller's tenant, so an empty file cannot pass for a scoped one. */
  holdsOwnRows?: boolean;
  /**
   * The same request by an access-all-data caller answers a name of the other tenant: its absence from this answer
   * is the scope at work, not a lack of data.
   */
  othersShownToAllData?: boolean;
}

const rowIds = (data: { rows: { id: number }[] }) => data.rows.map((row) => row.id);

/** Each channel's history: the other tenant's message is not listed, read or resent. */
const messageHistoryCases = Object.fromEntries(
  MESSAGE_CHANNELS.flatMap((channel) => {
    const path = `/api/${MESSAGE_HISTORY_PATHS[channel]}`;
    return [
      [
        `POST ${path}/page`,
        (fx: Fixtures) => ({
          url: `${path}/page`,
          body: { pageSize: -1 },
          expectCode: 200,
          listed: { ids: rowIds, absentId: fx.otherMessageIds[channel] },
        }),
      ],
      [
        `GET ${path}/:id`,
        (fx: Fixtures) => ({ url: `${path}/${fx.otherMessageIds[channel]}`, expectCode: ErrorCode.OutOfScope }),
      ],
      [
        `POST ${path}/:id/resend`,
        (fx: Fixtures) => ({ url: `${path}/${fx.otherMessageIds[channel]}/resend`, expectCode: ErrorCode.OutOfScope }),
      ],
    ];
  }),
) as Record<string, (fx: Fixtures) => CrossTenantCase>;
const optionIds = (data: { id: number }[]) => data.map((option) => option.id);
const choiceValues = (list: string) => (data: Record<string, { value: number }[]>) =>
  data[list]!.map((choice) => choice.value);
/** The day before now and the hour after, as lists bounded by a period take it. */
const lastDay = () => ({
  from: new Date(Date.now() - 86_400_000).toISOString(),
  to: new Date(Date.now() + 3_600_000).toISOString(),
});

/**
 * The exports that are no tenant's, on purpose: roles belong to no tenant (every caller who may export them gets them
 * all), and the runs of background tasks are for access-all-data callers only. Every other list the exporter registry
 * knows is exported with rows of both tenants in the database (the fixtures below; a new export needs its own).
 */
const EXPORTS_BEYOND_TENANTS: Partial<Record<ExportModule, 'everyTenant' | 'allDataOnly'>> = {
  roleList: 'everyTenant',
  scheduleJobHistory: 'allDataOnly',
};

/**
 * Every export as a CSV file: it holds rows of the caller's tenant and none of the other tenant's, which an
 * access-all-data caller's file shows; where the list's filter takes a tenant, naming the other one changes nothing.
 */
const exportCases = (fx: Fixtures): CrossTenantCase[] =>
  allExporters().flatMap(({ module, filter }): CrossTenantCase[] => {
    const url = `/api/export/exportExcel?module=${module}&format=csv`;
    const beyond = EXPORTS_BEYOND_TENANTS[module];
    if (beyond === 'allDataOnly') return [{ url, body: {}, expectCode: ErrorCode.OutOfScope }];
    const own = { url, body: {}, expectCode: 200, csv: true, holdsOwnRows: true };
    if (beyond === 'everyTenant') return [own];
    const takesTenant = 'shape' in filter && 'tid' in (filter.shape as object);
    return [
      { ...own, othersShownToAllData: true },
      ...(takesTenant ? [{ url, body: { tid: fx.otherTenantId }, expectCode: 200, csv: true }] : []),
    ];
  });
const newUser = (fx: Fixtures) => ({
  loginId: `cross-${fx.otherTenantUserId}`,
  password: 'Fresh-Kiosk#88',
  status: 1,
  roleIds: [fx.foreignRoleId],
  tid: fx.otherTenantId,
});
const roleFields = { name: 'Cross role', status: 1, type: 'tenant', levelMin: 0, levelMax: 9, accessAllData: true };
const editUser = (fx: Fixtures) => ({
  id: fx.otherTenantUserId,
  loginId: `cross-${fx.otherTenantUserId}`,
  status: 1,
  roleIds: [fx.foreignRoleId],
});

/**
 * For every other route, a request against a record of another tenant (or a role the caller does not
 * hold); a new route must add its case here, with what an out-of-scope caller gets.
 */
const CROSS_TENANT: Record<string, (fx: Fixtures) => CrossTenantCase | CrossTenantCase[]> = {
  'GET /api/userManage/clearToken/:id': (fx) => ({
    url: `/api/userManage/clearToken/${fx.otherTenantUserId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/user/deleteToken': (fx) => ({
    url: `/api/user/deleteToken?userId=${fx.otherTenantUserId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/userManage/page': (fx) => ({
    url: '/api/userManage/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherTenantUserId },
  }),
  'POST /api/user/page': (fx) => ({
    url: '/api/user/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherTenantUserId },
  }),
  'GET /api/userManage/getInfo': (fx) => ({
    url: `/api/userManage/getInfo?id=${fx.otherTenantUserId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/user': (fx) => ({ url: `/api/user?id=${fx.otherTenantUserId}`, expectCode: ErrorCode.OutOfScope }),
  'POST /api/userManage': (fx) => ({ url: '/api/userManage', body: newUser(fx), expectCode: ErrorCode.OutOfScope }),
  'POST /api/user': (fx) => ({ url: '/api/user', body: newUser(fx), expectCode: ErrorCode.OutOfScope }),
  'PUT /api/userManage': (fx) => ({ url: '/api/userManage', body: editUser(fx), expectCode: ErrorCode.OutOfScope }),
  'PUT /api/user': (fx) => ({ url: '/api/user', body: editUser(fx), expectCode: ErrorCode.OutOfScope }),
  'PATCH /api/userManage/changeStatus': (fx) => ({
    url: '/api/userManage/changeStatus',
    body: { id: fx.otherTenantUserId, status: 0 },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PATCH /api/userManage/unlock': (fx) => ({
    url: '/api/userManage/unlock',
    body: { id: fx.otherTenantUserId },
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/userManage/userSelectlist': (fx) => ({
    url: '/api/userManage/userSelectlist',
    expectCode: 200,
    listed: { ids: optionIds, absentId: fx.otherTenantUserId },
  }),
  'POST /api/userManage/inviteRegister': (fx) => ({
    url: '/api/userManage/inviteRegister',
    body: { email: `cross-${fx.otherTenantUserId}@kiosk.example`, roleIds: [fx.foreignRoleId], tid: fx.otherTenantId },
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/userManage/inviteRegister/resend/:id': (fx) => ({
    url: `/api/userManage/inviteRegister/resend/${fx.otherTenantUserId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/userManage/getResourceByType/:type': (fx) => ({
    url: '/api/userManage/getResourceByType/Tenant',
    expectCode: 200,
    listed: { ids: optionIds, absentId: fx.otherTenantId },
  }),
  // The caller holds role:view, which lets them read any role (roles belong to no tenant); without it a
  // role they do not hold answers 1003 (permission.api.test.ts).
  'POST /api/permission/getMenuByRoles': (fx) => ({
    url: '/api/permission/getMenuByRoles',
    body: [fx.foreignRoleId],
    expectCode: 200,
  }),
  'POST /api/permission/getActionByRoles': (fx) => ({
    url: '/api/permission/getActionByRoles',
    body: { roleIds: [fx.foreignRoleId] },
    expectCode: 200,
  }),
  'POST /api/role/page': () => ({ url: '/api/role/page', body: {}, expectCode: 200 }),
  'GET /api/role/getInfo': (fx) => ({ url: `/api/role/getInfo?id=${fx.unassignableRoleId}`, expectCode: 200 }),
  'POST /api/role': () => ({ url: '/api/role', body: roleFields, expectCode: ErrorCode.MissingAction }),
  'PUT /api/role': (fx) => ({
    url: '/api/role',
    body: { ...roleFields, id: fx.unassignableRoleId },
    expectCode: ErrorCode.MissingAction,
  }),
  'DELETE /api/role/:id': (fx) => ({ url: `/api/role/${fx.unassignableRoleId}`, expectCode: ErrorCode.MissingAction }),
  'GET /api/role/options': (fx) => ({
    url: '/api/role/options',
    expectCode: 200,
    listed: { ids: optionIds, absentId: fx.unassignableRoleId },
  }),
  'GET /api/permission/actionTree': () => ({ url: '/api/permission/actionTree', expectCode: 200 }),
  'POST /api/action/page': () => ({ url: '/api/action/page', body: {}, expectCode: 200 }),
  'GET /api/menu/tree': () => ({ url: '/api/menu/tree', expectCode: 200 }),
  // Menus belong to no tenant: an edit that keeps the catalogue's layout.
  'PUT /api/menu': () => ({
    url: '/api/menu',
    body: { key: 'Menu', order: 60, icon: null, hidden: false, alwaysShow: false, parentKey: 'accessControl' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/sysAuditLog/page': (fx) => ({
    url: '/api/sysAuditLog/page',
    body: { userId: fx.otherTenantUserId },
    expectCode: 200,
    expectNoRows: true,
  }),
  // A report is stored in the reporter's own name and tenant, whatever record it names.
  'POST /api/sysAuditLog/logReceive': (fx) => ({
    url: '/api/sysAuditLog/logReceive',
    body: {
      resTypeId: ResourceType.Merchant,
      recordId: fx.otherMerchantId,
      action: 'update',
      columnsDto: [{ name: 'name', oldValue: 'a', newValue: 'b' }],
    },
    expectCode: 200,
  }),
  'POST /api/sysAuditLog/securityEvents': (fx) => ({
    url: '/api/sysAuditLog/securityEvents',
    body: { userId: fx.otherTenantUserId },
    expectCode: 200,
    expectNoRows: true,
  }),
  'POST /api/export/exportExcel': exportCases,
  'GET /api/mapping/getResourceTypes': () => ({ url: '/api/mapping/getResourceTypes', expectCode: 200 }),
  'GET /api/mapping/getResourceOptions/:type': (fx) => ({
    url: '/api/mapping/getResourceOptions/Merchant',
    expectCode: 200,
    listed: { ids: optionIds, absentId: fx.otherMerchantId },
  }),
  'GET /api/mapping/getAdminOptions': (fx) => ({
    url: '/api/mapping/getAdminOptions',
    expectCode: 200,
    listed: { ids: optionIds, absentId: fx.otherTenantUserId },
  }),
  'GET /api/mapping/getAdminIds/:a/:b': (fx) => ({
    url: `/api/mapping/getAdminIds/${ResourceType.Tenant}/${fx.otherTenantId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/mapping/getResourceIds/:a/:b': (fx) => ({
    url: `/api/mapping/getResourceIds/${ResourceType.Merchant}/${fx.otherTenantUserId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/mapping/updateAdminMapping': (fx) => ({
    url: '/api/mapping/updateAdminMapping',
    body: { resTypeId: ResourceType.Merchant, resId: fx.otherMerchantId, adminIds: [] },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/mapping/updateAdminMapping/:id': (fx) => ({
    url: `/api/mapping/updateAdminMapping/${fx.otherTenantUserId}`,
    body: { resTypeId: ResourceType.Merchant, resIds: [] },
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/adminMapping/list': (fx) => ({
    url: '/api/adminMapping/list',
    body: { adminId: fx.otherTenantUserId },
    expectCode: 200,
    expectNoRows: true,
  }),
  'POST /api/adminMapping/updateAdminMapping': (fx) => ({
    url: '/api/adminMapping/updateAdminMapping',
    body: { adminId: fx.otherTenantUserId, resTypeId: ResourceType.Merchant, resIds: [fx.otherMerchantId] },
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/alertType/page': () => ({ url: '/api/alertType/page', body: {}, expectCode: 200 }),
  'GET /api/alertType': (fx) => ({ url: `/api/alertType?id=${fx.sharedAlertTypeId}`, expectCode: 200 }),
  'GET /api/alertType/getAll': () => ({ url: '/api/alertType/getAll', expectCode: 200 }),
  // Names no record: the shared catalogue's codes and names, for filters.
  'GET /api/alertType/getSelectList': () => ({ url: '/api/alertType/getSelectList', expectCode: 200 }),
  'POST /api/alertType': () => ({
    url: '/api/alertType',
    body: { code: 'CROSS', name: 'Cross', level: 1, status: 1 },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/alertType': (fx) => ({
    url: '/api/alertType',
    body: { id: fx.sharedAlertTypeId, name: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/alertType/:id': (fx) => ({
    url: `/api/alertType/${fx.sharedAlertTypeId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/kioskMaterialType/page': () => ({ url: '/api/kioskMaterialType/page', body: {}, expectCode: 200 }),
  'GET /api/kioskMaterialType': (fx) => ({
    url: `/api/kioskMaterialType?id=${fx.sharedMaterialTypeId}`,
    expectCode: 200,
  }),
  'GET /api/kioskMaterialType/getSelectList': () => ({
    url: '/api/kioskMaterialType/getSelectList?kioskType=0',
    expectCode: 200,
  }),
  'POST /api/kioskMaterialType': () => ({
    url: '/api/kioskMaterialType',
    body: { code: 'CROSS', materialName: 'Cross', status: 1 },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/kioskMaterialType': (fx) => ({
    url: '/api/kioskMaterialType',
    body: { id: fx.sharedMaterialTypeId, materialName: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/kioskMaterialType/:id': (fx) => ({
    url: `/api/kioskMaterialType/${fx.sharedMaterialTypeId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/barcode/page': () => ({ url: '/api/barcode/page', body: {}, expectCode: 200 }),
  'GET /api/barcode': (fx) => ({ url: `/api/barcode?id=${fx.sharedBarcodeId}`, expectCode: 200 }),
  'POST /api/barcode': (fx) => ({
    url: '/api/barcode',
    body: { barcode: '96385074', materialTypeId: fx.sharedMaterialTypeId, name: 'Cross', status: 1 },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/barcode': (fx) => ({
    url: '/api/barcode',
    body: { id: fx.sharedBarcodeId, name: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/barcode/:id': (fx) => ({ url: `/api/barcode/${fx.sharedBarcodeId}`, expectCode: ErrorCode.OutOfScope }),
  'POST /api/sysParameter/page': () => ({ url: '/api/sysParameter/page', body: {}, expectCode: 200 }),
  'GET /api/sysParameter': (fx) => ({ url: `/api/sysParameter?id=${fx.sharedSysParameterId}`, expectCode: 200 }),
  'POST /api/sysParameter': () => ({
    url: '/api/sysParameter',
    body: { paramKey: 'cross.key', paramValue: 'x', status: 1 },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/sysParameter': (fx) => ({
    url: '/api/sysParameter',
    body: { id: fx.sharedSysParameterId, paramValue: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/sysParameter/:id': (fx) => ({
    url: `/api/sysParameter/${fx.sharedSysParameterId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  // Jobs work for every tenant at once: only access-all-data callers see or change them.
  'GET /api/scheduleTask/list': () => ({ url: '/api/scheduleTask/list', expectCode: ErrorCode.OutOfScope }),
  'PUT /api/scheduleTask/:name': () => ({
    url: '/api/scheduleTask/heartbeat.retention',
    body: { enabled: false },
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/scheduleTask/:name/run': () => ({
    url: '/api/scheduleTask/heartbeat.retention/run',
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/scheduleJobHistory/page': () => ({
    url: '/api/scheduleJobHistory/page',
    body: {},
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/systemInformation': () => ({ url: '/api/systemInformation', expectCode: ErrorCode.OutOfScope }),
  'POST /api/systemInformation/backup': () => ({
    url: '/api/systemInformation/backup',
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/sysClient/page': (fx) => ({
    url: '/api/sysClient/page',
    body: { pageSize: -1 },
    expectCode: 200,
    expectNoRows: true,
    listed: { ids: rowIds, absentId: fx.otherSysClientId },
  }),
  'GET /api/sysClient': (fx) => ({ url: `/api/sysClient?id=${fx.otherSysClientId}`, expectCode: ErrorCode.OutOfScope }),
  'POST /api/sysClient': () => ({
    url: '/api/sysClient',
    body: { name: 'Cross client', status: 1 },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/sysClient': (fx) => ({
    url: '/api/sysClient',
    body: { id: fx.otherSysClientId, name: 'Cross client' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/sysClient/:id': (fx) => ({
    url: `/api/sysClient/${fx.otherSysClientId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/program/page': (fx) => ({
    url: '/api/program/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherProgramId },
  }),
  'GET /api/program': (fx) => ({ url: `/api/program?id=${fx.otherProgramId}`, expectCode: ErrorCode.OutOfScope }),
  'GET /api/program/api/list': (fx) => ({
    url: '/api/program/api/list',
    expectCode: 200,
    listed: { ids: optionIds, absentId: fx.otherProgramId },
  }),
  'POST /api/program': (fx) => ({
    url: '/api/program',
    body: { tid: fx.otherTenantId, name: 'Cross program', status: 1, effectiveDate: businessToday() },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/program': (fx) => ({
    url: '/api/program',
    body: { id: fx.otherProgramId, name: 'Cross program' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/program/:id': (fx) => ({ url: `/api/program/${fx.otherProgramId}`, expectCode: ErrorCode.OutOfScope }),
  'POST /api/tenants/list': (fx) => ({
    url: '/api/tenants/list',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherTenantId },
  }),
  'GET /api/tenants/:id': (fx) => ({ url: `/api/tenants/${fx.otherTenantId}`, expectCode: ErrorCode.OutOfScope }),
  'POST /api/tenants': () => ({
    url: '/api/tenants',
    body: { name: 'Cross tenant', status: 1 },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PATCH /api/tenants/:id': (fx) => ({
    url: `/api/tenants/${fx.otherTenantId}`,
    body: { shortName: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/tenants/duplicate/:id': (fx) => ({
    url: `/api/tenants/duplicate/${fx.otherTenantId}`,
    body: {},
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/tenant/getTreeInfoByRole': (fx) => ({
    url: '/api/tenant/getTreeInfoByRole?type=tenant',
    expectCode: 200,
    listed: { ids: optionIds, absentId: fx.otherTenantId },
  }),
  'POST /api/helpTopic/page': () => ({ url: '/api/helpTopic/page', body: {}, expectCode: 200 }),
  'GET /api/helpTopic': (fx) => ({ url: `/api/helpTopic?id=${fx.sharedHelpTopicId}`, expectCode: 200 }),
  'POST /api/helpTopic': () => ({
    url: '/api/helpTopic',
    body: { title: 'Cross', content: '<p>x</p>', category: 'Cross', status: 1 },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/helpTopic': (fx) => ({
    url: '/api/helpTopic',
    body: { id: fx.sharedHelpTopicId, title: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/helpTopic/:id': (fx) => ({
    url: `/api/helpTopic/${fx.sharedHelpTopicId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/address/addressEstate/page': (fx) => ({
    url: '/api/address/addressEstate/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherEstateId },
  }),
  'GET /api/address/addressEstate': (fx) => ({
    url: `/api/address/addressEstate?id=${fx.otherEstateId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/address/addressEstate': (fx) => ({
    url: '/api/address/addressEstate',
    body: { tid: fx.otherTenantId, name: 'Cross estate' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/address/addressEstate': (fx) => ({
    url: '/api/address/addressEstate',
    body: { id: fx.otherEstateId, name: 'Cross estate' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/address/addressEstate/:id': (fx) => ({
    url: `/api/address/addressEstate/${fx.otherEstateId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/address/addressBuilding/page': (fx) => ({
    url: '/api/address/addressBuilding/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherBuildingId },
  }),
  'GET /api/address/addressBuilding': (fx) => ({
    url: `/api/address/addressBuilding?id=${fx.otherBuildingId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/address/addressBuilding': (fx) => ({
    url: '/api/address/addressBuilding',
    body: { estateId: fx.otherEstateId, name: 'Cross block' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/address/addressBuilding': (fx) => ({
    url: '/api/address/addressBuilding',
    body: { id: fx.otherBuildingId, name: 'Cross block' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/address/addressBuilding/:id': (fx) => ({
    url: `/api/address/addressBuilding/${fx.otherBuildingId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/address/getAddressTree': (fx) => ({
    url: '/api/address/getAddressTree',
    expectCode: 200,
    listed: {
      ids: (data: { estateId: number }[]) => data.map((estate) => estate.estateId),
      absentId: fx.otherEstateId,
    },
  }),
  'GET /api/housingEstate/mapSettings': () => ({ url: '/api/housingEstate/mapSettings', expectCode: 200 }),
  'POST /api/housingEstate/list': (fx) => ({
    url: '/api/housingEstate/list',
    body: { allData: true },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherEstateId },
  }),
  'POST /api/merchant/page': (fx) => ({
    url: '/api/merchant/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherMerchantId },
  }),
  'GET /api/merchant': (fx) => ({ url: `/api/merchant?id=${fx.otherMerchantId}`, expectCode: ErrorCode.OutOfScope }),
  'POST /api/merchant': (fx) => ({
    url: '/api/merchant',
    body: { tid: fx.otherTenantId, name: 'Cross merchant', status: 1 },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/merchant': (fx) => ({
    url: '/api/merchant',
    body: { id: fx.otherMerchantId, name: 'Cross merchant' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/merchant/:id': (fx) => ({
    url: `/api/merchant/${fx.otherMerchantId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  // The other tenant's merchant is short-named 'CROSS': the caller's list must not offer it.
  'GET /api/merchant/shortNames': () => ({
    url: '/api/merchant/shortNames',
    expectCode: 200,
    listed: { ids: (names: string[]) => (names.includes('CROSS') ? [-1] : []), absentId: -1 },
  }),
  'POST /api/merchantShop/page': (fx) => ({
    url: '/api/merchantShop/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherShopId },
  }),
  'GET /api/merchantShop': (fx) => ({
    url: `/api/merchantShop?id=${fx.otherShopId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/merchantShop': (fx) => ({
    url: '/api/merchantShop',
    body: { tid: fx.otherTenantId, mid: fx.otherMerchantId, name: 'Cross shop', shopType: 0, status: 1 },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/merchantShop': (fx) => ({
    url: '/api/merchantShop',
    body: { id: fx.otherShopId, name: 'Cross shop' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/merchantShop/:id': (fx) => ({
    url: `/api/merchantShop/${fx.otherShopId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/merchantShop/shortNames': () => ({
    url: '/api/merchantShop/shortNames',
    expectCode: 200,
    listed: { ids: (names: string[]) => (names.includes('CROSS') ? [-1] : []), absentId: -1 },
  }),
  'GET /api/merchantShop/merchantOptions': (fx) => ({
    url: '/api/merchantShop/merchantOptions',
    expectCode: 200,
    listed: { ids: optionIds, absentId: fx.otherMerchantId },
  }),
  'GET /api/merchantShop/couponValidToken': (fx) => ({
    url: `/api/merchantShop/couponValidToken?id=${fx.otherShopId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/merchantShop/couponValidToken': (fx) => ({
    url: '/api/merchantShop/couponValidToken',
    body: { id: fx.otherShopId },
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/file/page': (fx) => ({
    url: '/api/file/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherFileId },
  }),
  'GET /api/file': (fx) => ({ url: `/api/file?id=${fx.otherFileId}`, expectCode: ErrorCode.OutOfScope }),
  'GET /api/file/download/:id': (fx) => ({
    url: `/api/file/download/${fx.otherFileId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/file/:id': (fx) => ({ url: `/api/file/${fx.otherFileId}`, expectCode: ErrorCode.OutOfScope }),
  'POST /api/file/upload': (fx) => ({
    url: '/api/file/upload',
    ...multipart({ fields: { tid: String(fx.otherTenantId) }, files: [{ fileName: 'x.png', bytes: PNG }] }),
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/latestNews/page': (fx) => ({
    url: '/api/latestNews/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherNewsId },
  }),
  'GET /api/latestNews': (fx) => ({ url: `/api/latestNews?id=${fx.otherNewsId}`, expectCode: ErrorCode.OutOfScope }),
  'POST /api/latestNews': (fx) => ({
    url: '/api/latestNews',
    body: { tid: fx.otherTenantId, type: 'new', title: 'Cross', status: 2, publishDate: businessToday() },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/latestNews': (fx) => ({
    url: '/api/latestNews',
    body: { id: fx.otherNewsId, title: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/latestNews/:id': (fx) => ({
    url: `/api/latestNews/${fx.otherNewsId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/latestNews/image/:id': (fx) => ({
    url: `/api/latestNews/image/${fx.otherFileId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/latestNews/uploadImage': (fx) => ({
    url: '/api/latestNews/uploadImage',
    ...multipart({ fields: { tid: String(fx.otherTenantId) }, files: [{ fileName: 'x.png', bytes: PNG }] }),
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/pubContent/page': (fx) => ({
    url: '/api/pubContent/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherPubContentId },
  }),
  'GET /api/pubContent': (fx) => ({
    url: `/api/pubContent?id=${fx.otherPubContentId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/pubContent': (fx) => ({
    url: '/api/pubContent',
    body: { tid: fx.otherTenantId, slug: 'cross', title: 'Cross', content: '<p>x</p>', status: 1 },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/pubContent': (fx) => ({
    url: '/api/pubContent',
    body: { id: fx.otherPubContentId, title: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/pubContent/:id': (fx) => ({
    url: `/api/pubContent/${fx.otherPubContentId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/kioskGroup/page': (fx) => ({
    url: '/api/kioskGroup/page',
    body: { pageSize: -1 },
    expectCode: 200,
    expectNoRows: true,
    listed: { ids: rowIds, absentId: fx.otherKioskGroupId },
  }),
  'GET /api/kioskGroup': (fx) => ({
    url: `/api/kioskGroup?id=${fx.otherKioskGroupId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/kioskGroup': (fx) => ({
    url: '/api/kioskGroup',
    body: { tid: fx.otherTenantId, name: 'Cross', kioskType: 0, kioskIds: [fx.otherKioskId] },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/kioskGroup': (fx) => ({
    url: '/api/kioskGroup',
    body: { id: fx.otherKioskGroupId, name: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/kioskGroup/:id': (fx) => ({
    url: `/api/kioskGroup/${fx.otherKioskGroupId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/kioskGroup/kioskOptions': (fx) => ({
    url: `/api/kioskGroup/kioskOptions?tid=${fx.otherTenantId}`,
    expectCode: 200,
    listed: { ids: optionIds, absentId: fx.otherKioskId },
  }),
  'POST /api/kioskSchedule/page': (fx) => ({
    url: '/api/kioskSchedule/page',
    body: { pageSize: -1 },
    expectCode: 200,
    expectNoRows: true,
    listed: { ids: rowIds, absentId: fx.otherScheduleId },
  }),
  'GET /api/kioskSchedule': (fx) => ({
    url: `/api/kioskSchedule?id=${fx.otherScheduleId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/kioskSchedule': (fx) => ({
    url: '/api/kioskSchedule',
    body: {
      name: 'Cross',
      kioskId: fx.otherKioskId,
      weekdays: [1],
      openTime: '08:00',
      closeTime: '18:00',
      effectiveDate: businessToday(),
    },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/kioskSchedule': (fx) => ({
    url: '/api/kioskSchedule',
    body: { id: fx.otherScheduleId, manualStatus: 2 },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/kioskSchedule/:id': (fx) => ({
    url: `/api/kioskSchedule/${fx.otherScheduleId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/kioskSchedule/kioskOptions': (fx) => ({
    url: '/api/kioskSchedule/kioskOptions',
    expectCode: 200,
    listed: { ids: optionIds, absentId: fx.otherKioskId },
  }),
  'GET /api/kioskSchedule/groupOptions': (fx) => ({
    url: '/api/kioskSchedule/groupOptions',
    expectCode: 200,
    listed: { ids: optionIds, absentId: fx.otherKioskGroupId },
  }),
  'POST /api/kioskSerialNumber/page': (fx) => ({
    url: '/api/kioskSerialNumber/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherSerialId },
  }),
  'GET /api/kioskSerialNumber': (fx) => ({
    url: `/api/kioskSerialNumber?id=${fx.otherSerialId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/kioskSerialNumber': (fx) => ({
    url: '/api/kioskSerialNumber',
    body: { model: 'X', serialNo: 'CROSS-1', status: 1, kioskId: fx.otherKioskId },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/kioskSerialNumber': (fx) => ({
    url: '/api/kioskSerialNumber',
    body: { id: fx.otherSerialId, model: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/kioskSerialNumber/:id': (fx) => ({
    url: `/api/kioskSerialNumber/${fx.otherSerialId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/kioskSerialNumber/kioskOptions': (fx) => ({
    url: '/api/kioskSerialNumber/kioskOptions',
    expectCode: 200,
    listed: { ids: optionIds, absentId: fx.otherKioskId },
  }),
  'POST /api/member/page': (fx) => [
    {
      url: '/api/member/page',
      body: { pageSize: -1 },
      expectCode: 200,
      listed: { ids: rowIds, absentId: fx.otherMemberId },
    },
    { url: '/api/member/page', body: { tid: fx.otherTenantId }, expectCode: 200, expectNoRows: true },
    { url: '/api/member/page', body: { cardNo: '85202000000001' }, expectCode: 200, expectNoRows: true },
  ],
  'GET /api/member/:id': (fx) => ({ url: `/api/member/${fx.otherMemberId}`, expectCode: ErrorCode.OutOfScope }),
  'POST /api/member': (fx) => ({
    url: '/api/member',
    body: { tid: fx.otherTenantId, membershipNo: 'CROSS1', name: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/member/:id': (fx) => ({
    url: `/api/member/${fx.otherMemberId}`,
    body: { name: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  // The kiosk languages are every tenant's.
  'GET /api/usrLangType/getUsrLangOptions': () => ({ url: '/api/usrLangType/getUsrLangOptions', expectCode: 200 }),
  'POST /api/memberCard/page': (fx) => [
    {
      url: '/api/memberCard/page',
      body: { page: 1, pageSize: -1, keyword: '' },
      expectCode: 200,
      listed: { ids: rowIds, absentId: fx.otherMemberCardId },
    },
    { url: '/api/memberCard/page', body: { memberId: fx.otherMemberId }, expectCode: 200, expectNoRows: true },
  ],
  'GET /api/memberCard': (fx) => ({
    url: `/api/memberCard?id=${fx.otherMemberCardId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/memberCard': (fx) => ({
    url: '/api/memberCard',
    body: { memberId: fx.otherMemberId, cardNo: '85299999999999' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/memberCard': (fx) => ({
    url: '/api/memberCard',
    body: { id: fx.otherMemberCardId, status: 0 },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/memberCard/:id': (fx) => ({
    url: `/api/memberCard/${fx.otherMemberCardId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/memberCard/upload': (fx) => {
    const { body, headers } = multipart({
      fields: { tid: String(fx.otherTenantId) },
      // Enough of a workbook for the upload to be taken as one; the tenant is refused before it is read.
      files: [
        { fileName: 'cards.xlsx', bytes: Buffer.from('PK\x03\x04[Content_Types].xml xl/workbook.xml', 'latin1') },
      ],
    });
    return { url: '/api/memberCard/upload', body, headers, expectCode: ErrorCode.OutOfScope };
  },
  'POST /api/octopus/page': (fx) => [
    {
      url: '/api/octopus/page',
      body: { pageSize: -1 },
      expectCode: 200,
      listed: { ids: rowIds, absentId: fx.otherOctopusId },
    },
    { url: '/api/octopus/page', body: { tid: fx.otherTenantId }, expectCode: 200, expectNoRows: true },
  ],
  'GET /api/octopus': (fx) => ({ url: `/api/octopus?id=${fx.otherOctopusId}`, expectCode: ErrorCode.OutOfScope }),
  'POST /api/octopus': (fx) => ({
    url: '/api/octopus',
    body: { memberId: fx.otherMemberId, numbers: [{ prefix: '12121212', suffix: '1' }] },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/octopus': (fx) => ({
    url: '/api/octopus',
    body: { id: fx.otherOctopusId, status: 0, disabledReason: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/octopus/:id': (fx) => ({ url: `/api/octopus/${fx.otherOctopusId}`, expectCode: ErrorCode.OutOfScope }),
  'POST /api/adminCard/page': (fx) => ({
    url: '/api/adminCard/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherAdminCardId },
  }),
  'GET /api/adminCard': (fx) => ({ url: `/api/adminCard?id=${fx.otherAdminCardId}`, expectCode: ErrorCode.OutOfScope }),
  'POST /api/adminCard': (fx) => ({
    url: '/api/adminCard',
    body: { tid: fx.otherTenantId, cardNo: 'CROSS01', holderName: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/adminCard': (fx) => ({
    url: '/api/adminCard',
    body: { id: fx.otherAdminCardId, holderName: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/adminCard/:id': (fx) => ({
    url: `/api/adminCard/${fx.otherAdminCardId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/foodContainer/list': (fx) => ({
    url: '/api/foodContainer/list',
    body: { pageSize: -1 },
    expectCode: 200,
    expectNoRows: true,
    listed: { ids: rowIds, absentId: fx.otherContainerId },
  }),
  'PUT /api/foodContainer': (fx) => ({
    url: '/api/foodContainer',
    body: { id: fx.otherContainerId, status: 1 },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/foodContainer/:id': (fx) => ({
    url: `/api/foodContainer/${fx.otherContainerId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/foodContainer/batchCreate': (fx) => ({
    url: '/api/foodContainer/batchCreate',
    body: { tid: fx.otherTenantId, containerType: 'BIN20', count: 1, prefix: 'CROSS-', startNo: 1 },
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/foodContainer/getContainerTypes': () => ({ url: '/api/foodContainer/getContainerTypes', expectCode: 200 }),
  'POST /api/kiosk/list': (fx) => ({
    url: '/api/kiosk/list',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherKioskId },
  }),
  'GET /api/kiosk/:id': (fx) => ({ url: `/api/kiosk/${fx.otherKioskId}`, expectCode: ErrorCode.OutOfScope }),
  'POST /api/kiosk': (fx) => ({
    url: '/api/kiosk',
    body: { kid: 'CROSS-1', tid: fx.otherTenantId, kioskType: 0, name: 'Cross kiosk' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PATCH /api/kiosk/:id': (fx) => ({
    url: `/api/kiosk/${fx.otherKioskId}`,
    body: { name: 'Cross kiosk' },
    expectCode: ErrorCode.OutOfScope,
  }),
  // Numbers only: the suggestion spans every tenant because KIDs are unique across them.
  'GET /api/kiosk/getMaxId': () => ({ url: '/api/kiosk/getMaxId', expectCode: 200 }),
  'POST /api/kiosk/batchCreate': (fx) => ({
    url: '/api/kiosk/batchCreate',
    body: { tid: fx.otherTenantId, kioskType: 0, count: 2, kidPrefix: 'CROSS-', startNumber: 1 },
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/kiosk/adminCode/:id': (fx) => ({
    url: `/api/kiosk/adminCode/${fx.otherKioskId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/kiosk/getHkpckioskSelect': (fx) => ({
    url: '/api/kiosk/getHkpckioskSelect',
    expectCode: 200,
    listed: { ids: optionIds, absentId: fx.otherKioskId },
  }),
  'POST /api/kiosk/rotateSecret/:id': (fx) => ({
    url: `/api/kiosk/rotateSecret/${fx.otherKioskId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/kiosk/markAsDown': (fx) => ({
    url: '/api/kiosk/markAsDown',
    body: { id: fx.otherKioskId, reason: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/kiosk/resumeService': (fx) => ({
    url: `/api/kiosk/resumeService?id=${fx.otherKioskId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/kiosk/sendReboot': (fx) => ({
    url: `/api/kiosk/sendReboot?id=${fx.otherKioskId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/kiosk/sendCommand': (fx) => ({
    url: `/api/kiosk/sendCommand?command=syncConfig&id=${fx.otherKioskId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/kiosk/cancelCommand': (fx) => ({
    url: '/api/kiosk/cancelCommand',
    body: { id: fx.otherCommandId },
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/kiosk/commandPage': (fx) => ({
    url: '/api/kiosk/commandPage',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherCommandId },
  }),
  'POST /api/kiosk/getKioskHeartBeats': (fx) => ({
    url: '/api/kiosk/getKioskHeartBeats',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: {
      ids: (data: { rows: { kioskId: number }[] }) => data.rows.map((row) => row.kioskId),
      absentId: fx.otherKioskId,
    },
  }),
  'POST /api/kiosk/heartbeatPage': (fx) => ({
    url: '/api/kiosk/heartbeatPage',
    body: { id: fx.otherKioskId },
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/kiosk/availability': (fx) => ({
    url: '/api/kiosk/availability',
    body: { kioskIds: [fx.otherKioskId], from: '2026-01-01T00:00:00Z', to: '2026-01-02T00:00:00Z' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/kiosk/getActivityHistory': (fx) => ({
    url: '/api/kiosk/getActivityHistory',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: {
      ids: (data: { rows: { kioskId: number }[] }) => data.rows.map((row) => row.kioskId),
      absentId: fx.otherKioskId,
    },
  }),
  'POST /api/kiosk/getAlert': (fx) => ({
    url: '/api/kiosk/getAlert',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherAlarmId },
  }),
  'GET /api/kiosk/getalertbybatchid/:id': (fx) => ({
    url: '/api/kiosk/getalertbybatchid/CROSS-BATCH',
    expectCode: 200,
    listed: { ids: optionIds, absentId: fx.otherAlarmId },
  }),
  'POST /api/kiosk/alarm/acknowledge': (fx) => ({
    url: '/api/kiosk/alarm/acknowledge',
    body: { id: fx.otherAlarmId },
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/kiosk/alarm/clear': (fx) => ({
    url: '/api/kiosk/alarm/clear',
    body: { id: fx.otherAlarmId },
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/kiosk/alarm/comments': (fx) => ({
    url: `/api/kiosk/alarm/comments?id=${fx.otherAlarmId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/kiosk/alarm/comment': (fx) => ({
    url: '/api/kiosk/alarm/comment',
    body: { id: fx.otherAlarmId, text: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/kioskErrorCode/page': () => ({ url: '/api/kioskErrorCode/page', body: {}, expectCode: 200 }),
  'GET /api/kioskErrorCode': (fx) => ({ url: `/api/kioskErrorCode?id=${fx.sharedErrorCodeId}`, expectCode: 200 }),
  'POST /api/kioskErrorCode': () => ({
    url: '/api/kioskErrorCode',
    body: { code: 'CROSS', description: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/kioskErrorCode': (fx) => ({
    url: '/api/kioskErrorCode',
    body: { id: fx.sharedErrorCodeId, description: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/kioskErrorCode/:id': (fx) => ({
    url: `/api/kioskErrorCode/${fx.sharedErrorCodeId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/messageTemplate/page': (fx) => ({
    url: '/api/messageTemplate/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherTemplateId },
  }),
  'GET /api/messageTemplate/:id': (fx) => ({
    url: `/api/messageTemplate/${fx.otherTemplateId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/messageTemplate': (fx) => ({
    url: '/api/messageTemplate',
    body: { tid: fx.otherTenantId, event: 'test', channel: 'sms', lang: 'en_US', body: 'Cross {{name}}' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/messageTemplate/:id': (fx) => ({
    url: `/api/messageTemplate/${fx.otherTemplateId}`,
    body: { body: 'Cross {{name}}' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/messageTemplate/:id': (fx) => ({
    url: `/api/messageTemplate/${fx.otherTemplateId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  // Names no record: the sample data of the event, rendered.
  'POST /api/messageTemplate/preview': () => ({
    url: '/api/messageTemplate/preview',
    body: { event: 'test', channel: 'sms', body: 'Cross {{name}}' },
    expectCode: 200,
  }),
  ...messageHistoryCases,
  // Names no record: a test message from the caller, in the caller's tenant.
  'POST /api/insideTest/send': () => ({
    url: '/api/insideTest/send',
    body: { channel: 'email', recipient: 'cross@example.com', body: 'Cross' },
    expectCode: 200,
  }),
  // Only the caller's own test messages can be followed.
  'GET /api/insideTest/message/:id': (fx) => ({
    url: `/api/insideTest/message/${fx.otherMessageIds.sms}`,
    expectCode: ErrorCode.NotFound,
  }),
  'POST /api/alertSetting/page': (fx) => ({
    url: '/api/alertSetting/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherAlertSettingId },
  }),
  'GET /api/alertSetting/options': (fx) => ({
    url: '/api/alertSetting/options',
    expectCode: 200,
    listed: [
      { ids: choiceValues('kioskGroups'), absentId: fx.otherKioskGroupId },
      { ids: choiceValues('kiosks'), absentId: fx.otherKioskId },
      { ids: choiceValues('admins'), absentId: fx.otherTenantUserId },
    ],
    othersShownToAllData: true,
  }),
  'GET /api/alertSetting/:id': (fx) => ({
    url: `/api/alertSetting/${fx.otherAlertSettingId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/alertSetting': (fx) => ({
    url: '/api/alertSetting',
    body: { name: 'Cross', tid: fx.otherTenantId, receiverAddresses: ['cross@example.com'] },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/alertSetting/:id': (fx) => ({
    url: `/api/alertSetting/${fx.otherAlertSettingId}`,
    body: { name: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/alertSetting/:id': (fx) => ({
    url: `/api/alertSetting/${fx.otherAlertSettingId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/transactionList/page': (fx) => ({
    url: '/api/transactionList/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherTransactionId },
  }),
  'POST /api/recycleRecord/page': (fx) => ({
    url: '/api/recycleRecord/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherRecordId },
  }),
  'POST /api/fcmRecycle/page': (fx) => ({
    url: '/api/fcmRecycle/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherFoodItemId },
  }),
  'POST /api/foodContainerRecycle/page': (fx) => ({
    url: '/api/foodContainerRecycle/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherContainerReturnId },
  }),
  'POST /api/foodContainerRebate/page': (fx) => ({
    url: '/api/foodContainerRebate/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherContainerReturnId },
  }),
  ...Object.fromEntries(
    (['recycle', 'rebate'] as const).map((source) => [
      `POST /api/${source}History/page`,
      (fx: Fixtures) => ({
        url: `/api/${source}History/page`,
        body: { pageSize: -1 },
        expectCode: 200,
        listed: { ids: rowIds, absentId: fx.otherEarningIds[source] },
      }),
    ]),
  ),
  'POST /api/cathayPacificRebate/page': (fx) => ({
    url: '/api/cathayPacificRebate/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherConversionId },
  }),
  'GET /api/cathayPacificRebate/config': (fx) => ({
    url: `/api/cathayPacificRebate/config?tid=${fx.otherTenantId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/cathayPacificRebate/config': (fx) => ({
    url: '/api/cathayPacificRebate/config',
    body: { tid: fx.otherTenantId, pointsPerMile: 1, minPoints: 0, enabled: true },
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/cathayPacificRebate/members': (fx) => [
    {
      url: '/api/cathayPacificRebate/members?keyword=zebra',
      expectCode: 200,
      listed: { ids: optionIds, absentId: fx.otherLedgerMemberId },
    },
    { url: `/api/cathayPacificRebate/members?id=${fx.otherLedgerMemberId}`, expectCode: ErrorCode.OutOfScope },
  ],
  'POST /api/cathayPacificRebate/convert': (fx) => ({
    url: '/api/cathayPacificRebate/convert',
    body: {
      memberId: fx.otherLedgerMemberId,
      points: 10,
      accountNo: '1234567890',
      idempotencyKey: crypto.randomUUID(),
    },
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/transactionList/:id/review': (fx) => ({
    url: `/api/transactionList/${fx.otherTransactionId}/review`,
    body: { decision: 'approved' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/webhookSubscription/page': (fx) => ({
    url: '/api/webhookSubscription/page',
    body: { pageSize: -1 },
    expectCode: 200,
    listed: { ids: rowIds, absentId: fx.otherWebhookId },
  }),
  'GET /api/webhookSubscription/:id': (fx) => ({
    url: `/api/webhookSubscription/${fx.otherWebhookId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/webhookSubscription': (fx) => ({
    url: '/api/webhookSubscription',
    body: { name: 'Cross', tid: fx.otherTenantId, url: 'https://cross.example/hook', events: ['alarm.raised'] },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/webhookSubscription/:id': (fx) => ({
    url: `/api/webhookSubscription/${fx.otherWebhookId}`,
    body: { name: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/webhookSubscription/:id': (fx) => ({
    url: `/api/webhookSubscription/${fx.otherWebhookId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/webhookSubscription/:id/renewSecret': (fx) => ({
    url: `/api/webhookSubscription/${fx.otherWebhookId}/renewSecret`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/rejectionAlert/page': (fx) => [
    {
      url: '/api/rejectionAlert/page',
      body: { ...lastDay(), pageSize: -1 },
      expectCode: 200,
      listed: {
        ids: (data: { rows: { kioskId: number }[] }) => data.rows.map((row) => row.kioskId),
        absentId: fx.otherKioskId,
      },
    },
    {
      url: '/api/rejectionAlert/page',
      body: { ...lastDay(), tid: fx.otherTenantId },
      expectCode: 200,
      expectNoRows: true,
    },
  ],
  'POST /api/rejectionAlert/items': (fx) => ({
    url: '/api/rejectionAlert/items',
    body: { ...lastDay(), kioskId: fx.otherKioskId },
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/rejectionAlert/threshold': (fx) => ({
    url: `/api/rejectionAlert/threshold?tid=${fx.otherTenantId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/rejectionAlert/threshold': (fx) => ({
    url: '/api/rejectionAlert/threshold',
    body: { tid: fx.otherTenantId, count: 1, windowMinutes: 10 },
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/walletRecord/page': (fx) => [
    {
      url: '/api/walletRecord/page',
      body: { ...lastDay(), pageSize: -1 },
      expectCode: 200,
      listed: { ids: rowIds, absentId: fx.otherWalletEntryId },
    },
    {
      url: '/api/walletRecord/page',
      body: { ...lastDay(), tid: fx.otherTenantId },
      expectCode: 200,
      expectNoRows: true,
    },
    { url: '/api/walletRecord/page', body: { memberId: fx.otherLedgerMemberId }, expectCode: 200, expectNoRows: true },
  ],
  'GET /api/walletRecord/member/:memberId/wallets': (fx) => ({
    url: `/api/walletRecord/member/${fx.otherLedgerMemberId}/wallets`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/walletRecord/:id/reverse': (fx) => ({
    url: `/api/walletRecord/${fx.otherWalletEntryId}/reverse`,
    body: { reason: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/adjustmentHistory/page': (fx) => [
    {
      url: '/api/adjustmentHistory/page',
      body: { ...lastDay(), pageSize: -1 },
      expectCode: 200,
      listed: { ids: rowIds, absentId: fx.otherAdjustmentId },
    },
    {
      url: '/api/adjustmentHistory/page',
      body: { memberId: fx.otherLedgerMemberId },
      expectCode: 200,
      expectNoRows: true,
    },
  ],
  'POST /api/walletAdjustment': (fx) => ({
    url: '/api/walletAdjustment',
    body: {
      memberId: fx.otherLedgerMemberId,
      walletType: 'cst',
      type: 'add',
      amount: 1,
      reason: 'Cross',
      idempotencyKey: crypto.randomUUID(),
    },
    expectCode: ErrorCode.OutOfScope,
  }),
  'GET /api/walletAdjustment/members': (fx) => [
    {
      url: '/api/walletAdjustment/members?keyword=zebra',
      expectCode: 200,
      listed: { ids: optionIds, absentId: fx.otherLedgerMemberId },
    },
    { url: `/api/walletAdjustment/members?id=${fx.otherLedgerMemberId}`, expectCode: ErrorCode.OutOfScope },
  ],
  'POST /api/octSftpType/page': () => ({ url: '/api/octSftpType/page', body: {}, expectCode: 200 }),
  'GET /api/octSftpType': (fx) => ({ url: `/api/octSftpType?id=${fx.sharedOctSftpTypeId}`, expectCode: 200 }),
  'POST /api/octSftpType': () => ({
    url: '/api/octSftpType',
    body: {
      code: 'CROSS',
      name: 'Cross',
      kind: 'CARD_EVENT',
      remoteFolder: '/cross',
      filePattern: 'X_*.txt',
      cron: '0 6 * * *',
      status: 1,
    },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/octSftpType': (fx) => ({
    url: '/api/octSftpType',
    body: { id: fx.sharedOctSftpTypeId, name: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/octSftpType/:id': (fx) => ({
    url: `/api/octSftpType/${fx.sharedOctSftpTypeId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  'POST /api/octEventType/page': () => ({ url: '/api/octEventType/page', body: {}, expectCode: 200 }),
  'GET /api/octEventType': (fx) => ({ url: `/api/octEventType?id=${fx.sharedOctEventTypeId}`, expectCode: 200 }),
  'POST /api/octEventType': () => ({
    url: '/api/octEventType',
    body: { code: 'CROSS', name: 'Cross', blocksCard: 0, status: 1 },
    expectCode: ErrorCode.OutOfScope,
  }),
  'PUT /api/octEventType': (fx) => ({
    url: '/api/octEventType',
    body: { id: fx.sharedOctEventTypeId, name: 'Cross' },
    expectCode: ErrorCode.OutOfScope,
  }),
  'DELETE /api/octEventType/:id': (fx) => ({
    url: `/api/octEventType/${fx.sharedOctEventTypeId}`,
    expectCode: ErrorCode.OutOfScope,
  }),
  // Names no record: the shared catalogues' names, for the logs' filters.
  'GET /api/octSftpType/options': () => ({ url: '/api/octSftpType/options', expectCode: 200 }),
  'GET /api/octEventType/options': () => ({ url: '/api/octEventType/options', expectCode: 200 }),
  'POST /api/octSftpLog/page': (fx) => [
    {
      url: '/api/octSftpLog/page',
      body: { pageSize: -1 },
      expectCode: 200,
      listed: { ids: rowIds, absentId: fx.otherOctSftpLogId },
    },
    { url: '/api/octSftpLog/page', body: { tid: fx.otherTenantId }, expectCode: 200, expectNoRows: true },
  ],
  'POST /api/octEventLog/page': (fx) => [
    {
      url: '/api/octEventLog/page',
      body: { pageSize: -1 },
      expectCode: 200,
      listed: { ids: rowIds, absentId: fx.otherOctEventLogId },
    },
    { url: '/api/octEventLog/page', body: { tid: fx.otherTenantId }, expectCode: 200, expectNoRows: true },
  ],
  'POST /api/messageTemplate/:id/testSend': (fx) => ({
    url: `/api/messageTemplate/${fx.otherTemplateId}/testSend`,
    body: { recipient: '+85291234567' },
    expectCode: ErrorCode.OutOfScope,
  }),
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedOrganisation(t.db, { tenants: [1, 2], merchants: { 3: 1, 4: 2 } });
});
afterAll(() => t.close());

const apiRoutes = () =>
  t.routeTable.filter((route) => route.url.startsWith('/api') && !route.url.startsWith('/api/docs'));
const keyOf = (route: { method: string; url: string }) => `${route.method} ${route.url}`;
const sampleUrl = (url: string) => url.replace(/:(\w+)/g, '1');

describe('authorization matrix over the route table', () => {
  it('knows every route: public, device and self-service ones are listed, the others have a cross-tenant case', () => {
    for (const route of apiRoutes()) {
      if (route.config.public && route.url.startsWith('/api/device/'))
        expect(DEVICE_ROUTES, keyOf(route)).toContain(keyOf(route));
      else if (route.config.public) expect(PUBLIC_ROUTES, keyOf(route)).toContain(keyOf(route));
      else if (!SELF_ROUTES.has(keyOf(route))) expect(Object.keys(CROSS_TENANT), keyOf(route)).toContain(keyOf(route));
    }
  });

  it('answers 401 (1002) to every non-public route called without a token', async () => {
    for (const route of apiRoutes().filter((entry) => !entry.config.public)) {
      const result = await t.call(route.method, sampleUrl(route.url), { body: {} });
      expect(result.status, keyOf(route)).toBe(401);
      expect(result.body.code, keyOf(route)).toBe(ErrorCode.InvalidToken);
    }
  });

  it('answers 401 (2020) to every device route called without kiosk credentials, a staff token included', async () => {
    const token = await t.login('admin', ADMIN_PASSWORD);
    const deviceRoutes = apiRoutes().filter((route) => DEVICE_ROUTES.has(keyOf(route)));
    expect(deviceRoutes).toHaveLength(DEVICE_ROUTES.size);
    for (const route of deviceRoutes) {
      for (const caller of [undefined, token]) {
        const result = await t.call(route.method, sampleUrl(route.url), { token: caller, body: {} });
        expect(result.status, keyOf(route)).toBe(401);
        expect(result.body.code, keyOf(route)).toBe(ErrorCode.DeviceAuthFailed);
      }
    }
  });

  it('answers 403 (1003) to every action route for a role lacking the action', async () => {
    const role = await t.createRole({ actions: [] });
    const user = await t.createUser({ roleIds: [role.id], tid: 1 });
    const token = await t.login(user.loginId, user.password);
    for (const route of apiRoutes().filter((entry) => entry.config.action)) {
      const result = await t.call(route.method, sampleUrl(route.url), { token, body: {} });
      expect(result.status, keyOf(route)).toBe(403);
      expect(result.body.code, keyOf(route)).toBe(ErrorCode.MissingAction);
    }
  });

  // One sign-in per route: the matrix grows with the product, so it gets more time than a single test.
  it('keeps every route inside the caller tenant', { timeout: 180_000 }, async () => {
    const actions = [
      ...apiRoutes().flatMap((route) => (route.config.action ? [route.config.action] : [])),
      ...allExporters().map((exporter) => exporter.action),
    ];
    const tenantRole = await t.createRole({ actions });
    const foreignRole = await t.createRole({ actions: [] });
    const unassignableRole = await t.createRole({ actions: [], accessAllData: true });
    const other = await t.createUser({ loginId: 'zebra-user', roleIds: [tenantRole.id], tid: 2 });
    await t.db.update(tenant).set({ name: 'Zebra tenant' }).where(eq(tenant.id, 2));
    await t.db.update(merchant).set({ name: 'Zebra merchant' }).where(eq(merchant.id, 4));
    // The other tenant's user signs in and reports a change, so the logs hold rows no caller here may see.
    const otherToken = await t.login(other.loginId, other.password);
    const report = {
      resTypeId: 2,
      recordId: 2,
      action: 'update',
      columnsDto: [{ name: 'name', oldValue: 'a', newValue: 'b' }],
    };
    await t.call('POST', '/api/sysAuditLog/logReceive', { token: otherToken, body: report });
    await t.db.insert(adminMapping).values({ adminId: other.id, resTypeId: ResourceType.Merchant, resId: 4 });
    const [shared] = await t.db.insert(alertType).values({ code: 'SHARED', name: 'Shared', level: 1 }).returning();
    const [material] = await t.db
      .insert(kioskMaterialType)
      .values({ code: 'SHARED', materialName: 'Shared' })
      .returning();
    const [product] = await t.db
      .insert(barcode)
      .values({ barcode: '4006381333931', materialTypeId: material!.id, name: 'Shared' })
      .returning();
    const [parameter] = await t.db.insert(sysParameter).values({ paramKey: 'shared.key', paramValue: 'x' }).returning();
    const [client] = await t.db.insert(sysClient).values({ name: 'Unmapped client' }).returning();
    const [otherProgram] = await t.db
      .insert(program)
      .values({ tid: 2, name: 'Zebra program', status: 1, effectiveDate: businessToday() })
      .returning();
    const [topic] = await t.db
      .insert(helpTopic)
      .values({ title: 'Shared topic', content: '<p>x</p>', category: 'General' })
      .returning();
    await t.db.update(merchant).set({ shortName: 'CROSS' }).where(eq(merchant.id, 4));
    const [otherShop] = await t.db
      .insert(shop)
      .values({ tid: 2, mid: 4, name: 'Zebra shop', shortName: 'CROSS' })
      .returning();
    const [otherEstate] = await t.db.insert(addressEstate).values({ tid: 2, name: 'Zebra estate' }).returning();
    const [otherBuilding] = await t.db
      .insert(addressBuilding)
      .values({ estateId: otherEstate!.id, name: 'Zebra block' })
      .returning();
    // A news image, used by a draft of the other tenant.
    const [otherFile] = await t.db
      .insert(storedFile)
      .values({
        tid: 2,
        fileName: 'zebra.png',
        contentType: 'image/png',
        kind: 'image',
        size: PNG.length,
        isPublic: true,
        data: PNG,
      })
      .returning();
    const [otherNews] = await t.db
      .insert(latestNews)
      .values({
        tid: 2,
        type: 'new',
        title: 'Zebra news',
        status: 2,
        publishDate: businessToday(),
        imageFileId: otherFile!.id,
      })
      .returning();
    const [otherPage] = await t.db
      .insert(pubContent)
      .values({ tid: 2, slug: 'other', title: 'Zebra page', content: '<p>x</p>', status: 1 })
      .returning();
    const [, otherKiosk] = await t.db
      .insert(kiosk)
      .values([
        { kid: 'OWN-1', tid: 1, kioskType: 0, name: 'Own kiosk' },
        { kid: 'ZEBRA-RVM', tid: 2, kioskType: 0, name: 'Zebra RVM', secretHash: 'x' },
      ])
      .returning();
    const [otherGroup] = await t.db
      .insert(kioskGroup)
      .values({ tid: 2, name: 'Zebra fleet', kioskType: 0 })
      .returning();
    await t.db.insert(kioskGroupMember).values({ groupId: otherGroup!.id, kioskId: otherKiosk!.id });
    const [otherSchedule] = await t.db
      .insert(kioskSchedule)
      .values({
        name: 'Zebra hours',
        groupId: otherGroup!.id,
        weekdays: [1],
        openTime: '08:00',
        closeTime: '18:00',
        effectiveDate: businessToday(),
      })
      .returning();
    const [otherSerial] = await t.db
      .insert(kioskSerialNumber)
      .values({ model: 'X', serialNo: 'ZEBRA-1', status: 1, kioskId: otherKiosk!.id })
      .returning();
    const [otherContainer] = await t.db
      .insert(foodContainer)
      .values({ tid: 2, code: 'ZEBRA-0001', containerType: 'BIN20' })
      .returning();
    const [otherAlarm] = await t.db
      .insert(kioskAlarm)
      .values({
        kioskId: otherKiosk!.id,
        tid: 2,
        typeCode: 'DOOR_OPEN',
        batchId: 'CROSS-BATCH',
        raisedAt: new Date(),
        lastSeenAt: new Date(),
      })
      .returning();
    const [otherCommand] = await t.db
      .insert(kioskCommand)
      .values({ kioskId: otherKiosk!.id, command: 'reboot' })
      .returning();
    const [errorCode] = await t.db.insert(kioskErrorCode).values({ code: 'SHARED', description: 'Shared' }).returning();
    const [otherTemplate] = await t.db
      .insert(messageTemplate)
      .values({ tid: 2, event: 'test', channel: 'sms', lang: 'en_US', body: 'Zebra {{name}}' })
      .returning();
    const otherMessages = await t.db
      .insert(message)
      .values(
        MESSAGE_CHANNELS.map((channel) => ({
          channel,
          event: channel === 'sms' ? 'test' : 'alarm.raised',
          tid: 2,
          recipient:
            channel === 'email'
              ? 'zebra@example.com'
              : channel === 'webhook'
                ? 'https://zebra.example'
                : '+85290000000',
          lang: 'en_US' as const,
          body: 'Zebra alarm',
          status: 'failed' as const,
          provider: 'log' as const,
          idempotencyKey: `zebra-${channel}`,
          createdBy: other.id,
        })),
      )
      .returning();
    const [otherWebhook] = await t.db
      .insert(webhookSubscription)
      .values({
        tid: 2,
        name: 'Zebra ERP',
        url: 'https://zebra.example/hook',
        events: ['alarm.raised'],
        secretSealed: '',
        secretHint: '',
      })
      .returning();
    const [otherSetting] = await t.db
      .insert(alertSetting)
      .values({
        name: 'Zebra duty',
        tid: 2,
        target: 'tenant',
        method: 'EMAIL',
        receiverAddresses: ['zebra@example.com'],
        lang: 'en_US',
        trigger: 'interval',
        intervalMinutes: 30,
      })
      .returning();
    const [ownCardMember, otherCardMember] = await t.db
      .insert(memberTable)
      .values([
        { tid: 1, membershipNo: 'OWNCARD1', name: 'Own card holder' },
        { tid: 2, membershipNo: 'ZEBRACARD1', name: 'Zebra card holder' },
      ])
      .returning();
    const [, otherMemberCard] = await t.db
      .insert(memberCard)
      .values([
        { tid: 1, memberId: ownCardMember!.id, cardNo: '85201000000001' },
        { tid: 2, memberId: otherCardMember!.id, cardNo: '85202000000001' },
      ])
      .returning();
    const [, otherOctopus] = await t.db
      .insert(memberOctopus)
      .values([
        { tid: 1, memberId: ownCardMember!.id, prefix: '31000001', suffix: '5' },
        {
          tid: 2,
          memberId: otherCardMember!.id,
          prefix: '32000001',
          suffix: '6',
          status: 0,
          disabledReason: 'Zebra lost',
        },
      ])
      .returning();
    const [, otherAdminCard] = await t.db
      .insert(adminCard)
      .values([
        { tid: 1, cardNo: 'OWNADMIN1', holderName: 'Own caretaker' },
        { tid: 2, cardNo: 'ZEBRAADMIN1', holderName: 'Zebra caretaker' },
      ])
      .returning();
    // Rows of the caller's tenant in every exported list that the ones above leave without, so each file has some.
    const [ownKiosk] = await t.db.select({ id: kiosk.id }).from(kiosk).where(eq(kiosk.kid, 'OWN-1'));
    await t.db.insert(kioskSerialNumber).values({ model: 'X', serialNo: 'OWN-1', status: 1, kioskId: ownKiosk!.id });
    await t.db.insert(kioskRejection).values(
      [ownKiosk!.id, otherKiosk!.id].map((kioskId, index) => ({
        uuid: crypto.randomUUID(),
        kioskId,
        tid: index + 1,
        at: new Date(),
        reason: 'UNRECOGNISED',
      })),
    );
    const [ownTransaction, otherTransaction] = await t.db
      .insert(recycleTransaction)
      .values(
        [ownKiosk!.id, otherKiosk!.id].map((kioskId, index) => ({
          uuid: crypto.randomUUID(),
          batchId: index ? 'ZEBRA-BATCH' : 'OWN-BATCH',
          kioskId,
          tid: index + 1,
          tranDttm: new Date(),
          status: 4,
          totalCount: 1,
          totalWeightKg: 0.1,
          totalPoints: 1,
        })),
      )
      .returning({ id: recycleTransaction.id });
    const [, otherRecord] = await t.db
      .insert(recycleItem)
      .values(
        [ownTransaction!.id, otherTransaction!.id].map((transactionId) => ({
          transactionId,
          material: 'PET',
          count: 1,
          weightKg: 0.1,
          points: 1,
        })),
      )
      .returning({ id: recycleItem.id });
    await t.db.insert(addressEstate).values({ tid: 1, name: 'Own estate' });
    await t.db.insert(shop).values({ tid: 1, mid: 3, name: 'Own shop' });
    await t.db.insert(message).values(
      MESSAGE_CHANNELS.map((channel) => ({
        channel,
        event: 'alarm.raised',
        tid: 1,
        recipient:
          channel === 'email' ? 'own@example.com' : channel === 'webhook' ? 'https://own.example' : '+85291111111',
        lang: 'en_US' as const,
        body: 'Own alarm',
        status: 'failed' as const,
        provider: 'log' as const,
        idempotencyKey: `own-${channel}`,
      })),
    );
    const [ownMember, otherMember] = await t.db
      .insert(member)
      .values([
        { tid: 1, membershipNo: 'OWN-LEDGER-1', name: 'Own member' },
        { tid: 2, membershipNo: 'ZEBRA-LEDGER-1', name: 'Zebra member' },
      ])
      .returning();
    const [ownCredit, , otherCredit, otherAdjustment] = await t.db.transaction((tx) =>
      postEntries(
        tx,
        [ownMember!, otherMember!].flatMap((holder) => [
          {
            memberId: holder.id,
            tid: holder.tid,
            walletType: 'cst' as const,
            delta: 50,
            source: 'recycle' as const,
            sourceId: `${holder.membershipNo}-tx`,
            idempotencyKey: `cross:${holder.id}:recycle`,
          },
          {
            memberId: holder.id,
            tid: holder.tid,
            walletType: 'hkstp' as const,
            delta: 5,
            source: 'adjustment' as const,
            reason: `${holder.name} goodwill`,
            idempotencyKey: `cross:${holder.id}:adjustment`,
          },
        ]),
      ),
    );
    await t.db.insert(kioskMaterialType).values({ code: 'FOOD_WASTE', materialName: 'Food waste', kioskType: 2 });
    const [, otherFoodItem] = await t.db
      .insert(recycleItem)
      .values(
        [ownTransaction!.id, otherTransaction!.id].map((transactionId) => ({
          transactionId,
          material: 'FOOD_WASTE',
          count: 1,
          weightKg: 1.5,
          points: 0,
        })),
      )
      .returning({ id: recycleItem.id });
    const [, otherContainerReturn] = await t.db
      .insert(foodContainerReturn)
      .values(
        [
          { kioskId: ownKiosk!.id, tid: 1, code: 'OWN-FC-1', holder: ownMember!, entry: ownCredit! },
          { kioskId: otherKiosk!.id, tid: 2, code: 'ZEBRA-0001', holder: otherMember!, entry: otherCredit! },
        ].map(({ kioskId, tid, code, holder, entry }) => ({
          uuid: crypto.randomUUID(),
          kioskId,
          tid,
          containerCode: code,
          memberId: holder.id,
          returnedAt: new Date(),
          outcome: 'refunded' as const,
          refundAmount: 10,
          walletEntryId: entry.id,
        })),
      )
      .returning({ id: foodContainerReturn.id });
    const [octSftpKind] = await t.db
      .insert(octSftpType)
      .values({
        code: 'SHARED',
        name: 'Shared',
        kind: 'CARD_EVENT',
        remoteFolder: '/event',
        filePattern: 'EVT_*.txt',
        cron: '0 6 * * *',
      })
      .returning();
    const [octEventKind] = await t.db
      .insert(octEventType)
      .values({ code: 'SHARED', name: 'Shared', blocksCard: 0 })
      .returning();
    const octFiles = await t.db
      .insert(octSftpLog)
      .values(
        [
          { tid: 1, fileName: 'EVT_1_own.txt' },
          { tid: 2, fileName: 'EVT_2_zebra.txt' },
        ].map((file) => ({ ...file, typeId: octSftpKind!.id, direction: 'download', status: 'done' })),
      )
      .returning({ id: octSftpLog.id });
    const [, otherOctEvent] = await t.db
      .insert(octEventLog)
      .values(
        [ownMember!, otherMember!].map((holder, index) => ({
          tid: holder.tid,
          eventTypeId: octEventKind!.id,
          eventCode: 'SHARED',
          cardNo: `12345678${index}`,
          memberId: holder.id,
          at: new Date(),
          fileLogId: octFiles[index]!.id,
          lineNo: 2,
          detail: `${holder.name} card`,
        })),
      )
      .returning({ id: octEventLog.id });
    const ownReporter = await t.createUser({ roleIds: [tenantRole.id], tid: 1 });
    await t.call('POST', '/api/sysAuditLog/logReceive', {
      token: await t.login(ownReporter.loginId, ownReporter.password),
      body: report,
    });
    const adminToken = await t.login('admin', ADMIN_PASSWORD);
    // What each tenant's transaction credited its member: points and a rebate.
    const [, , otherPoints, otherRebate] = await t.db.transaction((tx) =>
      postEntries(
        tx,
        [
          { holder: ownMember!, transaction: ownTransaction! },
          { holder: otherMember!, transaction: otherTransaction! },
        ].flatMap(({ holder, transaction }) =>
          (['recycle', 'rebate'] as const).map((source) => ({
            memberId: holder.id,
            tid: holder.tid,
            walletType: source === 'recycle' ? ('cst' as const) : ('octopus' as const),
            delta: 5,
            source,
            sourceId: String(transaction.id),
            idempotencyKey: `cross:${holder.id}:transaction:${source}`,
          })),
        ),
      ),
    );
    const conversions = await t.db.transaction(async (tx) => {
      const debits = await postEntries(
        tx,
        [ownMember!, otherMember!].map((holder) => ({
          memberId: holder.id,
          tid: holder.tid,
          walletType: 'cst' as const,
          delta: -10,
          source: 'conversion' as const,
          idempotencyKey: `cross:${holder.id}:conversion`,
        })),
      );
      return tx
        .insert(milesConversion)
        .values(
          debits.map((debit) => ({
            tid: debit.tid,
            memberId: debit.memberId,
            points: 10,
            miles: 1,
            accountNo: debit.tid === 1 ? '1111111111' : '2222222222',
            debitEntryId: debit.id,
            idempotencyKey: `cross:conversion:${debit.id}`,
          })),
        )
        .returning({ id: milesConversion.id, tid: milesConversion.tid });
    });
    // Both tenants' miles terms and their members' Asia Miles numbers: the other tenant's are neither read nor set.
    await t.db
      .insert(milesConfig)
      .values([1, 2].map((tid) => ({ tid, pointsPerMile: 10, minPoints: 10, enabled: true })));
    await t.db.insert(memberMilesAccount).values(
      [ownMember!, otherMember!].map((holder) => ({
        memberId: holder.id,
        tid: holder.tid,
        accountNo: holder.tid === 1 ? '1111111111' : '2222222222',
      })),
    );
    const fx: Fixtures = {
      otherTenantId: 2,
      otherTenantUserId: other.id,
      foreignRoleId: foreignRole.id,
      unassignableRoleId: unassignableRole.id,
      otherMerchantId: 4,
      sharedAlertTypeId: shared!.id,
      sharedMaterialTypeId: material!.id,
      sharedBarcodeId: product!.id,
      sharedSysParameterId: parameter!.id,
      otherSysClientId: client!.id,
      otherProgramId: otherProgram!.id,
      sharedHelpTopicId: topic!.id,
      otherEstateId: otherEstate!.id,
      otherBuildingId: otherBuilding!.id,
      otherShopId: otherShop!.id,
      otherFileId: otherFile!.id,
      otherNewsId: otherNews!.id,
      otherPubContentId: otherPage!.id,
      otherKioskId: otherKiosk!.id,
      otherKioskGroupId: otherGroup!.id,
      otherScheduleId: otherSchedule!.id,
      otherSerialId: otherSerial!.id,
      otherContainerId: otherContainer!.id,
      otherMemberId: otherCardMember!.id,
      otherMemberCardId: otherMemberCard!.id,
      otherOctopusId: otherOctopus!.id,
      otherAdminCardId: otherAdminCard!.id,
      otherAlarmId: otherAlarm!.id,
      otherCommandId: otherCommand!.id,
      sharedErrorCodeId: errorCode!.id,
      otherTemplateId: otherTemplate!.id,
      otherMessageIds: Object.fromEntries(
        otherMessages.map((row) => [row.channel, row.id]),
      ) as Fixtures['otherMessageIds'],
      otherAlertSettingId: otherSetting!.id,
      otherWebhookId: otherWebhook!.id,
      otherTransactionId: otherTransaction!.id,
      otherEarningIds: { recycle: otherPoints!.id, rebate: otherRebate!.id },
      otherConversionId: conversions.find((row) => row.tid === 2)!.id,
      otherRecordId: otherRecord!.id,
      otherLedgerMemberId: otherMember!.id,
      otherWalletEntryId: otherCredit!.id,
      otherAdjustmentId: otherAdjustment!.id,
      otherFoodItemId: otherFoodItem!.id,
      otherContainerReturnId: otherContainerReturn!.id,
      sharedOctSftpTypeId: octSftpKind!.id,
      sharedOctEventTypeId: octEventKind!.id,
      otherOctSftpLogId: octFiles[1]!.id,
      otherOctEventLogId: otherOctEvent!.id,
    };
    for (const route of apiRoutes().filter((entry) => !entry.config.public && !SELF_ROUTES.has(keyOf(entry)))) {
      const caller = await t.createUser({ roleIds: [tenantRole.id], tid: 1 });
      const token = await t.login(caller.loginId, caller.password);
      for (const sample of [CROSS_TENANT[keyOf(route)]!(fx)].flat()) {
        const name = `${keyOf(route)} ${sample.url} ${JSON.stringify(sample.body ?? null).slice(0, 60)}`;
        const result = await t.call(route.method, sample.url, { token, body: sample.body, headers: sample.headers });
        const [code, data] = sample.csv
          ? [result.status, csvRows(result.response.rawPayload)]
          : [result.body.code, result.body.data];
        expect(code, name).toBe(sample.expectCode);
        // The whole boundary: whatever the route answers (record, list, options, file, error), it names nothing of the
        // other tenant's.
        expect(result.response.body.toLowerCase(), `${name} answers a name of the other tenant`).not.toContain(
          OTHER_TENANT_MARK,
        );
        if (sample.expectNoRows) expect(data.rows, name).toEqual([]);
        for (const listed of [sample.listed ?? []].flat())
          expect(listed.ids(data), name).not.toContain(listed.absentId);
        if (sample.holdsOwnRows) expect(data.length, `${name} holds no row of the caller's tenant`).toBeGreaterThan(1);
        if (sample.othersShownToAllData) {
          const everything = await t.call(route.method, sample.url, { token: adminToken, body: sample.body });
          expect(everything.response.body.toLowerCase(), `${name}: no row of the other tenant to keep out`).toContain(
            OTHER_TENANT_MARK,
          );
        }
      }
    }
  });
});

describe('declaring access', () => {
  it('requires a declaration outside /api too, sparing only the pages scope', async () => {
    const app = Fastify();
    registerGuard(app, { db: t.db, sessions: {} as SessionStore });
    expect(() => app.get('/ws/feed', () => 'x')).toThrow(/must declare exactly one/);
    expect(() => app.post('/internal/do', () => 'x')).toThrow(/must declare exactly one/);
    await app.register(async (pages) => {
      pages.decorate(PAGES_SCOPE, true);
      pages.get('/index.html', () => 'page');
    });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/index.html' })).body).toBe('page');
    await app.close();
  });

  it('refuses to build an app where a route declares no action, or more than one kind of access', async () => {
    for (const config of [{}, { public: true, signedIn: true }] as RouteAccess[]) {
      const app = Fastify();
      registerGuard(app, { db: t.db, sessions: {} as SessionStore });
      expect(() => app.get('/api/undeclared', { config }, () => 'x')).toThrow(
        /must declare exactly one of config.action, config.signedIn or config.public/,
      );
      await app.close();
    }
  });
});
