import { createTemplate } from './database-template.js';

/** Vitest global set-up of the API and browser tests: one migrated template for the whole run. */
export default async function setup(): Promise<() => Promise<void>> {
  return createTemplate();
}
