/** Every table, for drizzle's relational queries and the migration generator. */
export * from '../../modules/user/tables.js';
export * from '../../modules/permission/tables.js';
export * from '../../modules/preference/tables.js';
export * from '../../modules/invitation/tables.js';
export * from '../../modules/organisation/tables.js';
export * from '../../modules/address/tables.js';
export * from '../../modules/kiosk/tables.js';
export * from '../../modules/alert-type/tables.js';
export * from '../../modules/material-type/tables.js';
export * from '../../modules/barcode/tables.js';
export * from '../../modules/sys-parameter/tables.js';
export * from '../../modules/program/tables.js';
export * from '../../modules/help-topic/tables.js';
export * from '../permissions/tables.js';
export * from '../auth/tables.js';
export * from '../audit/tables.js';
