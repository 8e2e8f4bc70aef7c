import type { AppModule } from '../platform/app-module.js';
import { exportModule } from '../platform/export/routes.js';
import { alertTypeModule } from './alert-type/routes.js';
import { barcodeModule } from './barcode/routes.js';
import { deviceModule } from './device/routes.js';
import { materialTypeModule } from './material-type/routes.js';
import { sysParameterModule } from './sys-parameter/routes.js';
import { sysClientModule } from './sys-client/routes.js';
import { programModule } from './program/routes.js';
import { tenantModule } from './tenant/routes.js';
import { helpTopicModule } from './help-topic/routes.js';
import { addressModule } from './address/routes.js';
import { fileModule } from './file/routes.js';
import { fleetDemoModule } from './fleet-demo/module.js';
import { latestNewsModule } from './latest-news/routes.js';
import { pubContentModule } from './pub-content/routes.js';
import { auditModule } from './audit/routes.js';
import { authModule } from './auth/routes.js';
import { healthModule } from './health/routes.js';
import { invitationModule } from './invitation/routes.js';
import { kioskOpsModule } from './kiosk-ops/routes.js';
import { mappingModule } from './mapping/routes.js';
import { merchantModule } from './merchant/routes.js';
import { organisationModule } from './organisation/routes.js';
import { permissionModule } from './permission/routes.js';
import { preferenceModule } from './preference/routes.js';
import { adminUserModule } from './user/admin-routes.js';
import { userModule } from './user/routes.js';
import { kioskGroupModule } from './kiosk-group/routes.js';
import { kioskScheduleModule } from './kiosk-schedule/routes.js';
import { kioskSerialNumberModule } from './kiosk-serial-number/routes.js';
import { foodContainerModule } from './food-container/routes.js';
import { kioskModule } from './kiosk/routes.js';
import { liveModule } from './live/routes.js';

/** Every domain module of the product, in registration order (kiosks after the tenants, estates and materials they refer to, before what refers to them). */
export const modules: AppModule[] = [
  healthModule,
  organisationModule,
  authModule,
  userModule,
  adminUserModule,
  invitationModule,
  permissionModule,
  auditModule,
  preferenceModule,
  mappingModule,
  alertTypeModule,
  materialTypeModule,
  barcodeModule,
  sysParameterModule,
  sysClientModule,
  tenantModule,
  programModule,
  merchantModule,
  helpTopicModule,
  addressModule,
  pubContentModule,
  latestNewsModule,
  fileModule,
  kioskModule,
  kioskGroupModule,
  kioskScheduleModule,
  kioskSerialNumberModule,
  foodContainerModule,
  exportModule,
  liveModule,
  kioskOpsModule,
  deviceModule,
  fleetDemoModule,
];
