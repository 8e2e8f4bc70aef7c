import type { ActionRef } from '@srd/contract';
import type { TestApp } from './harness.js';

/** A new account holding one role with the given actions, placed as given, and its token. */
export async function signInAs(
  t: TestApp,
  values: {
    actions?: ActionRef[];
    accessAllData?: boolean;
    tid?: number | null;
    mid?: number | null;
    sid?: number | null;
  } = {},
) {
  const role = await t.createRole({ actions: values.actions ?? [], accessAllData: values.accessAllData });
  const user = await t.createUser({ roleIds: [role.id], tid: values.tid, mid: values.mid, sid: values.sid });
  return { role, user, token: await t.login(user.loginId, user.password) };
}
