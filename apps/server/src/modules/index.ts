import type { AppModule } from '../platform/app-module.js';
import { authModule } from './auth/routes.js';
import { healthModule } from './health/routes.js';
import { permissionModule } from './permission/routes.js';
import { userModule } from './user/routes.js';

/** Every domain module of the product, in registration order. */
export const modules: AppModule[] = [healthModule, authModule, userModule, permissionModule];
