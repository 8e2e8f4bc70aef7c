import type { DeviceRejection, RecycleTransaction, RejectionReason } from '@srd/contract';
import { integer, pick, randomUuid, seededRng, seedOf } from './random.js';
import type { KioskKind, SimKiosk } from './kiosk-model.js';

/**
 * The items a kiosk refused during a member's session: smart-classify kiosks refuse one now and then (an item they
 * cannot tell, one for another bin, a dirty one), the others seldom. Drawn from the transaction's own uuid, so the
 * kiosk model's course (its random stream) stays as it was and a seeded run repeats its rejections.
 */
const CHANCE: Record<KioskKind, number> = { 0: 0.04, 1: 0.25, 2: 0.02 };
const REASONS: RejectionReason[] = [
  'UNRECOGNISED',
  'UNRECOGNISED',
  'WRONG_MATERIAL',
  'WRONG_MATERIAL',
  'CONTAMINATED',
  'NOT_EMPTY',
  'FOREIGN_OBJECT',
  'OVERSIZED',
];

export function rejectionsOf(kiosk: SimKiosk, transaction: RecycleTransaction, at: string): DeviceRejection[] {
  const rng = seededRng(seedOf(transaction.uuid, 14));
  if (rng.next() >= CHANCE[kiosk.kioskType]) return [];
  return Array.from({ length: integer(rng, 1, 2) }, () => {
    const reason = pick(rng, REASONS);
    const guessed = reason !== 'UNRECOGNISED' && reason !== 'FOREIGN_OBJECT' && kiosk.bins.length > 0;
    return {
      uuid: randomUuid(rng),
      at,
      reason,
      ...(guessed ? { material: pick(rng, kiosk.bins).material.code } : {}),
    };
  });
}
