import { MESSAGE_STATUSES } from '@srd/contract';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en_US/messages.json';
import {
  FOLLOW_LIMIT_MS,
  followState,
  isResendable,
  knownEvents,
  MESSAGE_STATUS_COLOUR,
  outcomeOf,
  readableBody,
  SETTLE_MS,
  statusKey,
} from './messageText';

describe('a message status in colour and words', () => {
  it('colours waiting grey, on its way blue, delivered green and the failures orange and red', () => {
    expect(MESSAGE_STATUSES.map((status) => MESSAGE_STATUS_COLOUR[status])).toEqual([
      'default',
      'processing',
      'processing',
      'processing',
      'cyan',
      'success',
      'warning',
      'error',
    ]);
  });

  it('says an e-mail waiting in the outbox is not sent yet; other channels just wait', () => {
    expect(statusKey('email', 'requested')).toBe('statuses.requestedEmail');
    expect(en.statuses.requestedEmail).toBe('Not sent (waiting to be sent)');
    expect(statusKey('sms', 'requested')).toBe('statuses.requested');
    expect(statusKey('email', 'delivered')).toBe('statuses.delivered');
    // Every status has its words.
    for (const status of MESSAGE_STATUSES) expect(Object.keys(en.statuses)).toContain(status);
  });

  it('offers a resend only for failed and undelivered messages', () => {
    expect(MESSAGE_STATUSES.filter(isResendable)).toEqual(['undelivered', 'failed']);
  });

  it('knows the events its texts name, nested ones by their dotted name', () => {
    expect(knownEvents(en.events)).toEqual([
      'test',
      'alarm.raised',
      'alarm.digest',
      'alarm.escalated',
      'alarm.escalatedDigest',
      'alarm.cleared',
      'alarm.clearedDigest',
      'recycle.transaction',
    ]);
    expect(knownEvents(undefined)).toEqual([]);
  });

  it('indents a webhook’s JSON body and leaves any other text as sent', () => {
    expect(readableBody('webhook', '{"kid":"RVM-0001","weight":2}')).toBe('{\n  "kid": "RVM-0001",\n  "weight": 2\n}');
    expect(readableBody('webhook', 'not json')).toBe('not json');
    expect(readableBody('email', '{"a":1}')).toBe('{"a":1}');
  });
});

describe('following a test message', () => {
  const startedAt = 1_000_000;
  const clock = (now: number, sentSeenAt: number | null = null) => ({ startedAt, sentSeenAt, now });

  it('stops at a final status', () => {
    for (const status of ['delivered', 'undelivered', 'failed'] as const) {
      expect(followState({ status, provider: 'twilio' }, clock(startedAt + 2000))).toBe('final');
    }
  });

  it('goes on while the message waits or is on its way', () => {
    for (const status of ['requested', 'sending', 'accepted', 'queued'] as const) {
      expect(followState({ status, provider: 'log' }, clock(startedAt + 60_000))).toBe('following');
    }
  });

  it('waits a while at sent for a provider that never reports delivery, then settles', () => {
    const sentAt = startedAt + 2000;
    expect(followState({ status: 'sent', provider: 'log' }, clock(sentAt, sentAt))).toBe('following');
    expect(followState({ status: 'sent', provider: 'log' }, clock(sentAt + SETTLE_MS - 1, sentAt))).toBe('following');
    expect(followState({ status: 'sent', provider: 'log' }, clock(sentAt + SETTLE_MS, sentAt))).toBe('settled');
    expect(followState({ status: 'sent', provider: 'smtp' }, clock(sentAt + SETTLE_MS, sentAt))).toBe('settled');
  });

  it('keeps waiting at sent for a provider that reports delivery, until the limit', () => {
    const sentAt = startedAt + 2000;
    expect(followState({ status: 'sent', provider: 'twilio' }, clock(sentAt + 60_000, sentAt))).toBe('following');
    expect(followState({ status: 'sent', provider: 'twilio' }, clock(startedAt + FOLLOW_LIMIT_MS, sentAt))).toBe(
      'timedOut',
    );
  });

  it('says what the end means', () => {
    expect(outcomeOf({ status: 'sent', provider: 'log' }, 'following')).toBeNull();
    expect(outcomeOf({ status: 'sent', provider: 'log' }, 'settled')).toEqual({
      key: 'insideTest.outcome.log',
      type: 'info',
    });
    expect(outcomeOf({ status: 'sent', provider: 'smtp' }, 'settled')?.key).toBe('insideTest.outcome.smtp');
    expect(outcomeOf({ status: 'delivered', provider: 'twilio' }, 'final')?.type).toBe('success');
    expect(outcomeOf({ status: 'failed', provider: 'smtp' }, 'final')).toEqual({
      key: 'insideTest.outcome.failed',
      type: 'error',
    });
    expect(outcomeOf({ status: 'undelivered', provider: 'twilio' }, 'final')?.key).toBe(
      'insideTest.outcome.undelivered',
    );
    expect(outcomeOf({ status: 'queued', provider: 'twilio' }, 'timedOut')?.type).toBe('warning');
  });
});
