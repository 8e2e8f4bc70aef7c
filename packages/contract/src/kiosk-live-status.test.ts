import { describe, expect, it } from 'vitest';
import { liveStatusOf } from './kiosk.js';

describe('liveStatusOf', () => {
  it('puts offline before a manual mark-down, and that before the reported state', () => {
    expect(liveStatusOf({ state: 2, online: false, manualDown: true })).toBe('offline');
    expect(liveStatusOf({ state: 2, online: true, manualDown: true })).toBe('manualDown');
    expect(liveStatusOf({ state: 2, online: true, manualDown: false })).toBe('state2');
  });

  it('says when no heartbeat came yet', () => {
    expect(liveStatusOf(null)).toBe('noHeartbeat');
  });
});
