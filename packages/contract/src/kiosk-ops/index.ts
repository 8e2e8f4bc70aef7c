/**
 * Kiosk operations (SPEC 3, 4, 7): staff mark kiosks down and resume them, queue commands, watch the
 * latest state and heartbeats, follow alarms and activity, and read availability; the error code
 * catalogue explains each alarm.
 */

// The actions first: the catalogue keeps the order of their declaration.
export * from './actions.js';
export { KioskTarget } from './kiosk-reach.js';
export * from './operations.js';
export * from './commands.js';
export * from './error-codes.js';
export * from './live.js';
export * from './activity.js';
export * from './alarms.js';
export * from './availability.js';
