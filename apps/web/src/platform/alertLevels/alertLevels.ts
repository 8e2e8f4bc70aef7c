import { AlertLevel } from '@srd/contract';
import type { z } from 'zod';

type Level = z.infer<typeof AlertLevel>;

/** The contract's alert levels: 1 information, 2 warning, 3 critical. */
export const ALERT_LEVELS: readonly Level[] = [...AlertLevel.values];

// Information blue, warning orange, critical red.
const COLOURS: Record<Level, string> = { 1: 'blue', 2: 'orange', 3: 'red' };

export function isAlertLevel(value: unknown): value is Level {
  return (ALERT_LEVELS as readonly unknown[]).includes(value);
}

/** The tag colour of a level; an unknown level is grey. */
export function levelColour(level: number): string {
  return isAlertLevel(level) ? COLOURS[level] : 'default';
}
