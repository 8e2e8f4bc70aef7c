/** A seeded random generator (mulberry32): the same seed gives the same numbers, on every machine. */
export interface Rng {
  /** A number in [0, 1). */
  next(): number;
}

export function seededRng(seed: number): Rng {
  let state = seed >>> 0;
  return {
    next() {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
    },
  };
}

/** A number in [min, max). */
export function uniform(rng: Rng, min: number, max: number): number {
  return min + rng.next() * (max - min);
}

/** An integer in [min, max]. */
export function integer(rng: Rng, min: number, max: number): number {
  return Math.floor(uniform(rng, min, max + 1));
}

export function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[Math.floor(rng.next() * items.length)]!;
}

/** The wait until the next event of a Poisson process of `perMs` events per millisecond. */
export function exponentialWait(rng: Rng, perMs: number): number {
  return -Math.log(1 - rng.next()) / perMs;
}

/** A version 4 uuid drawn from the generator, so a seeded run repeats its uuids. */
export function randomUuid(rng: Rng): string {
  const bytes = Array.from({ length: 16 }, () => Math.floor(rng.next() * 256));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = bytes.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A 32-bit seed from a text (a KID), so each kiosk has a stream of its own. */
export function seedOf(text: string, base = 0): number {
  let hash = 2_166_136_261 ^ base;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 16_777_619);
  return hash >>> 0;
}
