import { describe, expect, it } from 'vitest';
import { AlertTypeCreate, AlertTypeUpdate } from '@srd/contract';
import { bodyOf, changedValues, formValuesOf } from './entityForm';

const row = {
  id: 4,
  code: 'BIN_FULL',
  name: 'Bin full',
  nameCht: '',
  nameChs: '',
  kioskType: null,
  level: 3,
  description: null,
  status: 1,
  lupdDttm: '2026-01-01T00:00:00Z',
};

describe('simple entity form values', () => {
  it("starts from the record's values of the form's fields only", () => {
    expect(formValuesOf(row, ['code', 'kioskType', 'level', 'missing'])).toEqual({
      code: 'BIN_FULL',
      kioskType: null,
      level: 3,
    });
  });

  it('finds the changed fields, an emptied text being the same as none', () => {
    const initial = formValuesOf(row, Object.keys(AlertTypeCreate.shape));
    expect(changedValues(initial, { ...initial, level: 2, description: '', kioskType: 0 })).toEqual({
      level: 2,
      kioskType: 0,
    });
    expect(changedValues(initial, { ...initial })).toEqual({});
    expect(changedValues({ ...initial, kioskType: 1 }, { ...initial, kioskType: null })).toEqual({ kioskType: null });
  });

  it("shapes the body by the contract's schema: trimmed, defaults filled, nothing else", () => {
    expect(bodyOf(AlertTypeCreate, { code: ' SMOKE ', name: ' Smoke ', level: 3, status: 1, extra: true })).toEqual({
      code: 'SMOKE',
      name: 'Smoke',
      nameCht: '',
      nameChs: '',
      kioskType: null,
      level: 3,
      status: 1,
    });
    // An edit's schema fills no defaults: an omitted field keeps its stored value.
    expect(bodyOf(AlertTypeUpdate, { level: 2 })).toEqual({ level: 2 });
  });

  it('sends values the schema refuses as they are, for the server to name the faulty fields', () => {
    expect(bodyOf(AlertTypeCreate, { code: 'bad code', level: 9 })).toEqual({ code: 'bad code', level: 9 });
  });
});
