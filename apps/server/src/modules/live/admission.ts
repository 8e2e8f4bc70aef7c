import { ErrorCode, LIVE_ADDRESS_TTL_MS, LiveCloseCode } from '@srd/contract';
import type { WebSocket } from 'ws';
import { AppError } from '../../platform/http/app-error.js';

/** Live feed sockets one session may hold at once (tabs and windows of one sign-in). */
export const MAX_SOCKETS_PER_SESSION = 10;

/**
 * Which live feed sockets this instance lets open. A signed address opens one socket only: its
 * signature is remembered until the address expires (after that the signature check refuses it
 * anyway). A session holds at most MAX_SOCKETS_PER_SESSION sockets. Both are kept per instance: an
 * address is bound to its session and user and lives 60 s, so sharing them between instances through
 * the database would cost a write per socket for little.
 */
export class LiveAdmission {
  /** Signatures of used addresses, with the time after which they no longer verify. */
  private readonly used = new Map<string, number>();
  private readonly openBySession = new Map<number, number>();

  /**
   * Before the upgrade: refuses an address used already (2042, HTTP 401) and a session holding its
   * share of sockets (2043, HTTP 429); otherwise the address counts as used from now on.
   */
  admit(session: number, sign: string, issuedAt: number, now = Date.now()): void {
    for (const [usedSign, usableUntil] of this.used) if (usableUntil < now) this.used.delete(usedSign);
    if (this.used.has(sign)) throw new AppError(ErrorCode.LiveAddressUsed);
    if ((this.openBySession.get(session) ?? 0) >= MAX_SOCKETS_PER_SESSION) {
      throw new AppError(ErrorCode.LiveSocketsExceeded, { max: MAX_SOCKETS_PER_SESSION });
    }
    this.used.set(sign, issuedAt + LIVE_ADDRESS_TTL_MS);
  }

  /**
   * After the upgrade: counts the socket until it closes. When sockets of one session opened at the
   * same moment took the last place meanwhile, this one is closed at once (LiveCloseCode.TooManySockets)
   * and false is answered.
   */
  hold(session: number, socket: WebSocket): boolean {
    const open = this.openBySession.get(session) ?? 0;
    if (open >= MAX_SOCKETS_PER_SESSION) {
      socket.close(LiveCloseCode.TooManySockets, 'Too many live feeds for this session');
      return false;
    }
    this.openBySession.set(session, open + 1);
    socket.once('close', () => {
      const left = (this.openBySession.get(session) ?? 1) - 1;
      if (left > 0) this.openBySession.set(session, left);
      else this.openBySession.delete(session);
    });
    return true;
  }
}
