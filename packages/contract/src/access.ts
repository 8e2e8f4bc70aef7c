import { defineActions } from './actions.js';

/** Held by a role whose users should land on their first menu screen instead of the dashboard. */
export const dashboardActions = defineActions('dashboard', {
  notShowDashboard: { menuTitle: 'Hide dashboard', restricts: true },
});

export const userManageActions = defineActions('userManage', {
  view: { menuTitle: 'Admin users' },
  clearToken: { menuTitle: 'End all sessions of a user' },
});

export const roleActions = defineActions('role', {
  view: { menuTitle: 'Roles' },
});
