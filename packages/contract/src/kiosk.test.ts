import { describe, expect, it } from 'vitest';
import {
  DEFAULT_KIOSK_SETTINGS,
  KIOSK_SETTING_GROUPS,
  Kid,
  KioskBatchCreate,
  KioskSettings,
  KioskUpdate,
  kidOf,
  readKioskSettings,
  receiverFits,
} from './kiosk.js';

describe('kiosk settings', () => {
  it('places every setting in exactly one screen section', () => {
    const grouped = Object.values(KIOSK_SETTING_GROUPS).flat();
    expect([...grouped].sort()).toEqual(Object.keys(KioskSettings.shape).sort());
    expect(new Set(grouped).size).toBe(grouped.length);
  });

  it('reads stored settings with the default for each missing or out-of-range value', () => {
    expect(readKioskSettings({})).toEqual(DEFAULT_KIOSK_SETTINGS);
    expect(readKioskSettings(null)).toEqual(DEFAULT_KIOSK_SETTINGS);
    expect(readKioskSettings({ volumePct: 250, sideTrayLed: 3, screenRotation: 'right' })).toEqual({
      ...DEFAULT_KIOSK_SETTINGS,
      sideTrayLed: 3,
      screenRotation: 'right',
    });
  });

  it('lets an edit send some settings without filling the others with defaults', () => {
    expect(KioskUpdate.parse({ settings: { volumePct: 20 } }).settings).toEqual({ volumePct: 20 });
    expect(KioskUpdate.safeParse({ settings: { volumePct: 0 } }).success).toBe(false);
  });
});

describe('alert receivers', () => {
  it.each([
    ['EMAIL', 'ops@kiosk.example', true],
    ['EMAIL', '+852 9123 4567', false],
    ['SMS', '+852 9123 4567', true],
    ['WHATSAPP', 'ops@kiosk.example', false],
    ['DEFAULT', 'ops@kiosk.example', true],
    ['DEFAULT', '2345 6789', true],
    ['DEFAULT', 'nobody', false],
  ] as const)('%s takes %s: %s', (method, receiver, fits) => {
    expect(receiverFits(method, receiver)).toBe(fits);
  });
});

describe('batch KIDs', () => {
  it('pads numbers to four digits; the longest batch KID is still a KID', () => {
    expect(kidOf('RVM-', 7)).toBe('RVM-0007');
    expect(kidOf('RVM-', 12345)).toBe('RVM-12345');
    const batch = { tid: 1, kioskType: 0, count: 2, startNumber: 1 };
    expect(KioskBatchCreate.safeParse({ ...batch, kidPrefix: 'rvm-' }).data?.kidPrefix).toBe('RVM-');
    const longest = KioskBatchCreate.parse({
      ...batch,
      kidPrefix: 'X'.repeat(30),
      startNumber: 99_999_999,
      count: 500,
    });
    expect(Kid.safeParse(kidOf(longest.kidPrefix, longest.startNumber + longest.count - 1)).success).toBe(true);
    expect(KioskBatchCreate.safeParse({ ...batch, kidPrefix: 'X'.repeat(31) }).success).toBe(false);
  });
});
