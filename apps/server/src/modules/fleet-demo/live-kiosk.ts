import type { BinReading } from '@srd/contract';
import {
  applyCommand,
  createKiosk,
  FAULTS,
  HOUR,
  intervene,
  NEAR_FULL_PCT,
  type Intervention,
  type SimKiosk,
  type SimMaterial,
} from './model/kiosk-model.js';
import type { Rng } from './model/random.js';
import { DEMO_MODEL_OPTIONS, type DemoKiosk, type SceneRole } from './history.js';

/** What the server last stored of the kiosk (its kiosk_state row). */
export interface StoredState {
  bins: BinReading[];
  manualDown: boolean;
}

/** The staged collection of a full or near-full kiosk: bins then fill and empty by the model's own course. */
const COLLECTION_AFTER_MS = 10 * HOUR;

/**
 * The scene a role plays from now on, as the history staged it: no random faults or silences, so the demo's story
 * holds.
 */
function liveScene(role: SceneRole, kiosk: SimKiosk, now: number): Intervention[] {
  const changes: Intervention[] = [{ kind: 'calm', until: Infinity }];
  if (role === 'full') changes.push({ kind: 'fillTo', pct: 97, collectAt: now + COLLECTION_AFTER_MS });
  else if (role === 'nearFull') changes.push({ kind: 'fillTo', pct: 82, collectAt: now + COLLECTION_AFTER_MS });
  else changes.push({ kind: 'collect', ifFullerThanPct: NEAR_FULL_PCT });
  // The silent one stays silent: the offline sweep keeps it offline, as it would a real kiosk.
  if (role === 'offline') changes.push({ kind: 'silence', until: Infinity });
  if (role === 'fault') {
    const fault = FAULTS.find(
      (kind) => kind.stopsService && (kind.kioskType === kiosk.kioskType || kind.kioskType === null),
    )!;
    changes.push({ kind: 'fault', fault, until: Infinity });
  }
  return changes;
}

/**
 * A demo kiosk as the live demo takes it up at `now`: its bins as last stored, marked down if staff
 * marked it down, in the role it plays in the demo's story. The events of this staging are left out:
 * the seeded history and the stored state already hold them.
 */
export function liveKiosk(
  demo: DemoKiosk,
  role: SceneRole,
  stored: StoredState | undefined,
  catalogue: readonly SimMaterial[],
  now: number,
  rng: Rng,
): SimKiosk {
  let kiosk = createKiosk(demo.kid, demo.kioskType, catalogue, now, rng, DEMO_MODEL_OPTIONS);
  kiosk.bins = kiosk.bins.map((bin) => {
    const reading = stored?.bins.find((one) => one.bin === bin.bin && one.material === bin.material.code);
    if (!reading) return bin;
    const weightKg = Math.min(bin.capacityKg, Math.max(0, reading.weightKg));
    return { ...bin, weightKg, depthPct: (weightKg / bin.capacityKg) * 100 };
  });
  for (const change of liveScene(role, kiosk, now)) kiosk = intervene(kiosk, now, change).kiosk;
  if (stored?.manualDown) kiosk = applyCommand(kiosk, 'markDown', now, rng).kiosk;
  return kiosk;
}
