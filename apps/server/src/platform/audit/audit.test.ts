import { describe, expect, it } from 'vitest';
import { diffFields } from './audit.js';

describe('audit field diff (SPEC 5)', () => {
  it('records nothing when no field differs', () => {
    expect(diffFields({ name: 'A', status: 1 }, { name: 'A', status: 1 })).toEqual([]);
  });

  it('records only differing fields with one side non-empty', () => {
    const columns = diffFields({ name: 'A', email: '', note: null, website: 'x' }, { name: 'B', email: null, note: undefined, website: '' });
    expect(columns).toEqual([
      { name: 'name', oldValue: 'A', newValue: 'B' },
      { name: 'website', oldValue: 'x', newValue: null },
    ]);
  });

  it('skips the ignored fields and secrets', () => {
    const before = { creUser: 1, creDttm: 'a', lupdDttm: 'b', lupdUser: 1, shopPasswordEncryption: 'x', dateRange: 'a', tempStatus: 1, serviceInfo: 'a', serviceInfoChs: 'a', serviceInfoCht: 'a', _XID: 1, reminderStatus: 0, passwordHash: 'h1' };
    const after = { creUser: 2, creDttm: 'c', lupdDttm: 'd', lupdUser: 2, shopPasswordEncryption: 'y', dateRange: 'b', tempStatus: 2, serviceInfo: 'b', serviceInfoChs: 'b', serviceInfoCht: 'b', _XID: 2, reminderStatus: 1, passwordHash: 'h2' };
    expect(diffFields(before, after)).toEqual([]);
  });

  it('labels status 0 and 2 as disabled, 1 and 3 as enabled', () => {
    expect(diffFields({ status: 0 }, { status: 1 })).toEqual([{ name: 'status', oldValue: '0', newValue: '1', oldLabel: 'disabled', newLabel: 'enabled' }]);
    expect(diffFields({ status: 2 }, { status: 3 })[0]).toMatchObject({ oldLabel: 'disabled', newLabel: 'enabled' });
  });

  it('labels references with the given functions and covers creation and deletion', () => {
    const tenantName = (id: unknown) => (id === 1 ? 'Hong Kong' : id === 2 ? 'Kowloon' : null);
    expect(diffFields({ tid: 1 }, { tid: 2 }, { tid: tenantName })).toEqual([{ name: 'tid', oldValue: '1', newValue: '2', oldLabel: 'Hong Kong', newLabel: 'Kowloon' }]);
    expect(diffFields(null, { name: 'New' })).toEqual([{ name: 'name', oldValue: null, newValue: 'New' }]);
    expect(diffFields({ name: 'Old' }, null)).toEqual([{ name: 'name', oldValue: 'Old', newValue: null }]);
  });

  it('writes dates as ISO text and objects as JSON', () => {
    const columns = diffFields({ at: new Date('2026-01-01T00:00:00Z'), tags: ['a'] }, { at: new Date('2026-01-02T00:00:00Z'), tags: ['a', 'b'] });
    expect(columns).toEqual([
      { name: 'at', oldValue: '2026-01-01T00:00:00.000Z', newValue: '2026-01-02T00:00:00.000Z' },
      { name: 'tags', oldValue: '["a"]', newValue: '["a","b"]' },
    ]);
  });
});
