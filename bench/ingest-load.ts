// Run by ingest.bench.ts in a process of its own, so the load generator never competes with the
// server's event loop: autocannon against one URL, printing its result as JSON. With kiosk
// credentials, each connection posts heartbeats as its own kiosk, each newer than its last.
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

interface LoadPlan {
  url: string;
  connections: number;
  /** Requests in all (the run ends once every one is answered), else `durationSeconds`. */
  amount?: number;
  durationSeconds?: number;
  /** `authorization` headers of the kiosks, one per connection. */
  kioskAuths?: string[];
}

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadPlan;
let nextKiosk = 0;

function postsHeartbeats(client: autocannon.Client): void {
  const headers = {
    'content-type': 'application/json',
    authorization: plan.kioskAuths![nextKiosk++ % plan.kioskAuths!.length]!,
  };
  let last = 0;
  // The next request is written right after the 'response' event: it carries a newer heartbeat.
  const nextHeartbeat = () => {
    last = Math.max(Date.now(), last + 1);
    const body =
      `{"sentAt":"${new Date(last).toISOString()}","state":0,"bins":[` +
      '{"bin":1,"material":"PET","weightKg":12.5,"depthPct":40},' +
      '{"bin":2,"material":"ALU","weightKg":3.25,"depthPct":15}' +
      '],"errorCodes":[]}';
    client.setHeadersAndBody(headers, body);
  };
  nextHeartbeat();
  client.on('response', nextHeartbeat);
}

const result = await autocannon({
  url: plan.url,
  connections: plan.connections,
  ...(plan.amount ? { amount: plan.amount } : { duration: plan.durationSeconds }),
  method: plan.kioskAuths ? 'POST' : 'GET',
  setupClient: plan.kioskAuths ? postsHeartbeats : undefined,
});
const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
console.log(
  JSON.stringify({
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    seconds,
    okPerSec: Math.round(result['2xx'] / seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  }),
);
