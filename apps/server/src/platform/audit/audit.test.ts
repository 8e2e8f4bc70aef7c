import { describe, expect, it } from 'vitest';
import { auditableColumns, diffFields } from './audit.js';

describe('audit field diff (SPEC 5)', () => {
  it('records nothing when no field differs', () => {
    expect(diffFields({ name: 'A', status: 1 }, { name: 'A', status: 1 })).toEqual([]);
  });

  it('records only differing fields with one side non-empty', () => {
    const columns = diffFields(
      { name: 'A', email: '', note: null, website: 'x' },
      { name: 'B', email: null, note: undefined, website: '' },
    );
    expect(columns).toEqual([
      { name: 'name', oldValue: 'A', newValue: 'B' },
      { name: 'website', oldValue: 'x', newValue: null },
    ]);
  });

  it('skips the ignored fields and secrets', () => {
    const before = {
      creUser: 1,
      creDttm: 'a',
      lupdDttm: 'b',
      lupdUser: 1,
      shopPasswordEncryption: 'x',
      dateRange: 'a',
      tempStatus: 1,
      serviceInfo: 'a',
      serviceInfoChs: 'a',
      serviceInfoCht: 'a',
      _XID: 1,
      reminderStatus: 0,
      passwordHash: 'h1',
    };
    const after = {
      creUser: 2,
      creDttm: 'c',
      lupdDttm: 'd',
      lupdUser: 2,
      shopPasswordEncryption: 'y',
      dateRange: 'b',
      tempStatus: 2,
      serviceInfo: 'b',
      serviceInfoChs: 'b',
      serviceInfoCht: 'b',
      _XID: 2,
      reminderStatus: 1,
      passwordHash: 'h2',
    };
    expect(diffFields(before, after)).toEqual([]);
  });

  it('labels status 0 and 2 as disabled, 1 and 3 as enabled', () => {
    expect(diffFields({ status: 0 }, { status: 1 })).toEqual([
      { name: 'status', oldValue: '0', newValue: '1', oldLabel: 'disabled', newLabel: 'enabled' },
    ]);
    expect(diffFields({ status: 2 }, { status: 3 })[0]).toMatchObject({ oldLabel: 'disabled', newLabel: 'enabled' });
  });

  it('labels references with the given functions and covers creation and deletion', () => {
    const tenantName = (id: unknown) => (id === 1 ? 'Hong Kong' : id === 2 ? 'Kowloon' : null);
    expect(diffFields({ tid: 1 }, { tid: 2 }, { tid: tenantName })).toEqual([
      { name: 'tid', oldValue: '1', newValue: '2', oldLabel: 'Hong Kong', newLabel: 'Kowloon' },
    ]);
    expect(diffFields(null, { name: 'New' })).toEqual([{ name: 'name', oldValue: null, newValue: 'New' }]);
    expect(diffFields({ name: 'Old' }, null)).toEqual([{ name: 'name', oldValue: 'Old', newValue: null }]);
  });

  it('writes dates as ISO text and objects as JSON', () => {
    const columns = diffFields(
      { at: new Date('2026-01-01T00:00:00Z'), tags: ['a'] },
      { at: new Date('2026-01-02T00:00:00Z'), tags: ['a', 'b'] },
    );
    expect(columns).toEqual([
      { name: 'at', oldValue: '2026-01-01T00:00:00.000Z', newValue: '2026-01-02T00:00:00.000Z' },
      { name: 'tags', oldValue: '["a"]', newValue: '["a","b"]' },
    ]);
  });

  it('keeps secrets out by the end of their name, but not fields that merely start like one', () => {
    const at = (day: number) => new Date(Date.UTC(2026, 0, day));
    const before = {
      password: 'a',
      shopPassword: 'a',
      clientSecret: 'a',
      couponValidToken: 'a',
      connectionString: 'a',
      passwordChangedAt: at(1),
    };
    const after = {
      password: 'b',
      shopPassword: 'b',
      clientSecret: 'b',
      couponValidToken: 'b',
      connectionString: 'b',
      passwordChangedAt: at(2),
    };
    expect(diffFields(before, after).map((column) => column.name)).toEqual(['passwordChangedAt']);
  });
});

describe('audit rules on reported columns', () => {
  it('applies the same rules to values sent as text, numbers or booleans', () => {
    const columns = auditableColumns([
      { name: 'name', oldValue: 'A', newValue: 'A' },
      { name: 'email', oldValue: '', newValue: null },
      { name: 'lupdDttm', oldValue: '1', newValue: '2' },
      { name: 'quantity', oldValue: 1, newValue: '2' },
      { name: 'enabled', oldValue: false, newValue: true },
    ]);
    expect(columns).toEqual([
      { name: 'quantity', oldValue: '1', newValue: '2' },
      { name: 'enabled', oldValue: 'false', newValue: 'true' },
    ]);
  });

  it('keeps the labels a client sent and labels a status sent as text', () => {
    expect(auditableColumns([{ name: 'tid', oldValue: 1, newValue: 2, oldLabel: 'Hong Kong', newLabel: '' }])).toEqual([
      { name: 'tid', oldValue: '1', newValue: '2', oldLabel: 'Hong Kong', newLabel: null },
    ]);
    expect(auditableColumns([{ name: 'status', oldValue: '3', newValue: '2' }])).toEqual([
      { name: 'status', oldValue: '3', newValue: '2', oldLabel: 'enabled', newLabel: 'disabled' },
    ]);
  });
});
