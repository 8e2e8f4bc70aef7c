import type { AppModule } from '../platform/app-module.js';
import { auditModule } from './audit/routes.js';
import { authModule } from './auth/routes.js';
import { healthModule } from './health/routes.js';
import { permissionModule } from './permission/routes.js';
import { preferenceModule } from './preference/routes.js';
import { adminUserModule } from './user/admin-routes.js';
import { userModule } from './user/routes.js';

/** Every domain module of the product, in registration order. */
export const modules: AppModule[] = [healthModule, authModule, userModule, adminUserModule, permissionModule, auditModule, preferenceModule];
