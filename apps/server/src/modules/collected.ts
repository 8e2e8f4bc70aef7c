// Written by `npx tsx tools/registries.ts` from the module folders: do not edit. A module is an
// `export const <name>: AppModule` in a file directly in its folder; index.ts orders them.
import type { AppModule } from '../platform/app-module.js';
import { addressModule } from './address/routes.js';
import { alertSettingModule } from './alert-setting/routes.js';
import { alertTypeModule } from './alert-type/routes.js';
import { auditModule } from './audit/routes.js';
import { authModule } from './auth/routes.js';
import { barcodeModule } from './barcode/routes.js';
import { deviceModule } from './device/routes.js';
import { fileModule } from './file/routes.js';
import { fleetDemoModule } from './fleet-demo/module.js';
import { foodContainerModule } from './food-container/routes.js';
import { foodRecyclingModule } from './food-recycling/routes.js';
import { healthModule } from './health/routes.js';
import { helpTopicModule } from './help-topic/routes.js';
import { invitationModule } from './invitation/routes.js';
import { jobsModule } from './jobs/routes.js';
import { kioskModule } from './kiosk/routes.js';
import { kioskGroupModule } from './kiosk-group/routes.js';
import { kioskOpsModule } from './kiosk-ops/routes.js';
import { kioskScheduleModule } from './kiosk-schedule/routes.js';
import { kioskSerialNumberModule } from './kiosk-serial-number/routes.js';
import { latestNewsModule } from './latest-news/routes.js';
import { ledgerModule } from './ledger/routes.js';
import { liveModule } from './live/routes.js';
import { mappingModule } from './mapping/routes.js';
import { materialTypeModule } from './material-type/routes.js';
import { memberModule } from './member/routes.js';
import { merchantModule } from './merchant/routes.js';
import { messageTemplateModule } from './message-template/routes.js';
import { messagesModule } from './messages/routes.js';
import { milesModule } from './miles/routes.js';
import { octopusSettlementModule } from './octopus/routes.js';
import { organisationModule } from './organisation/routes.js';
import { permissionModule } from './permission/routes.js';
import { preferenceModule } from './preference/routes.js';
import { programModule } from './program/routes.js';
import { pubContentModule } from './pub-content/routes.js';
import { recyclingModule } from './recycling/routes.js';
import { rejectionAlertModule } from './rejection-alert/routes.js';
import { sysClientModule } from './sys-client/routes.js';
import { sysParameterModule } from './sys-parameter/routes.js';
import { systemInformationModule } from './system-information/routes.js';
import { tenantModule } from './tenant/routes.js';
import { adminUserModule } from './user/admin-routes.js';
import { userModule } from './user/routes.js';
import { webhookModule } from './webhook/routes.js';

/** Every domain module of the folders, in path order. */
export const collectedModules: AppModule[] = [
  addressModule,
  alertSettingModule,
  alertTypeModule,
  auditModule,
  authModule,
  barcodeModule,
  deviceModule,
  fileModule,
  fleetDemoModule,
  foodContainerModule,
  foodRecyclingModule,
  healthModule,
  helpTopicModule,
  invitationModule,
  jobsModule,
  kioskModule,
  kioskGroupModule,
  kioskOpsModule,
  kioskScheduleModule,
  kioskSerialNumberModule,
  latestNewsModule,
  ledgerModule,
  liveModule,
  mappingModule,
  materialTypeModule,
  memberModule,
  merchantModule,
  messageTemplateModule,
  messagesModule,
  milesModule,
  octopusSettlementModule,
  organisationModule,
  permissionModule,
  preferenceModule,
  programModule,
  pubContentModule,
  recyclingModule,
  rejectionAlertModule,
  sysClientModule,
  sysParameterModule,
  systemInformationModule,
  tenantModule,
  adminUserModule,
  userModule,
  webhookModule,
];
