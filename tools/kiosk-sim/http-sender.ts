import http from 'node:http';
import https from 'node:https';
import { NetworkError, type HttpSender } from '../../apps/server/src/modules/fleet-demo/device-client.js';

/** JSON over HTTP(S) through one keep-alive agent, so thousands of kiosks share a bounded set of sockets. */
export function httpSender(baseUrl: string, maxSockets: number, timeoutMs = 15_000): HttpSender {
  const base = new URL(baseUrl);
  const transport = base.protocol === 'https:' ? https : http;
  const agent = new transport.Agent({ keepAlive: true, maxSockets });
  return {
    send(method, path, init = {}) {
      const payload = init.body === undefined ? undefined : JSON.stringify(init.body);
      const headers: Record<string, string | number> = { accept: 'application/json', ...init.headers };
      if (payload !== undefined)
        Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
      return new Promise((resolve, reject) => {
        const request = transport.request(
          new URL(path, base),
          { method, agent, headers, timeout: timeoutMs },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('error', (error) => reject(new NetworkError(error.message)));
            response.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              let body: unknown = text;
              try {
                body = text ? JSON.parse(text) : undefined;
              } catch {
                // Not JSON (a proxy's error page): keep the text.
              }
              resolve({ status: response.statusCode ?? 0, body });
            });
          },
        );
        request.on('timeout', () => request.destroy(new Error(`no answer within ${timeoutMs} ms`)));
        request.on('error', (error) => reject(new NetworkError(error.message)));
        request.end(payload);
      });
    },
    close: () => agent.destroy(),
  };
}
