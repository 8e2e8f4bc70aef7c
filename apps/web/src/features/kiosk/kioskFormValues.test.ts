import { DEFAULT_KIOSK_SETTINGS, type Kiosk } from '@srd/contract';
import { describe, expect, it } from 'vitest';
import { editBody, newKioskValues, toFormValues } from './kioskFormValues';

const stored = {
  id: 7,
  kid: 'RVM-0007',
  tid: 1,
  kioskType: 0,
  name: 'Lok Fu',
  nameCht: '',
  nameChs: '',
  address: '',
  addressCht: '',
  addressChs: '',
  lon: null,
  lat: null,
  estateId: null,
  locationId: null,
  machineId: null,
  readerNo: null,
  enableFlag: 1,
  publicFlag: 1,
  recycleType: ['PET'],
  dailyMax: null,
  creditMode: 0,
  displayUnit: 'kg',
  settings: DEFAULT_KIOSK_SETTINGS,
  alertSettings: { enabled: false, method: 'DEFAULT', receivers: [], intervalMinutes: 30 },
  version: '1.2',
  live: null,
  tenantName: 'City',
  secretIssuedAt: null,
} as unknown as Kiosk;

describe('kiosk form values', () => {
  it('starts a new kiosk from the contract defaults, in the caller tenant', () => {
    expect(newKioskValues(3)).toMatchObject({
      tid: 3,
      kid: undefined,
      name: '',
      enableFlag: 1,
      settings: DEFAULT_KIOSK_SETTINGS,
    });
  });

  it('edits the create fields only: what the kiosk reports is not sent back', () => {
    const values = toFormValues(stored);
    expect(values).not.toHaveProperty('version');
    expect(values).not.toHaveProperty('live');
    expect(values).toMatchObject({ kid: 'RVM-0007', settings: DEFAULT_KIOSK_SETTINGS });
  });

  it('sends the changed fields and, of the settings, only those changed', () => {
    const initial = toFormValues(stored);
    const values = { ...initial, name: 'Lok Fu Place', settings: { ...DEFAULT_KIOSK_SETTINGS, volumePct: 85 } };
    expect(editBody(initial, values)).toEqual({ name: 'Lok Fu Place', settings: { volumePct: 85 } });
    expect(editBody(initial, initial)).toEqual({});
  });
});
