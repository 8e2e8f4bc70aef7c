import type { AppModule } from '../platform/app-module.js';
import { exportModule } from '../platform/export/routes.js';
import { alertTypeModule } from './alert-type/routes.js';
import { barcodeModule } from './barcode/routes.js';
import { materialTypeModule } from './material-type/routes.js';
import { sysParameterModule } from './sys-parameter/routes.js';
import { sysClientModule } from './sys-client/routes.js';
import { programModule } from './program/routes.js';
import { tenantModule } from './tenant/routes.js';
import { helpTopicModule } from './help-topic/routes.js';
import { addressModule } from './address/routes.js';
import { fileModule } from './file/routes.js';
import { latestNewsModule } from './latest-news/routes.js';
import { pubContentModule } from './pub-content/routes.js';
import { auditModule } from './audit/routes.js';
import { authModule } from './auth/routes.js';
import { healthModule } from './health/routes.js';
import { invitationModule } from './invitation/routes.js';
import { mappingModule } from './mapping/routes.js';
import { merchantModule } from './merchant/routes.js';
import { organisationModule } from './organisation/routes.js';
import { permissionModule } from './permission/routes.js';
import { preferenceModule } from './preference/routes.js';
import { adminUserModule } from './user/admin-routes.js';
import { userModule } from './user/routes.js';

/** Every domain module of the product, in registration order. */
export const modules: AppModule[] = [healthModule, organisationModule, authModule, userModule, adminUserModule, invitationModule, permissionModule, auditModule, preferenceModule, mappingModule, alertTypeModule, materialTypeModule, barcodeModule, sysParameterModule, sysClientModule, tenantModule, programModule, merchantModule, helpTopicModule, addressModule, pubContentModule, latestNewsModule, fileModule, exportModule];
