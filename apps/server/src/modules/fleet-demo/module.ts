import type { AppModule } from '../../platform/app-module.js';
import { seedDemoFleetHistory } from './demo.js';
import { LiveDemo } from './live-demo.js';

/**
 * No routes: weeks of simulated fleet history for the demo kiosks of a new database (registered after
 * kiosks, materials and alert types), and the live demo that keeps them reporting while the server runs.
 */
export const fleetDemoModule: AppModule = {
  name: 'fleetDemo',
  register(app, deps) {
    if (!deps.config.demoFleet) return;
    const live = new LiveDemo(app, deps.db, app.log, { intervalMs: deps.config.demoFleetSeconds * 1000 });
    app.addHook('onReady', async () => live.start());
    // Before the device module drains its heartbeat batches on close.
    app.addHook('preClose', () => live.stop());
  },
  seedDemo: (tx) => seedDemoFleetHistory(tx),
};
