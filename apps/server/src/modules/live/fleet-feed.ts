import { LiveCloseCode, type LiveFeedMessage, type LiveKiosk } from '@srd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { WebSocket } from 'ws';
import { can, type AuthUser } from '../../platform/auth/auth-user.js';
import type { SessionStore } from '../../platform/auth/sessions.js';
import type { Database } from '../../platform/db/client.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { KIOSK_LIVE_CHANNEL } from '../device/live-notify.js';
import { ChangeCursor } from './change-cursor.js';
import { audienceOf, latestSeq, reaches, readChanges, readFleet, type Audience } from './fleet-rows.js';
import { kioskView } from './view-action.js';

/** A client that has this much unsent is too slow to follow: it is closed and starts again from a snapshot. */
const MAX_BUFFERED_BYTES = 4 * 1024 * 1024;
/** Sockets are pinged this often (a silent one is dropped) and their sessions checked every other time. */
const SWEEP_MS = 30_000;

/** A feed message as the text frame's bytes. */
const encode = (message: LiveFeedMessage) => Buffer.from(JSON.stringify(message));

interface Subscriber {
  socket: WebSocket;
  userId: number;
  sessionId: number;
  audience: Audience;
  /** Changes read before the snapshot went out, sent after it. */
  pending?: LiveKiosk[];
  alive: boolean;
}

/**
 * The live fleet of one server instance: one LISTEN on `kiosk_live`, one read of the changed states per
 * notification (notifications arriving during a read make one more read), and each change sent to the
 * sockets whose user reaches the kiosk. Sockets close when their session ends, on any instance.
 */
export class FleetFeed {
  private readonly subscribers = new Set<Subscriber>();
  /** The number last sent of each kiosk: a state read twice goes out once. */
  private readonly delivered = new Map<number, number>();
  private cursor = new ChangeCursor(0);
  private reading?: Promise<void>;
  private readAgain = false;
  private sweeps = 0;
  private stopListening?: () => Promise<void>;
  private stopWatching?: () => void;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly database: Database,
    private readonly sessions: SessionStore,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.stopListening = await this.database.listen(
      KIOSK_LIVE_CHANNEL,
      () => this.pull(),
      () => this.pull(),
    );
    this.cursor = new ChangeCursor(await latestSeq(this.database.db));
    this.stopWatching = this.sessions.onChange(
      (userId) => void this.recheck((subscriber) => userId === '*' || subscriber.userId === userId),
    );
    this.timer = setInterval(() => this.sweep(), SWEEP_MS).unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.stopWatching?.();
    await this.stopListening?.();
    await this.reading;
  }

  /** Sends the snapshot of the user's kiosks, then every change as it comes. */
  async attach(socket: WebSocket, ctx: SignedInContext): Promise<void> {
    const subscriber: Subscriber = {
      socket,
      userId: ctx.user.id,
      sessionId: ctx.sessionId,
      audience: await audienceOf(ctx.db, ctx.user),
      pending: [],
      alive: true,
    };
    // Subscribed before the snapshot is read, so nothing committed meanwhile is missed.
    this.subscribers.add(subscriber);
    socket.on('close', () => this.subscribers.delete(subscriber));
    socket.on('pong', () => (subscriber.alive = true));
    const kiosks = await readFleet(ctx);
    const sent = new Map(kiosks.map((row) => [row.kioskId, row.seq]));
    this.send(subscriber, encode({ type: 'snapshot', kiosks }));
    const later = subscriber.pending!.filter((row) => row.seq > (sent.get(row.kioskId) ?? 0));
    subscriber.pending = undefined;
    if (later.length > 0) this.send(subscriber, encode({ type: 'update', kiosks: later }));
  }

  /** Reads the changes once now, and once more if asked again while reading. */
  private pull(): void {
    this.readAgain = true;
    if (this.reading) return;
    this.reading = (async () => {
      while (this.readAgain) {
        this.readAgain = false;
        try {
          await this.readOnce();
        } catch (error) {
          this.log.error({ err: error }, 'live feed: reading kiosk changes failed');
        }
      }
      this.reading = undefined;
    })();
  }

  private async readOnce(): Promise<void> {
    const { snapshot, kiosks, full } = await readChanges(this.database.db, this.cursor.from);
    this.cursor.advance(snapshot, kiosks.at(-1)?.seq ?? 0);
    if (full) this.readAgain = true;
    const fresh = kiosks.filter((row) => row.seq > (this.delivered.get(row.kioskId) ?? 0));
    for (const row of fresh) this.delivered.set(row.kioskId, row.seq);
    if (fresh.length > 0) this.fanOut(fresh);
  }

  /** One encoded message per group of sockets reaching the same kiosks, encoded once as UTF-8 for all of them. */
  private fanOut(kiosks: LiveKiosk[]): void {
    const encoded = new Map<string, Buffer | null>();
    for (const subscriber of this.subscribers) {
      const { audience } = subscriber;
      if (subscriber.pending) {
        subscriber.pending.push(...kiosks.filter((row) => reaches(audience, row)));
        continue;
      }
      let message = encoded.get(audience.key);
      if (message === undefined) {
        const mine = kiosks.filter((row) => reaches(audience, row));
        message = mine.length > 0 ? encode({ type: 'update', kiosks: mine }) : null;
        encoded.set(audience.key, message);
      }
      if (message) this.send(subscriber, message);
    }
  }

  private send(subscriber: Subscriber, message: Buffer): void {
    const { socket } = subscriber;
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.close(LiveCloseCode.TooSlow, 'too slow');
    else socket.send(message, { binary: false });
  }

  /**
   * Checks the sessions of the matching sockets afresh: closes those that ended or lost the view action, updates the
   * scope of the others.
   */
  private async recheck(which: (subscriber: Subscriber) => boolean): Promise<void> {
    const bySession = new Map<number, Subscriber[]>();
    for (const subscriber of this.subscribers) {
      if (which(subscriber))
        bySession.set(subscriber.sessionId, [...(bySession.get(subscriber.sessionId) ?? []), subscriber]);
    }
    for (const [sessionId, subscribers] of bySession) {
      let user: AuthUser;
      try {
        user = await this.sessions.check(sessionId);
      } catch (error) {
        if (!(error instanceof AppError)) {
          this.log.error({ err: error }, 'live feed: checking a session failed');
          continue;
        }
        for (const { socket } of subscribers) socket.close(LiveCloseCode.SessionEnded, `session ended (${error.code})`);
        continue;
      }
      if (!can(user, kioskView)) {
        for (const { socket } of subscribers) socket.close(LiveCloseCode.NotAllowed, 'kiosk view no longer granted');
        continue;
      }
      const audience = await audienceOf(this.database.db, user);
      for (const subscriber of subscribers) subscriber.audience = audience;
    }
  }

  private sweep(): void {
    for (const subscriber of this.subscribers) {
      if (!subscriber.alive) subscriber.socket.terminate();
      subscriber.alive = false;
      subscriber.socket.ping();
    }
    // Sessions also end by time (idle, lifetime), which nobody announces.
    if (++this.sweeps % 2 === 0) void this.recheck(() => true);
  }
}
