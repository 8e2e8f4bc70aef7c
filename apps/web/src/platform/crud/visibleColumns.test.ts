import { describe, expect, it } from 'vitest';
import { visibleColumns } from './visibleColumns';

describe('visible columns', () => {
  const keys = ['loginId', 'name', 'email', 'status'];
  const columns = keys.map((key) => ({ key }));

  it('shows every column when nothing is saved', () => {
    expect(visibleColumns(undefined, columns)).toEqual(keys);
    expect(visibleColumns('', columns)).toEqual(keys);
  });

  it("keeps the saved columns in the list's order, ignoring ones the list no longer has", () => {
    expect(visibleColumns('status,loginId,gone', columns)).toEqual(['loginId', 'status']);
    expect(visibleColumns('gone', columns)).toEqual(keys);
  });

  it('leaves out the columns hidden by default until they are picked', () => {
    const withUpdated = [...columns, { key: 'updatedAt', hiddenByDefault: true }];
    expect(visibleColumns(undefined, withUpdated)).toEqual(keys);
    expect(visibleColumns('name,updatedAt', withUpdated)).toEqual(['name', 'updatedAt']);
  });
});
