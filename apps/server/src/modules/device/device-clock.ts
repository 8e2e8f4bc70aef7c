/**
 * How far a kiosk's own clock may be from the server's: its times (a heartbeat's sentAt, an alert's at)
 * may be at most this far ahead, or this old.
 */
export const DEVICE_CLOCK_AHEAD_MS = 5 * 60_000;
export const DEVICE_TIME_MAX_AGE_MS = 24 * 3_600_000;

/** Whether a kiosk's time is ahead of the server clock by more than allowed, or older than allowed. */
export function deviceTimeFault(atMs: number, nowMs: number): 'ahead' | 'old' | null {
  if (atMs > nowMs + DEVICE_CLOCK_AHEAD_MS) return 'ahead';
  if (atMs < nowMs - DEVICE_TIME_MAX_AGE_MS) return 'old';
  return null;
}
