// `npm run bench`: runs every benchmark and prints its figures as JSON.
import { run as auth } from './auth.bench.js';
import { run as demo } from './demo.bench.js';
import { run as exportBench } from './export.bench.js';
import { run as ingest } from './ingest.bench.js';
import { run as list } from './list.bench.js';
import { run as live } from './live.bench.js';
import { run as members } from './members.bench.js';
import { run as messages } from './messages.bench.js';
import { run as web } from './web.bench.js';

const benches = { auth, list, web, export: exportBench, live, ingest, demo, messages, members };
const only = process.argv.slice(2);
const figures: Record<string, unknown> = {};
for (const [name, bench] of Object.entries(benches)) {
  if (only.length > 0 && !only.includes(name)) continue;
  figures[name] = await bench();
}
console.log(JSON.stringify({ measuredAt: new Date().toISOString(), node: process.version, figures }, null, 2));
