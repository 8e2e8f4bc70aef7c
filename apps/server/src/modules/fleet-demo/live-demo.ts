import { randomUUID } from 'node:crypto';
import type { BinReading } from '@srd/contract';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { ZodApp } from '../../platform/app-module.js';
import { queryRows, type Db } from '../../platform/db/client.js';
import { hashDeviceSecret } from '../kiosk/device-secret.js';
import { DEMO_MEMBER_COUNTS, demoCardNo } from '../member/demo.js';
import { demoCatalogue, takenBy } from './demo.js';
import { deviceClient, type HttpSender } from './device-client.js';
import { castRoles, DEMO_MODEL_OPTIONS, DEMO_SEED, MEMBER_SHARE, type DemoKiosk } from './history.js';
import { emptyStats, KioskRunner } from './kiosk-runner.js';
import { liveKiosk } from './live-kiosk.js';
import type { KioskKind } from './model/kiosk-model.js';
import { integer, seededRng, seedOf, type Rng } from './model/random.js';

/**
 * The live demo: the server keeps the demo kiosks reporting, as the simulator would, so a new
 * database's fleet looks like a working one. Each kiosk runs the simulator's model and calls the
 * device API with its own secret, through `inject`: the same authentication, validation, heartbeat
 * batching, alarms and live feed as a real kiosk, without a socket or the server's address. One
 * instance drives: the holder of the `fleet_demo_lease` row, renewed each round and taken over by
 * another instance once it lapses.
 */

interface DemoRow {
  id: number;
  kid: string;
  kiosk_type: number;
  recycle_type: string[];
  tid: number | null;
  tenant_name: string | null;
  secret: string;
  secret_hash: string | null;
  enable_flag: number;
  bins: BinReading[] | null;
  manual_down: boolean | null;
}

/**
 * Who recycles at a kiosk of the tenant: a demo member's card (by the member demo's numbering), or nobody for an
 * anonymous session or a member without a card; a tenant without demo members has only anonymous sessions.
 */
function demoMemberCards(tid: number | null, tenantName: string | null): (rng: Rng) => string | undefined {
  const members = tenantName === null ? undefined : DEMO_MEMBER_COUNTS[tenantName];
  return (rng) => {
    if (tid === null || !members || rng.next() >= MEMBER_SHARE) return undefined;
    const n = integer(rng, 1, members);
    return n % 10 === 0 ? undefined : demoCardNo(tid, n);
  };
}

/** Device API calls answered by the app itself. */
function injectSender(app: ZodApp): HttpSender {
  return {
    async send(method, path, init = {}) {
      const response = await app.inject({
        method: method as 'GET' | 'POST',
        url: path,
        headers: init.headers,
        payload: init.body as object | undefined,
      });
      const text = response.body;
      return { status: response.statusCode, body: text ? JSON.parse(text) : undefined };
    },
    close() {},
  };
}

export interface LiveDemoOptions {
  /** Time between two rounds: each drivable kiosk sends a heartbeat and fetches its commands. */
  intervalMs: number;
}

export class LiveDemo {
  /** Names this instance in the lease. */
  private readonly holder = randomUUID();
  private readonly client;
  private readonly stats = emptyStats();
  private runners = new Map<number, KioskRunner>();
  private timer: NodeJS.Timeout | undefined;
  private round: Promise<void> | undefined;
  private stopped = false;

  constructor(
    app: ZodApp,
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private readonly options: LiveDemoOptions,
  ) {
    this.client = deviceClient(injectSender(app));
  }

  start(): void {
    this.schedule();
  }

  /** Ends the rounds, waits for the one under way and hands the lease back, so another instance takes over at once. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.round;
    await this.db.execute(sql`delete from fleet_demo_lease where holder = ${this.holder}`).catch(() => {});
  }

  private schedule(): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.round = this.runRound()
        .catch((error: unknown) => this.log.warn({ err: error }, 'live demo round failed'))
        .finally(() => this.schedule());
    }, this.options.intervalMs);
    this.timer.unref();
  }

  private async runRound(): Promise<void> {
    const rows = await queryRows<DemoRow>(
      this.db,
      sql`
      select k.id, k.kid, k.kiosk_type, k.recycle_type, k.tid, t.name as tenant_name, d.secret, k.secret_hash,
        k.enable_flag, s.bins, s.manual_down
      from fleet_demo_kiosk d join kiosk k on k.id = d.kiosk_id left join kiosk_state s on s.kiosk_id = k.id
        left join tenant t on t.id = k.tid
      order by k.id`,
    );
    if (!rows.length || !(await this.holdLease())) {
      this.runners.clear();
      return;
    }
    await this.follow(rows);
    const now = Date.now();
    await Promise.all(
      [...this.runners.values()].map((runner) =>
        runner
          .tick(now, new Date(now))
          .catch((error: Error) =>
            this.log.warn({ kid: runner.credentials.kid, err: error }, 'live demo kiosk failed'),
          ),
      ),
    );
  }

  /**
   * Takes or renews the lease unless another instance holds one that has not lapsed; true when this instance holds it.
   */
  private async holdLease(): Promise<boolean> {
    const lapseMs = this.options.intervalMs * 3;
    const held = await queryRows<{ holder: string }>(
      this.db,
      sql`
      insert into fleet_demo_lease (id, holder, expires_at)
      values (1, ${this.holder}, now() + make_interval(secs => ${lapseMs / 1000}))
      on conflict (id) do update set holder = excluded.holder, expires_at = excluded.expires_at
      where fleet_demo_lease.holder = excluded.holder or fleet_demo_lease.expires_at < now()
      returning holder`,
    );
    return held.length > 0;
  }

  /**
   * Keeps a runner for each demo kiosk that can still report as the demo: enabled, and with the secret
   * the demo issued (a kiosk whose secret staff rotated now belongs to whoever holds the new one).
   * Roles are cast over every demo kiosk, as the seed cast them.
   */
  private async follow(rows: DemoRow[]): Promise<void> {
    const drivable = rows.filter((row) => row.enable_flag !== 0 && row.secret_hash === hashDeviceSecret(row.secret));
    const kept = new Set(drivable.map((row) => row.id));
    for (const id of this.runners.keys()) if (!kept.has(id)) this.runners.delete(id);
    const fresh = drivable.filter((row) => !this.runners.has(row.id));
    if (!fresh.length) return;
    const demos: DemoKiosk[] = rows.map((row) => ({
      id: row.id,
      kid: row.kid,
      kioskType: row.kiosk_type as KioskKind,
    }));
    const roles = castRoles(demos, DEMO_SEED);
    const catalogue = await demoCatalogue(this.db);
    const now = Date.now();
    for (const row of fresh) {
      const rng = seededRng(seedOf(row.kid, now));
      const demo = { id: row.id, kid: row.kid, kioskType: row.kiosk_type as KioskKind };
      const stored = row.bins ? { bins: row.bins, manualDown: row.manual_down ?? false } : undefined;
      const taken = takenBy(catalogue, row.recycle_type);
      const kiosk = liveKiosk(demo, roles.get(row.id) ?? 'normal', stored, taken, now, rng);
      this.runners.set(
        row.id,
        new KioskRunner(
          { kid: row.kid, secret: row.secret },
          kiosk,
          rng,
          this.client,
          this.stats,
          DEMO_MODEL_OPTIONS,
          demoMemberCards(row.tid, row.tenant_name),
        ),
      );
    }
    this.log.info({ kiosks: this.runners.size }, 'live demo drives the demo kiosks');
  }
}
