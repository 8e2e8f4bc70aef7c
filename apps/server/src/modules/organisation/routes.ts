import type { AppModule } from '../../platform/app-module.js';
import { seedDemoOrganisation } from './demo.js';

/** System clients, tenants, merchants and shops: the places users and records belong to. */
export const organisationModule: AppModule = {
  name: 'organisation',
  register() {},
  seedDemo: seedDemoOrganisation,
};
