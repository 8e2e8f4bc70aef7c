// Run by members.bench.ts in a process of its own, so the load generator never competes with the server's event
// loop: autocannon posting recycle transactions, each connection as its own kiosk, each transaction with a new uuid and
// a member card of the list, printing the result as JSON. Without kiosks, GETs the URL (the hello route).
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

interface LoadPlan {
  url: string;
  connections: number;
  durationSeconds: number;
  kioskAuths?: string[];
  cards?: string[];
}

const plan = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as LoadPlan;
let nextKiosk = 0;
let nextCard = 0;

function postsTransactions(client: autocannon.Client): void {
  const headers = {
    'content-type': 'application/json',
    authorization: plan.kioskAuths![nextKiosk++ % plan.kioskAuths!.length]!,
  };
  // The next request is written right after the 'response' event: a new transaction of the next member.
  const nextTransaction = () => {
    const card = plan.cards![nextCard++ % plan.cards!.length]!;
    const body = JSON.stringify({
      uuid: randomUUID(),
      batchId: 'BENCH',
      tranDttm: new Date().toISOString(),
      paymentMode: 2,
      memberCardNo: card,
      items: [{ material: 'PET', count: 3, weightKg: 0.09, points: 3 }],
    });
    client.setHeadersAndBody(headers, body);
  };
  nextTransaction();
  client.on('response', nextTransaction);
}

const result = await autocannon({
  url: plan.url,
  connections: plan.connections,
  duration: plan.durationSeconds,
  method: plan.kioskAuths ? 'POST' : 'GET',
  setupClient: plan.kioskAuths ? postsTransactions : undefined,
});
const seconds = (result.finish.getTime() - result.start.getTime()) / 1000;
console.log(
  JSON.stringify({
    ok: result['2xx'],
    non2xx: result.non2xx,
    errors: result.errors,
    seconds,
    okPerSec: Math.round(result['2xx'] / seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
  }),
);
