import { describe, expect, it } from 'vitest';
import { fromFormValues } from './adminFormValues';

describe('admin form values', () => {
  it('sends cleared fields as null', () => {
    const values = fromFormValues({
      loginId: 'ann',
      email: ' ',
      mobileNo: undefined,
      adminName: ' Ann ',
      status: 1,
      roleIds: [2],
      tid: undefined,
    });
    expect(values).toMatchObject({
      loginId: 'ann',
      email: null,
      mobileNo: null,
      adminName: 'Ann',
      tid: null,
      mid: null,
      sid: null,
      roleIds: [2],
    });
  });
});
