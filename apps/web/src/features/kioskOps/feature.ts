import type { FeatureScreens } from '../../platform/feature';
/** The screens of the kiosks' operations: heartbeats, logs, alarms and activity (see app/screens/registry.ts). */
export const screens = {
  KioskHeartbeats: { texts: ['crud', 'kioskOps', 'kiosk', 'alertType'], load: () => import('./KioskHeartbeatsPage') },
  KioskLog: { texts: ['crud', 'kioskOps'], load: () => import('./KioskLogPage') },
  KioskAlert: { texts: ['crud', 'kioskOps', 'alertType'], load: () => import('./KioskAlertPage') },
  ActivityHistory: { texts: ['crud', 'kioskOps'], load: () => import('./ActivityHistoryPage') },
} satisfies FeatureScreens;
