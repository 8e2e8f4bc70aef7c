import { describe, expect, it } from 'vitest';
import { CommandAck, DeviceAlert, Heartbeat, RecycleTransaction } from './device.js';

const at = '2026-11-25T08:00:00+08:00';
const heartbeat = {
  sentAt: at,
  state: 0,
  bins: [{ bin: 1, material: 'PET', weightKg: 1, depthPct: 5 }],
  errorCodes: ['E1'],
  versions: { version: '2.0', firmware: 'fw', extVersion: 'x', fixedVersion: 'f' },
};
const transaction = {
  uuid: '0b7c4c52-5d0e-4a5e-9f55-2a1c3f0e9d11',
  batchId: 'B1',
  tranDttm: at,
  memberCardNo: 'M1',
  items: [{ material: 'PET', count: 1, barcode: '12345678' }],
};
const alert = { type: 'BIN_FULL', errorCode: 'E1', batchId: 'B1', message: 'Bin 1 full', at };

/** Every text field of the device bodies, as a path into its sample body. */
const TEXT_FIELDS: [
  string,
  { safeParse(body: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; params?: unknown }[] } } },
  unknown,
  PropertyKey[],
][] = [
  ['heartbeat', Heartbeat, heartbeat, ['bins', 0, 'material']],
  ['heartbeat', Heartbeat, heartbeat, ['errorCodes', 0]],
  ...(['version', 'firmware', 'extVersion', 'fixedVersion'] as const).map((key): (typeof TEXT_FIELDS)[number] => [
    'heartbeat',
    Heartbeat,
    heartbeat,
    ['versions', key],
  ]),
  ['transaction', RecycleTransaction, transaction, ['batchId']],
  ['transaction', RecycleTransaction, transaction, ['memberCardNo']],
  ['transaction', RecycleTransaction, transaction, ['items', 0, 'material']],
  ['transaction', RecycleTransaction, transaction, ['items', 0, 'barcode']],
  ...(['type', 'errorCode', 'batchId', 'message'] as const).map((key): (typeof TEXT_FIELDS)[number] => [
    'alert',
    DeviceAlert,
    alert,
    [key],
  ]),
  ['command ack', CommandAck, { ok: false, result: 'jammed' }, ['result']],
];

function withText(body: unknown, path: PropertyKey[], text: string): unknown {
  const copy = structuredClone(body) as Record<PropertyKey, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<PropertyKey, unknown>;
  node[path.at(-1)!] = text;
  return copy;
}

describe('device API texts', () => {
  it('takes the sample bodies as they are', () => {
    for (const [name, schema, body] of TEXT_FIELDS) expect(schema.safeParse(body).success, name).toBe(true);
  });

  it.each(['\u0000', '\u0007', '\u001b', '\u007f'])(
    'refuses control character %j in every text field, naming the field',
    (control) => {
      for (const [name, schema, body, path] of TEXT_FIELDS) {
        const result = schema.safeParse(withText(body, path, `A${control}B`));
        expect(result.success, `${name} ${path.join('.')}`).toBe(false);
        expect(result.error!.issues).toEqual([
          expect.objectContaining({ path, params: { text: 'controlCharacters' } }),
        ]);
      }
    },
  );

  it('keeps tabs and line breaks inside a text', () => {
    expect(DeviceAlert.parse({ ...alert, message: 'Bin 1\tfull\r\nsince 8:00' }).message).toBe(
      'Bin 1\tfull\r\nsince 8:00',
    );
  });

  it('refuses integers beyond the columns they fill', () => {
    expect(Heartbeat.safeParse({ ...heartbeat, bins: [{ bin: 2 ** 31, weightKg: 1, depthPct: 5 }] }).success).toBe(
      false,
    );
    expect(RecycleTransaction.safeParse({ ...transaction, items: [{ material: 'PET', count: 2 ** 31 }] }).success).toBe(
      false,
    );
  });

  it('refuses times before the year 1000, which PostgreSQL cannot hold as sent', () => {
    expect(Heartbeat.safeParse({ ...heartbeat, sentAt: '0000-01-01T00:00:00Z' }).success).toBe(false);
    expect(RecycleTransaction.safeParse({ ...transaction, tranDttm: '0000-01-01T00:00:00Z' }).success).toBe(false);
    expect(DeviceAlert.safeParse({ ...alert, at: '0999-12-31T23:59:59+08:00' }).success).toBe(false);
  });
});
