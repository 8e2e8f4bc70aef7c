/** Every table, for drizzle's relational queries and the migration generator. */
export * from '../../modules/user/tables.js';
export * from '../../modules/permission/tables.js';
export * from '../../modules/preference/tables.js';
export * from '../auth/tables.js';
export * from '../audit/tables.js';
