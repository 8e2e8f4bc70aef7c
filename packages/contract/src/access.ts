import { defineActions } from './actions.js';

/** Held by a role whose users should land on their first menu screen instead of the dashboard. */
export const dashboardActions = defineActions('dashboard', {
  notShowDashboard: { menuTitle: 'Hide dashboard', restricts: true },
});

export const userManageActions = defineActions('userManage', {
  view: { menuTitle: 'Admin users' },
  add: { menuTitle: 'Add an admin user' },
  edit: { menuTitle: 'Edit an admin user' },
  changeStatus: { menuTitle: 'Enable or disable an admin user' },
  clearToken: { menuTitle: 'End all sessions of a user' },
  export: { menuTitle: 'Export admin users' },
  invite: { menuTitle: 'Invite an admin user by e-mail' },
});

export const roleActions = defineActions('role', {
  view: { menuTitle: 'Roles' },
  add: { menuTitle: 'Add a role' },
  edit: { menuTitle: 'Edit a role' },
  delete: { menuTitle: 'Delete a role' },
  export: { menuTitle: 'Export roles' },
});

/** The Action screen: the registered actions as synced from the catalogue (read only). */
export const actionActions = defineActions('action', {
  view: { menuTitle: 'Actions' },
});

/** The Menu screen: the menu tree, whose order, icon, visibility and parent may be edited. */
export const menuActions = defineActions('menu', {
  view: { menuTitle: 'Menus' },
  edit: { menuTitle: 'Edit the menu tree' },
});

/** The audit log screen and the security events beside it. */
export const sysAuditLogActions = defineActions('sysAuditLog', {
  view: { menuTitle: 'Audit log' },
  export: { menuTitle: 'Export the audit log' },
  /** Add client-reported entries (logReceive): for integrations that change records outside this server. */
  report: { menuTitle: 'Report changes to the audit log' },
});

/**
 * Admin mapping (SPEC 6): which resources each admin may reach beyond their scope, on the AccessControl
 * screen (by admin, the `/adminMapping` calls) and the ResourcesManager screen (by resource, `/mapping`).
 */
export const mappingActions = defineActions('mapping', {
  view: { menuTitle: 'Access control and resources manager' },
  edit: { menuTitle: 'Change which admins reach which resources' },
});
