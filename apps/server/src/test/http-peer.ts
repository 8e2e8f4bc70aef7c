import type { IncomingHttpHeaders } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { answerWith, startJsonPeer, type PeerAnswer } from './peer-http.js';

/** A request as the receiving system saw it. */
export interface WebhookRequest {
  headers: IncomingHttpHeaders;
  body: string;
}

/**
 * A real HTTP server on a random local port that receives webhooks the way Stripe treats idempotency keys: the first
 * request of a key is processed and its answer kept; a repeated key gets that same answer and counts as a duplicate,
 * and one that comes while the first is still in progress gets 409. It can answer the next requests with a status on
 * cue (those are not kept: the key may be tried again) and wait before answering.
 */
export async function startHttpPeer() {
  const requests: WebhookRequest[] = [];
  const answers = new Map<string, PeerAnswer>();
  const inProgress = new Set<string>();
  const cues: number[] = [];
  let delayMs = 0;
  let duplicates = 0;

  async function answer(headers: IncomingHttpHeaders, body: string): Promise<PeerAnswer> {
    requests.push({ headers, body });
    const key = headers['idempotency-key'] as string | undefined;
    const kept = key === undefined ? undefined : answers.get(key);
    if (kept) {
      duplicates++;
      return kept;
    }
    if (key !== undefined && inProgress.has(key)) return answerWith(409, { error: 'in progress' });
    if (key !== undefined) inProgress.add(key);
    try {
      if (delayMs > 0) await sleep(delayMs);
      const cue = cues.shift();
      if (cue) return answerWith(cue, { error: `answered ${cue} on cue` });
      const processed = answerWith(200, { received: answers.size + 1 });
      if (key !== undefined) answers.set(key, processed);
      return processed;
    } finally {
      if (key !== undefined) inProgress.delete(key);
    }
  }

  const peer = await startJsonPeer((req, raw) => answer(req.headers, raw.toString('utf8')));

  return {
    url: peer.url,
    /** Every request received, repeated keys included. */
    requests,
    /** How many distinct keys were processed. */
    processed: () => answers.size,
    /** How many requests repeated a key processed already. */
    duplicates: () => duplicates,
    /** The next requests answer these statuses, one each, before the peer accepts again. */
    cue: (...statuses: number[]) => cues.push(...statuses),
    /** Every request from now on waits this long before its answer. */
    delay: (ms: number) => {
      delayMs = ms;
    },
    close: peer.close,
  };
}

export type HttpPeer = Awaited<ReturnType<typeof startHttpPeer>>;
