import {
  FINAL_MESSAGE_STATUSES,
  RESENDABLE_MESSAGE_STATUSES,
  type MessageChannel,
  type MessageProvider,
  type MessageStatus,
} from '@srd/contract';
import type { TagColor } from '../../platform/crud/statusTags';

/*
 * What the histories and InsideTest say about a message before it is put in words: its status's colour and text
 * key, the events the texts know, and when following a test message can stop.
 */

/** The tag colour of each status: grey while waiting, blue on its way, green delivered, orange and red the failures. */
export const MESSAGE_STATUS_COLOUR: Record<MessageStatus, TagColor> = {
  requested: 'default',
  sending: 'processing',
  accepted: 'processing',
  queued: 'processing',
  sent: 'cyan',
  delivered: 'success',
  undelivered: 'warning',
  failed: 'error',
};

/** A timeline dot's colour for a tag's colour. */
export const TIMELINE_COLOUR: Record<TagColor, string> = {
  default: 'gray',
  processing: 'blue',
  cyan: 'cyan',
  success: 'green',
  warning: 'orange',
  error: 'red',
};

/** The text key of a status on a channel: an e-mail waiting in the outbox reads "Not sent (waiting to be sent)". */
export function statusKey(channel: MessageChannel, status: MessageStatus): `statuses.${string}` {
  return channel === 'email' && status === 'requested' ? 'statuses.requestedEmail' : `statuses.${status}`;
}

/** Whether a message may be sent again (failed or not delivered). */
export function isResendable(status: MessageStatus): boolean {
  return RESENDABLE_MESSAGE_STATUSES.includes(status);
}

/**
 * The events the texts name (`test`, `alarm.raised`…), from the namespace's `events` tree: each text is an event,
 * its place in the tree its name.
 */
export function knownEvents(tree: unknown, prefix = ''): string[] {
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : knownEvents(value, `${prefix}${key}.`),
  );
}

/** How often InsideTest reads its message again. */
export const FOLLOW_EVERY_MS = 2000;
/**
 * A message of a provider that never reports delivery (the log, an SMTP server) ends at `sent`: once it has been
 * `sent` this long, nothing more is waited for.
 */
export const SETTLE_MS = 4000;
/** Past this, InsideTest stops asking; a late delivery report still shows in the history. */
export const FOLLOW_LIMIT_MS = 5 * 60_000;
/** Providers that say nothing after taking a message: the log, and SMTP servers (no delivery reports). */
export const NO_DELIVERY_REPORTS: readonly MessageProvider[] = ['log', 'smtp'];

/**
 * Where following a test message stands: `following` while more may come; `final` at delivered, undelivered or
 * failed; `settled` when a provider without delivery reports has had it a while; `timedOut` past the limit.
 */
export type FollowState = 'following' | 'final' | 'settled' | 'timedOut';

export interface FollowClock {
  /** When following began. */
  startedAt: number;
  /** When the message was first seen `sent`; null until then. */
  sentSeenAt: number | null;
  now: number;
}

export function followState(
  message: { status: MessageStatus; provider: MessageProvider },
  { startedAt, sentSeenAt, now }: FollowClock,
): FollowState {
  if (FINAL_MESSAGE_STATUSES.includes(message.status)) return 'final';
  if (
    message.status === 'sent' &&
    NO_DELIVERY_REPORTS.includes(message.provider) &&
    sentSeenAt !== null &&
    now - sentSeenAt >= SETTLE_MS
  )
    return 'settled';
  return now - startedAt >= FOLLOW_LIMIT_MS ? 'timedOut' : 'following';
}

/** A message's text as the drawer shows it: a webhook's JSON body indented, anything else as sent. */
export function readableBody(channel: MessageChannel, body: string): string {
  if (channel !== 'webhook') return body;
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** What the end of following a test message says (a text key of `insideTest.outcome`), and how it looks. */
export interface FollowOutcome {
  key: `insideTest.outcome.${'delivered' | 'failed' | 'undelivered' | 'log' | 'smtp' | 'timedOut'}`;
  type: 'success' | 'info' | 'warning' | 'error';
}

/** The outcome of following `message` once it stopped; null while it goes on. */
export function outcomeOf(
  message: { status: MessageStatus; provider: MessageProvider },
  state: FollowState,
): FollowOutcome | null {
  switch (state) {
    case 'following':
      return null;
    case 'timedOut':
      return { key: 'insideTest.outcome.timedOut', type: 'warning' };
    case 'settled':
      return { key: message.provider === 'log' ? 'insideTest.outcome.log' : 'insideTest.outcome.smtp', type: 'info' };
    case 'final':
      if (message.status === 'delivered') return { key: 'insideTest.outcome.delivered', type: 'success' };
      return {
        key: message.status === 'failed' ? 'insideTest.outcome.failed' : 'insideTest.outcome.undelivered',
        type: 'error',
      };
  }
}
