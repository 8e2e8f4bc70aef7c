import { describe, expect, it } from 'vitest';
import { visibleColumns } from './visibleColumns';

describe('visible columns', () => {
  const keys = ['loginId', 'name', 'email', 'status'];

  it('shows every column when nothing is saved', () => {
    expect(visibleColumns(undefined, keys)).toEqual(keys);
    expect(visibleColumns('', keys)).toEqual(keys);
  });

  it("keeps the saved columns in the list's order, ignoring ones the list no longer has", () => {
    expect(visibleColumns('status,loginId,gone', keys)).toEqual(['loginId', 'status']);
    expect(visibleColumns('gone', keys)).toEqual(keys);
  });
});
