import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request the simulator made through the relay, and what became of it. */
export interface Exchange {
  method: string;
  path: string;
  /** The KID a device call authenticates with (its HTTP Basic user). */
  kid: string | null;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the JSON a kiosk sent; tests read it field by field
  body: any;
  /** The server's status, or the connection the relay dropped. */
  outcome: number | 'dropped before the server' | 'dropped after the server';
}

function kidOf(authorization: string | undefined): string | null {
  if (!authorization?.startsWith('Basic ')) return null;
  return Buffer.from(authorization.slice(6), 'base64').toString('utf8').split(':')[0]!;
}

/** Passes a request on to the server; resolves with its whole answer. */
function forward(target: string, agent: http.Agent, request: http.IncomingMessage, payload: Buffer) {
  return new Promise<{ status: number; contentType: string; body: Buffer }>((resolve, reject) => {
    const outgoing = http.request(
      new URL(request.url!, target),
      { method: request.method, headers: request.headers, agent },
      (answer) => {
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode!,
            contentType: answer.headers['content-type'] ?? '',
            body: Buffer.concat(parts),
          }),
        );
        answer.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(payload);
  });
}

/**
 * An HTTP relay between the simulator and the server at `target`. It records every exchange, and drops
 * the connection of a transaction's first attempt before passing it on or after the server applied it:
 * the lost answers a kiosk must survive, which the server cannot be made to cause on cue.
 */
export async function startRelay(target: string) {
  const exchanges: Exchange[] = [];
  /** Transactions, 1-based in the order their uuids first come, whose first attempt's connection drops. */
  const drop = { beforeServer: new Set<number>(), afterServer: new Set<number>() };
  const uuids: string[] = [];
  const agent = new http.Agent({ keepAlive: true });

  async function relay(request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
    const parts: Buffer[] = [];
    for await (const part of request) parts.push(part as Buffer);
    const payload = Buffer.concat(parts);
    const body: unknown = payload.length ? JSON.parse(payload.toString('utf8')) : undefined;
    const exchange: Exchange = {
      method: request.method!,
      path: request.url!,
      kid: kidOf(request.headers.authorization),
      body,
      outcome: 0,
    };
    exchanges.push(exchange);
    let ordinal = 0;
    const uuid = (body as { uuid?: string } | undefined)?.uuid;
    if (request.url === '/api/device/transaction' && uuid && !uuids.includes(uuid)) ordinal = uuids.push(uuid);
    if (drop.beforeServer.has(ordinal)) {
      exchange.outcome = 'dropped before the server';
      return void request.socket.destroy();
    }
    const answer = await forward(target, agent, request, payload);
    if (drop.afterServer.has(ordinal)) {
      exchange.outcome = 'dropped after the server';
      return void request.socket.destroy();
    }
    exchange.outcome = answer.status;
    response.writeHead(answer.status, { 'content-type': answer.contentType });
    response.end(answer.body);
  }

  const server = http.createServer((request, response) => {
    // The server out of reach: the simulator sees the connection drop, as it would.
    relay(request, response).catch(() => request.socket.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    exchanges,
    drop,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export type Relay = Awaited<ReturnType<typeof startRelay>>;
