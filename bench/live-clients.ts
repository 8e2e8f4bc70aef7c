// Child process of live.bench.ts: the websocket clients, apart from the server so their parsing does
// not compete with its event loop. Told the addresses, it opens every socket, waits for the snapshots,
// then records when each update arrives and the lowest and highest state numbers it carried.
import WebSocket from 'ws';

interface Start {
  origin: string;
  addresses: string[];
}

/** Milliseconds since the epoch with sub-millisecond precision, comparable between processes. */
const now = () => performance.timeOrigin + performance.now();

const sockets: WebSocket[] = [];
const received: number[] = [];
let closedEarly = 0;

async function open({ origin, addresses }: Start): Promise<void> {
  const base = origin.replace(/^http/, 'ws');
  await Promise.all(
    addresses.map(
      (address) =>
        new Promise<void>((resolve, reject) => {
          const socket = new WebSocket(`${base}${address}`, { origin });
          socket.on('message', (data) => {
            const at = now();
            const message = JSON.parse((data as Buffer).toString()) as { type: string; kiosks: { seq: number }[] };
            if (message.type === 'snapshot') return resolve();
            const seqs = message.kiosks.map((row) => row.seq);
            received.push(Math.min(...seqs), Math.max(...seqs), at);
          });
          socket.on('error', reject);
          socket.on('close', () => closedEarly++);
          sockets.push(socket);
        }),
    ),
  );
}

process.on('message', (message: { start?: Start; stop?: true }) => {
  if (message.start) {
    open(message.start).then(
      () => process.send!({ ready: true }),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  } else if (message.stop) {
    const early = closedEarly;
    for (const socket of sockets) socket.terminate();
    process.send!({ received, closedEarly: early }, () => process.exit(0));
  }
});
