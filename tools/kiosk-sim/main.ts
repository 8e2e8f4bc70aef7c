import { parseArgs } from 'node:util';
import { DEFAULT_SIM_OPTIONS, runSimulation, type SimOptions } from './simulation.js';

/** The simulator's command line: options, Ctrl-C, exit codes. */
const USAGE = `usage: npm run sim -- --kiosks 500 [--url ${DEFAULT_SIM_OPTIONS.url}]
  [--user admin --password <password>] [--tenant <id>] [--interval-seconds 10] [--speed 1]
  [--model-start <date-time>] [--duration-seconds N] [--fault-rate 1] [--seed 1] [--concurrency 64]
  [--member-cards <card no>,<card no>...]
The password may also come from SIM_PASSWORD or ADMIN_PASSWORD.`;

function positive(name: string, text: string | undefined, fallback: number): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} needs a number of 0 or more, not "${text}"`);
  return value;
}

function dateTime(text: string): number {
  const at = Date.parse(text);
  if (Number.isNaN(at))
    throw new Error(`--model-start needs a date-time such as 2026-03-02T10:00:00+08:00, not "${text}"`);
  return at;
}

function parseOptions(argv: string[]): SimOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      kiosks: { type: 'string' },
      url: { type: 'string' },
      user: { type: 'string' },
      password: { type: 'string' },
      tenant: { type: 'string' },
      'interval-seconds': { type: 'string' },
      speed: { type: 'string' },
      'model-start': { type: 'string' },
      'duration-seconds': { type: 'string' },
      'fault-rate': { type: 'string' },
      seed: { type: 'string' },
      concurrency: { type: 'string' },
      'member-cards': { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  const defaults = DEFAULT_SIM_OPTIONS;
  const options = {
    url: values.url ?? defaults.url,
    user: values.user ?? defaults.user,
    tenant: values.tenant === undefined ? undefined : positive('tenant', values.tenant, 0),
    kiosks: Math.floor(positive('kiosks', values.kiosks, defaults.kiosks)),
    intervalSeconds: Math.max(0.1, positive('interval-seconds', values['interval-seconds'], defaults.intervalSeconds)),
    speed: Math.max(0.01, positive('speed', values.speed, defaults.speed)),
    modelStartAt: values['model-start'] === undefined ? undefined : dateTime(values['model-start']),
    durationSeconds:
      values['duration-seconds'] === undefined
        ? undefined
        : positive('duration-seconds', values['duration-seconds'], 0),
    faultRate: positive('fault-rate', values['fault-rate'], defaults.faultRate),
    seed: Math.floor(positive('seed', values.seed, defaults.seed)),
    concurrency: Math.max(1, Math.floor(positive('concurrency', values.concurrency, defaults.concurrency))),
    summaryEverySeconds: defaults.summaryEverySeconds,
    memberCards: values['member-cards']?.split(',').flatMap((card) => card.trim() || []),
  };
  const password = values.password ?? process.env.SIM_PASSWORD ?? process.env.ADMIN_PASSWORD;
  if (!password) throw new Error('--password (or SIM_PASSWORD) is needed to sign in as staff');
  return { ...options, password };
}

async function main(): Promise<void> {
  let options: SimOptions;
  try {
    options = parseOptions(process.argv.slice(2));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }
  const stop = new AbortController();
  process.on('SIGINT', () => {
    // A second Ctrl-C does not wait for requests under way.
    if (stop.signal.aborted) process.exit(130);
    console.log('stopping: finishing the requests under way (Ctrl-C again to quit now)');
    stop.abort();
  });
  process.on('SIGTERM', () => stop.abort());
  try {
    await runSimulation(options, stop.signal, (line) => console.log(line));
  } catch (error) {
    console.error(`simulation stopped: ${(error as Error).message}`);
    process.exit(1);
  }
}

await main();
