import { randomUUID } from 'node:crypto';
import type { DeviceAlert, DeviceRejectionBatch, RecycleTransaction } from '@srd/contract';
import { NetworkError, type DeviceClient, type KioskCredentials } from './device-client.js';
import {
  advance,
  applyCommand,
  heartbeatOf,
  type ModelOptions,
  type SimEvent,
  type SimKiosk,
} from './model/kiosk-model.js';
import type { Rng } from './model/random.js';
import { rejectionsOf } from './model/rejections.js';

/** Running totals of what the simulated fleet sent and how the server answered. */
export interface SimStats {
  heartbeatsOk: number;
  heartbeatsFailed: number;
  transactionsAccepted: number;
  /** Answered 409 on a retry: applied by an earlier attempt whose answer was lost, so done. */
  transactionsReplayed: number;
  /** Attempts that got no answer and were kept to send again with the same uuid. */
  transactionsRetried: number;
  transactionsRefused: number;
  alertsSent: number;
  /** Items reported refused, and accepted by the server (a replay included). */
  rejectionsSent: number;
  /** Acknowledgements the server took: commands carried out, and commands the kiosk refused. */
  commandsAcked: number;
  commandsRefused: number;
}

export const emptyStats = (): SimStats => ({
  heartbeatsOk: 0,
  heartbeatsFailed: 0,
  transactionsAccepted: 0,
  transactionsReplayed: 0,
  transactionsRetried: 0,
  transactionsRefused: 0,
  alertsSent: 0,
  rejectionsSent: 0,
  commandsAcked: 0,
  commandsRefused: 0,
});

type Outgoing =
  | { kind: 'transaction'; body: RecycleTransaction }
  | { kind: 'alert'; body: DeviceAlert }
  | { kind: 'rejections'; body: DeviceRejectionBatch };

/**
 * One simulated kiosk on the wire: each tick advances its model to the fleet's model time, sends what
 * happened (transactions and alerts wait in an outbox until the server answered them), its heartbeat,
 * and carries out and acknowledges its pending commands. Silent kiosks send nothing.
 */
export class KioskRunner {
  private readonly outbox: Outgoing[] = [];
  private lastSentAt = 0;

  constructor(
    readonly credentials: KioskCredentials,
    public kiosk: SimKiosk,
    private readonly rng: Rng,
    private readonly client: DeviceClient,
    private readonly stats: SimStats,
    private readonly options: ModelOptions,
    /** The member card a session is paid to, if any (the live demo names its demo members). */
    private readonly memberCard: (rng: Rng) => string | undefined = () => undefined,
  ) {}

  async tick(modelNow: number, wallNow = new Date()): Promise<void> {
    const step = advance(this.kiosk, modelNow, this.rng, this.options);
    this.kiosk = step.kiosk;
    this.enqueue(step.events, wallNow);
    if (!this.kiosk.online) return;
    // When the server is out of reach, this tick's heartbeat is lost too.
    const reached = (await this.flushOutbox()) && (await this.sendHeartbeat(wallNow));
    if (!reached) return;
    try {
      await this.carryOutCommands(modelNow, wallNow);
    } catch (error) {
      // Commands fetched but not acknowledged stay with the server, which shows them delivered.
      if (!(error instanceof NetworkError)) throw error;
    }
  }

  private async sendHeartbeat(wallNow: Date): Promise<boolean> {
    try {
      const outcome = await this.client.heartbeat(this.credentials, heartbeatOf(this.kiosk, this.nextSentAt(wallNow)));
      if (outcome === 'accepted') this.stats.heartbeatsOk++;
      else this.stats.heartbeatsFailed++;
      return true;
    } catch (error) {
      if (!(error instanceof NetworkError)) throw error;
      this.stats.heartbeatsFailed++;
      return false;
    }
  }

  /** Heartbeat clocks only move forward: the server takes a heartbeat not newer than the last as a replay. */
  private nextSentAt(wallNow: Date): Date {
    this.lastSentAt = Math.max(wallNow.getTime(), this.lastSentAt + 1);
    return new Date(this.lastSentAt);
  }

  /**
   * The kiosk's own clock stamps what it sends: model time only paces the simulation. Each transaction
   * gets a uuid of this run, so a rerun with the same seed against the same server is not a replay.
   */
  private enqueue(events: SimEvent[], wallNow: Date): void {
    const at = wallNow.toISOString();
    for (const event of events) {
      if (event.kind === 'transaction') {
        const card = this.memberCard(this.rng);
        const member = card ? { paymentMode: 2 as const, memberCardNo: card } : {};
        this.outbox.push({
          kind: 'transaction',
          body: { ...event.transaction, ...member, uuid: randomUUID(), tranDttm: at },
        });
        // What the member put in and the kiosk refused, reported after the session, each with a uuid of this run.
        const refused = rejectionsOf(this.kiosk, event.transaction, at);
        if (refused.length)
          this.outbox.push({
            kind: 'rejections',
            body: { rejections: refused.map((rejection) => ({ ...rejection, uuid: randomUUID() })) },
          });
      }
      if (event.kind === 'faultStarted' || event.kind === 'faultCleared') {
        const { fault } = event;
        this.outbox.push({
          kind: 'alert',
          body: {
            type: fault.alertType,
            errorCode: fault.code,
            message: fault.message,
            active: event.kind === 'faultStarted',
            at,
          },
        });
      }
    }
  }

  /**
   * Sends the outbox in order; false when the server could not be reached (counting the tick's heartbeat as failed; the
   * rest waits).
   */
  private async flushOutbox(): Promise<boolean> {
    while (this.outbox.length) {
      const message = this.outbox[0]!;
      try {
        const outcome =
          message.kind === 'transaction'
            ? await this.client.transaction(this.credentials, message.body)
            : message.kind === 'alert'
              ? await this.client.alert(this.credentials, message.body)
              : await this.client.rejections(this.credentials, message.body);
        if (message.kind === 'alert') this.stats.alertsSent += outcome === 'accepted' ? 1 : 0;
        else if (message.kind === 'rejections')
          this.stats.rejectionsSent += outcome === 'accepted' ? message.body.rejections.length : 0;
        else if (outcome === 'accepted') this.stats.transactionsAccepted++;
        else if (outcome === 'replayed') this.stats.transactionsReplayed++;
        else this.stats.transactionsRefused++;
        this.outbox.shift();
      } catch (error) {
        if (!(error instanceof NetworkError)) throw error;
        if (message.kind === 'transaction') this.stats.transactionsRetried++;
        this.stats.heartbeatsFailed++;
        return false;
      }
    }
    return true;
  }

  private async carryOutCommands(modelNow: number, wallNow: Date): Promise<void> {
    for (const command of await this.client.commands(this.credentials)) {
      const result = applyCommand(this.kiosk, command.command, modelNow, this.rng);
      this.kiosk = result.kiosk;
      this.enqueue(result.events, wallNow);
      if ((await this.client.ack(this.credentials, command.id, result.ack)) === 'refused') continue;
      if (result.ack.ok) this.stats.commandsAcked++;
      else this.stats.commandsRefused++;
    }
  }
}
