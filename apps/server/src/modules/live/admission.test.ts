import { EventEmitter } from 'node:events';
import { ErrorCode, LiveCloseCode } from '@srd/contract';
import type { WebSocket } from 'ws';
import { describe, expect, it } from 'vitest';
import { LiveAdmission, MAX_SOCKETS_PER_SESSION } from './admission.js';

/** A socket as the admission sees it: it can be closed, and says when it closed. */
function socket() {
  const events = new EventEmitter();
  const closedWith: number[] = [];
  return Object.assign(events, {
    closedWith,
    close: (code: number) => closedWith.push(code),
  }) as unknown as WebSocket & { closedWith: number[] };
}
const refusal = (admit: () => void) => {
  try {
    admit();
    return undefined;
  } catch (error) {
    return (error as { code: number }).code;
  }
};

describe('live feed admission', () => {
  it('lets each signed address in once, and forgets it once it has expired anyway', () => {
    const admission = new LiveAdmission();
    const issuedAt = Date.now();
    admission.admit(1, 'A'.repeat(64), issuedAt, issuedAt);
    expect(refusal(() => admission.admit(1, 'A'.repeat(64), issuedAt, issuedAt + 59_000))).toBe(
      ErrorCode.LiveAddressUsed,
    );
    expect(refusal(() => admission.admit(1, 'B'.repeat(64), issuedAt, issuedAt + 59_000))).toBeUndefined();
    // Past its 60 s the signature check refuses it; the admission need not remember it.
    expect(refusal(() => admission.admit(1, 'A'.repeat(64), issuedAt, issuedAt + 60_001))).toBeUndefined();
  });

  it('closes a socket that opened at the same moment as others past the 10 of its session', () => {
    const admission = new LiveAdmission();
    const sockets = Array.from({ length: MAX_SOCKETS_PER_SESSION }, socket);
    for (const open of sockets) expect(admission.hold(7, open)).toBe(true);
    const late = socket();
    expect(admission.hold(7, late)).toBe(false);
    expect(late.closedWith).toEqual([LiveCloseCode.TooManySockets]);
    expect(refusal(() => admission.admit(7, 'C'.repeat(64), Date.now()))).toBe(ErrorCode.LiveSocketsExceeded);
    expect(admission.hold(8, socket())).toBe(true);
    sockets[0]!.emit('close');
    expect(admission.hold(7, socket())).toBe(true);
  });
});
