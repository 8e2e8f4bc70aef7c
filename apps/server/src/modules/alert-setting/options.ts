import { localName, type AlertSettingOptions } from '@srd/contract';
import type { SignedInContext } from '../../platform/http/context.js';
import { activeAlertTypes } from '../alert-type/service.js';
import { kioskOptions } from '../kiosk-group/kiosk-reach.js';
import { groupOptions } from '../kiosk-schedule/service.js';
import { userOptions } from '../user/user-options.js';

/** `GET /alertSetting/options`: the kiosk groups, kiosks, admins and alarm types of the caller's scope. */
export async function alertSettingOptions(ctx: SignedInContext): Promise<AlertSettingOptions> {
  const groups = await groupOptions(ctx);
  const kiosks = await kioskOptions(ctx, {});
  const admins = await userOptions(ctx);
  const types = await activeAlertTypes(ctx);
  return {
    kioskGroups: groups.map((group) => ({
      value: group.id,
      label: localName({ name: group.resName, nameCht: group.resNameCht, nameChs: group.resNameChs }, ctx.lang),
      tid: group.pId,
    })),
    kiosks: kiosks.map((kiosk) => ({ value: kiosk.id, label: kiosk.resNo, tid: kiosk.tid })),
    admins: admins.map((admin) => ({
      value: admin.id,
      label: admin.resName === admin.loginId ? admin.loginId : `${admin.resName} (${admin.loginId})`,
      tid: admin.pId,
    })),
    alertTypes: types.map((type) => ({ value: type.code, label: localName(type, ctx.lang) })),
  };
}
