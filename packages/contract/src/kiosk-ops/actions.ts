import { defineActions } from '../actions.js';

// All here, in this order: the action catalogue lists actions in the order they are declared.

/** What staff may do to a kiosk and its alarms (its view, add and edit are the kiosk domain's own). */
export const kioskOpsActions = defineActions('kiosk', {
  markAsDown: { menuTitle: 'Mark a kiosk down' },
  resume: { menuTitle: 'Resume a kiosk service' },
  reboot: { menuTitle: 'Reboot a kiosk' },
  sendCommand: { menuTitle: 'Send or cancel a kiosk command' },
  acknowledgeAlarm: { menuTitle: 'Acknowledge a kiosk alarm' },
  clearAlarm: { menuTitle: 'Clear a kiosk alarm' },
  commentAlarm: { menuTitle: 'Comment on a kiosk alarm' },
});
/** Screen KioskHeartbeats: the latest state, heartbeat history and availability. */
export const kioskHeartbeatsActions = defineActions('kioskHeartbeats', { view: { menuTitle: 'Kiosk heartbeats' } });
/** Screen KioskLog: the command log. */
export const kioskLogActions = defineActions('kioskLog', { view: { menuTitle: 'Kiosk command log' } });
/** Screen KioskAlert: alarms and their comments. */
export const kioskAlertActions = defineActions('kioskAlert', { view: { menuTitle: 'Kiosk alarms' } });
/** Screen ActivityHistory: what happened to each kiosk. */
export const activityHistoryActions = defineActions('activityHistory', {
  view: { menuTitle: 'Kiosk activity history' },
});
export const kioskErrorCodeActions = defineActions('kioskErrorCode', {
  view: { menuTitle: 'Kiosk error codes' },
  add: { menuTitle: 'Add a kiosk error code' },
  edit: { menuTitle: 'Edit a kiosk error code' },
  delete: { menuTitle: 'Delete a kiosk error code' },
});
