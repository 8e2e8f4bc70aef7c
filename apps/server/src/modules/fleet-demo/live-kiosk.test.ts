import { KioskState } from '@srd/contract';
import { describe, expect, it } from 'vitest';
import { HOUR } from './model/kiosk-model.js';
import { seededRng } from './model/random.js';
import { liveKiosk } from './live-kiosk.js';
import { advance, DEFAULT_MATERIALS } from './model/kiosk-model.js';
import { DEMO_MODEL_OPTIONS } from './history.js';

const now = Date.parse('2026-03-02T04:00:00Z');
const rvm = { id: 1, kid: 'RVM-0001', kioskType: 0 as const };
const take = (role: Parameters<typeof liveKiosk>[1], stored?: Parameters<typeof liveKiosk>[2]) =>
  liveKiosk(rvm, role, stored, DEFAULT_MATERIALS, now, seededRng(7));

describe('a demo kiosk taken up by the live demo', () => {
  it('plays its role in the story: full, near full, silent, faulted or normal', () => {
    expect(take('full').state).toBe(KioskState.Full);
    expect(take('nearFull').state).toBe(KioskState.NearFull);
    expect(take('offline').online).toBe(false);
    expect(take('fault')).toMatchObject({
      state: KioskState.NotInService,
      online: true,
      fault: { stopsService: true },
    });
    expect(take('normal')).toMatchObject({ state: KioskState.Normal, online: true, fault: null });
  });

  it('starts from the bins it last reported, and stays marked down while staff keep it down', () => {
    const kiosk = take('normal', { bins: [{ bin: 1, material: 'PET', weightKg: 3, depthPct: 50 }], manualDown: true });
    expect(kiosk.bins[0]!.weightKg).toBe(3);
    expect(kiosk.markedDown).toBe(true);
    expect(kiosk.state).toBe(KioskState.NotInService);
  });

  it('has no random fault or silence to break the story, and the silent one never comes back', () => {
    for (const role of ['normal', 'offline'] as const) {
      const { kiosk, events } = advance(take(role), now + 30 * 24 * HOUR, seededRng(9), DEMO_MODEL_OPTIONS);
      expect(
        events.filter(
          (event) => event.kind === 'faultStarted' || event.kind === 'wentOffline' || event.kind === 'cameOnline',
        ),
      ).toEqual([]);
      expect(kiosk.online).toBe(role === 'normal');
    }
  });
});
