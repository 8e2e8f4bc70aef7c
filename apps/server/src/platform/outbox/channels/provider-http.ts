import { Agent, request } from 'undici';
import { SendRefused } from '../channel.js';
import { INTERNAL_ADDRESS_CODE } from './internal-address.js';

/** An attempt gives up on a provider that has not answered by then; the message is tried again later. */
const ATTEMPT_TIMEOUT_MS = 30_000;

/** Statuses of a provider's API that mean "not now" rather than "never": a timeout, or too many requests. */
export const API_RETRYABLE = new Set([408, 429]);

/** A provider's answer: its status and body, read whole so the connection goes back to the pool. */
export interface ProviderAnswer {
  status: number;
  ok: boolean;
  text: string;
  /** The body read as JSON; undefined when it is not JSON (a proxy's error page). */
  json: unknown;
}

/** Why a request went unanswered: the system's error code (ECONNREFUSED...) where there is one. */
function reasonOf(error: unknown): string {
  const { code, cause, message } = error as { code?: unknown; cause?: { code?: unknown }; message: string };
  return [cause?.code, code].find((candidate) => typeof candidate === 'string') ?? message;
}

/**
 * The connections of an HTTP channel: kept alive between messages, so a storm of messages to one host reuses a few
 * sockets (undici's `request` sends several times more requests a second than `fetch` for the same processor time).
 * Redirects are not followed: the answer is the provider's own.
 */
export class ProviderConnections {
  private readonly agent: Agent;

  /** `options`: how connections are made (a DNS lookup that refuses internal addresses). */
  constructor(options?: Agent.Options) {
    this.agent = new Agent(options);
  }

  /**
   * Sends one request; gives up when the outbox aborts or after ATTEMPT_TIMEOUT_MS. Not reaching the provider is an
   * ordinary (retryable) error.
   */
  async request(
    name: string,
    url: string,
    init: { method: 'POST'; headers: Record<string, string>; body: string },
    signal: AbortSignal,
  ): Promise<ProviderAnswer> {
    let status: number;
    let text: string;
    try {
      const response = await request(url, {
        ...init,
        dispatcher: this.agent,
        signal: AbortSignal.any([signal, AbortSignal.timeout(ATTEMPT_TIMEOUT_MS)]),
      });
      status = response.statusCode;
      text = await response.body.text();
    } catch (error) {
      const reason = reasonOf(error);
      // A name resolving to an internal address will not become public by trying again.
      if (reason === INTERNAL_ADDRESS_CODE) throw new SendRefused(`${name} is on the server's own network`);
      throw new Error(`${name} unreachable: ${reason}`, { cause: error });
    }
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status, ok: status >= 200 && status < 300, text, json };
  }

  close(): void {
    void this.agent.close();
  }
}

/** The error for a refused request: SendRefused for a 4xx that trying again cannot mend, else a retryable one. */
export function refusal(status: number, description: string, retryable: ReadonlySet<number>, response?: string): Error {
  const final = status >= 400 && status < 500 && !retryable.has(status);
  return final ? new SendRefused(description, response) : new Error(description);
}
