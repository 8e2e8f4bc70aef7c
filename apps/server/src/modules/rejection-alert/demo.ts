import { REJECTION_REASONS, type RejectionReason } from '@srd/contract';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.js';
import { castRoles, DEMO_SEED } from '../fleet-demo/history.js';
import type { KioskKind } from '../fleet-demo/model/kiosk-model.js';
import { integer, pick, randomUuid, seededRng, seedOf, type Rng } from '../fleet-demo/model/random.js';
import { kiosk } from '../kiosk/tables.js';
import { tenant } from '../organisation/tables.js';
import { checkThreshold, lockKioskRejections } from './alarm.js';
import { kioskRejection, rejectionThreshold } from './tables.js';

const HOUR = 3_600_000;
export const DEMO_REJECTION_DAYS = 7;
/** The demo tenant that sets its own threshold, tighter than the platform's. */
export const DEMO_THRESHOLD_TENANT = 'City Recycling';
export const DEMO_TENANT_THRESHOLD = { count: 10, windowMinutes: 60 };

/** How often each reason comes up at a smart-classify kiosk: mostly items it cannot tell, or of the wrong bin. */
const REASON_WEIGHTS: Record<RejectionReason, number> = {
  UNRECOGNISED: 5,
  WRONG_MATERIAL: 4,
  CONTAMINATED: 3,
  NOT_EMPTY: 2,
  FOREIGN_OBJECT: 1,
  OVERSIZED: 1,
};
const WEIGHTED = REJECTION_REASONS.flatMap((reason) => Array<RejectionReason>(REASON_WEIGHTS[reason]).fill(reason));
/** Rejections an hour at the busiest hour, by kiosk type: smart-classify kiosks refuse the most. */
const PEAK_PER_HOUR: Record<KioskKind, number> = { 0: 0.6, 1: 2.5, 2: 0.2 };

/** Hong Kong's recycling day: quiet at night, busiest in the evening. */
function busyness(at: number): number {
  const hour = (new Date(at).getUTCHours() + 8) % 24;
  if (hour < 7) return 0.05;
  if (hour < 12) return 0.5;
  if (hour < 17) return 0.6;
  if (hour < 22) return 1;
  return 0.3;
}

interface DemoRejection {
  uuid: string;
  kioskId: number;
  tid: number | null;
  at: Date;
  reason: RejectionReason;
  material: string | null;
  barcode: string | null;
}

function rejection(
  rng: Rng,
  machine: { id: number; tid: number | null; recycleType: string[] },
  at: number,
): DemoRejection {
  const reason = pick(rng, WEIGHTED);
  const guessed = reason !== 'UNRECOGNISED' && reason !== 'FOREIGN_OBJECT' && machine.recycleType.length > 0;
  return {
    uuid: randomUuid(rng),
    kioskId: machine.id,
    tid: machine.tid,
    at: new Date(at),
    reason,
    material: guessed ? pick(rng, machine.recycleType) : null,
    barcode: reason === 'NOT_EMPTY' && rng.next() < 0.5 ? `489${integer(rng, 1_000_000_000, 9_999_999_999)}` : null,
  };
}

/**
 * A week of rejections of the demo kiosks, mostly at the smart-classify ones; City Recycling's own threshold (10 in an
 * hour, tighter than the platform's 20); and one smart-classify kiosk, among those the fleet demo leaves working, with
 * a burst of rejections in the last hour that raised its REJECTIONS alarm.
 */
export async function seedDemoRejections(tx: Tx, now = Date.now()): Promise<void> {
  const kiosks = await tx
    .select({
      id: kiosk.id,
      kid: kiosk.kid,
      tid: kiosk.tid,
      kioskType: kiosk.kioskType,
      enabled: kiosk.enableFlag,
      recycleType: kiosk.recycleType,
    })
    .from(kiosk)
    .orderBy(asc(kiosk.id));
  const fleet = kiosks.filter((row) => row.kioskType === 0 || row.kioskType === 1 || row.kioskType === 2);
  if (fleet.length === 0) return;
  const [city] = await tx.select({ id: tenant.id }).from(tenant).where(eq(tenant.name, DEMO_THRESHOLD_TENANT));
  if (city) await tx.insert(rejectionThreshold).values({ tid: city.id, ...DEMO_TENANT_THRESHOLD });

  // The fleet demo's cast: the burst goes to a kiosk it leaves normal, so the alarm is the kiosk's only trouble.
  const roles = castRoles(
    fleet.map((row) => ({ id: row.id, kid: row.kid, kioskType: row.kioskType as KioskKind })),
    DEMO_SEED,
  );
  const noisy = fleet.find((row) => row.kioskType === 1 && row.enabled === 1 && roles.get(row.id) === 'normal');

  const rows: DemoRejection[] = [];
  const start = now - DEMO_REJECTION_DAYS * 24 * HOUR;
  for (const machine of fleet) {
    if (machine.enabled !== 1) continue;
    const rng = seededRng(seedOf(machine.kid, DEMO_SEED + 14));
    const ref = { id: machine.id, tid: machine.tid, recycleType: machine.recycleType ?? [] };
    const peak = PEAK_PER_HOUR[machine.kioskType as KioskKind];
    // Up to two hours ago: the last hours are the burst's, or quiet, so only the noisy kiosk is over its threshold.
    for (let hour = start; hour < now - 2 * HOUR; hour += HOUR) {
      const expected = peak * busyness(hour);
      let count = Math.floor(expected) + (rng.next() < expected % 1 ? 1 : 0);
      if (machine.kioskType === 1 && rng.next() < 0.03) count += integer(rng, 3, 6);
      for (let i = 0; i < count; i++) rows.push(rejection(rng, ref, hour + rng.next() * HOUR));
    }
    if (machine === noisy) {
      const burst = DEMO_TENANT_THRESHOLD.count + 3;
      for (let i = 0; i < burst; i++) rows.push(rejection(rng, ref, now - (45 - i * 3) * 60_000));
    }
  }
  for (let i = 0; i < rows.length; i += 2_000) await tx.insert(kioskRejection).values(rows.slice(i, i + 2_000));
  if (noisy) {
    await lockKioskRejections(tx, [noisy.id]);
    await checkThreshold(tx, { kioskId: noisy.id, tid: noisy.tid }, new Date(now));
  }
}
