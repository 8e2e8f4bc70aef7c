import { describe, expect, it } from 'vitest';
import { fromFormValues, NEW_ROLE } from './roleFormValues';

describe('role form values', () => {
  it('trims names and sends an empty description as null', () => {
    const values = fromFormValues({
      ...NEW_ROLE,
      name: ' Operator ',
      nameCht: undefined as never,
      description: '  ',
      actionKeys: ['role:view'],
    });
    expect(values).toMatchObject({
      name: 'Operator',
      nameCht: '',
      nameChs: '',
      description: null,
      actionKeys: ['role:view'],
    });
  });
});
