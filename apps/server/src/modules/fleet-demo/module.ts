import type { AppModule } from '../../platform/app-module.js';
import { seedDemoFleetHistory } from './demo.js';

/** No routes: weeks of simulated fleet history for the demo kiosks of a new database (registered after kiosks, materials and alert types). */
export const fleetDemoModule: AppModule = {
  name: 'fleetDemo',
  register() {},
  seedDemo: (tx) => seedDemoFleetHistory(tx),
};
