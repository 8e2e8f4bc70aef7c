import { dashboardActions, roleActions, userManageActions } from '@srd/contract';
import { describe, expect, it } from 'vitest';
import type { AuthUser } from '../../platform/auth/auth-user.js';
import { mayAssignRole, type AssignableRole } from './escalation.js';

function caller(values: { actions?: string[]; isSuper?: boolean; allData?: boolean } = {}): AuthUser {
  return {
    id: 10,
    roleIds: [2],
    isSuper: values.isSuper ?? false,
    actions: new Set(values.actions ?? []),
    scope: { allData: values.allData ?? false, tid: values.allData ? null : 1, mid: null, sid: null },
    profile: {} as AuthUser['profile'],
  };
}

const plain = (actionKeys: string[], values: Partial<AssignableRole> = {}): AssignableRole => ({
  status: 1,
  isSuper: false,
  accessAllData: false,
  levelMin: 5,
  actionKeys,
  ...values,
});
/** The caller's own level: roles at 5 and above are theirs to give. */
const LEVEL = 5;

const view = userManageActions.view.key;
const add = userManageActions.add.key;

describe('mayAssignRole', () => {
  it('allows a role whose actions the caller holds, or a subset of them', () => {
    const holder = caller({ actions: [view, add] });
    expect(mayAssignRole(holder, LEVEL, plain([view, add]))).toBe(true);
    expect(mayAssignRole(holder, LEVEL, plain([view]))).toBe(true);
    expect(mayAssignRole(holder, LEVEL, plain([]))).toBe(true);
  });

  it('refuses a role with an action the caller lacks', () => {
    expect(mayAssignRole(caller({ actions: [view] }), LEVEL, plain([view, roleActions.view.key]))).toBe(false);
  });

  it('ignores actions that only take something away', () => {
    expect(
      mayAssignRole(caller({ actions: [view] }), LEVEL, plain([view, dashboardActions.notShowDashboard.key])),
    ).toBe(true);
  });

  it('refuses a super-administrator role to anyone but a super administrator', () => {
    const superRole = plain([], { isSuper: true, accessAllData: true });
    expect(mayAssignRole(caller({ actions: [view], allData: true }), LEVEL, superRole)).toBe(false);
    expect(mayAssignRole(caller({ isSuper: true, allData: true }), LEVEL, superRole)).toBe(true);
  });

  it('refuses an access-all-data role to a caller without access-all-data', () => {
    const allDataRole = plain([view], { accessAllData: true });
    expect(mayAssignRole(caller({ actions: [view] }), LEVEL, allDataRole)).toBe(false);
    expect(mayAssignRole(caller({ actions: [view], allData: true }), LEVEL, allDataRole)).toBe(true);
  });

  it('refuses a role above the caller level, but not to a super administrator', () => {
    expect(mayAssignRole(caller({ actions: [view] }), LEVEL, plain([view], { levelMin: 4 }))).toBe(false);
    expect(mayAssignRole(caller({ actions: [view] }), LEVEL, plain([view], { levelMin: 6 }))).toBe(true);
    expect(mayAssignRole(caller({ isSuper: true, allData: true }), 0, plain([view], { levelMin: 0 }))).toBe(true);
  });

  it('refuses a disabled role, even to a super administrator', () => {
    expect(mayAssignRole(caller({ isSuper: true, allData: true }), LEVEL, plain([], { status: 0 }))).toBe(false);
  });
});
