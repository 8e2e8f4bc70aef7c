import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { runCommand } from './commands.js';
import { loadConfig } from './config.js';
import { modules } from './modules/index.js';
import { DatabaseUnreachableError, openDatabase, type Database } from './platform/db/client.js';
import { firstStart } from './modules/user/first-start.js';

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Prints one clear line and ends the process: start-up failures the operator must fix. */
function fail(message: string): never {
  console.error(`Smart Recycling Dashboard cannot start: ${message}`);
  process.exit(1);
}

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    fail((error as Error).message);
  }
  config.webDist ??= defaultWebDist;
  try {
    if (await runCommand(process.argv.slice(2), config)) return;
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }

  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'pgdata') });
    await database.migrate();
  } catch (error) {
    if (error instanceof DatabaseUnreachableError) fail(error.message);
    throw error;
  }

  const { app, deps } = await buildApp({ config, database });
  await app.ready();
  const started = await firstStart(deps, modules).catch((error: Error) => fail(error.message));
  if (started.generatedPassword) {
    // Printed once, on purpose: the only way the operator learns the first password.
    console.log(
      `\n  Administrator account created. Sign in as "admin" with password: ${started.generatedPassword}\n` +
        '  You will be asked to change it at first sign-in.\n',
    );
  }
  if (started.demoData) app.log.info('demo data seeded');

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  console.log(`Smart Recycling Dashboard is running on http://localhost:${config.port} (database: ${database.kind})`);
}

await main();
