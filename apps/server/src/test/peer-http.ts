import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a peer answers a request: a status and a JSON body. */
export interface PeerAnswer {
  status: number;
  body: unknown;
}

/** An answer of `status` with `body` as its JSON. */
export const answerWith = (status: number, body: unknown): PeerAnswer => ({ status, body });

async function readBody(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A real HTTP server on a random local port that answers each request, read whole, with JSON; `close` drops the
 * connections its clients keep alive.
 */
export async function startJsonPeer(answer: (req: IncomingMessage, body: Buffer) => PeerAnswer | Promise<PeerAnswer>) {
  const server = createServer((req, res) => {
    readBody(req)
      .then((body) => answer(req, body))
      .then(
        ({ status, body }) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body)),
        // A client that went away mid-request, or a peer's own fault: the connection ends without an answer.
        () => res.destroy(),
      );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close() {
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      return closed;
    },
  };
}
