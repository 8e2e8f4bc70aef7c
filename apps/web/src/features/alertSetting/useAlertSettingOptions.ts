import { useQuery } from '@tanstack/react-query';
import {
  alertTypeActions,
  kioskActions,
  kioskGroupActions,
  localName,
  userManageActions,
  type ActionRef,
} from '@srd/contract';
import { useCan } from '../../platform/crud/Can';
import { useKioskTypeOptions } from '../../platform/crud/kioskTypes';
import { useLang } from '../../platform/i18n';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';
import { fetchAdminOptions, fetchAlertTypes, fetchKioskGroups, fetchKioskOptions } from './api';

/** A record a setting may name: its id (an alarm type's code), its words, and its tenant. */
export interface Choice<Value = number> {
  value: Value;
  label: string;
  tid: number | null;
}

/** The choices of one kind, and whether the caller may list them at all (each list is another screen's call). */
export interface Choices<Value = number> {
  listed: boolean;
  items: Choice<Value>[];
  /** The words of a chosen value: its label; when not among the choices, `#id` (an alarm type: its code). */
  labelOf(value: Value): string;
}

const NONE: never[] = [];
/** The option lists change seldom: one load serves the list and every opening of the form for a while. */
const STALE_MS = 60_000;

function choices<Value>(listed: boolean, items: Choice<Value>[]): Choices<Value> {
  const labels = new Map(items.map((item) => [item.value, item.label]));
  return {
    listed,
    items,
    labelOf: (value) => labels.get(value) ?? (typeof value === 'number' ? `#${value}` : String(value)),
  };
}

/** A list the caller may read: enabled only with the action its route requires, so nobody meets a refusal. */
function useListed<T>(
  action: ActionRef,
  queryKey: unknown[],
  load: () => Promise<T[]>,
): { listed: boolean; rows: T[] } {
  const can = useCan();
  const listed = can(action);
  const { data } = useQuery({ queryKey, queryFn: load, enabled: listed, staleTime: STALE_MS });
  return { listed, rows: data ?? NONE };
}

/**
 * What an alert setting names, from the lists the product already has: tenants, kiosk groups, kiosks (by KID),
 * kiosk types, admins and alarm types, labelled in the UI language.
 */
export function useAlertSettingOptions() {
  const lang = useLang();
  const tenants = useTenantChoices();
  const kioskTypes = useKioskTypeOptions();
  const groups = useListed(kioskGroupActions.view, ['kioskGroup', 'alertSettingOptions'], fetchKioskGroups);
  const kiosks = useListed(kioskActions.view, ['kiosk', 'getHkpckioskSelect'], fetchKioskOptions);
  const admins = useListed(userManageActions.view, ['userManage', 'userSelectlist'], fetchAdminOptions);
  const types = useListed(alertTypeActions.view, ['alertType', 'getAll'], fetchAlertTypes);
  return {
    tenants,
    kioskGroups: choices(
      groups.listed,
      groups.rows.map((group) => ({ value: group.id, label: localName(group, lang), tid: group.tid })),
    ),
    kiosks: choices(
      kiosks.listed,
      kiosks.rows.map((kiosk) => ({ value: kiosk.id, label: kiosk.resName, tid: kiosk.pId })),
    ),
    kioskTypes: choices(
      true,
      kioskTypes.map((type) => ({ value: type.value as number, label: type.label, tid: null })),
    ),
    admins: choices(
      admins.listed,
      admins.rows.map((admin) => ({
        value: admin.id,
        label: admin.resName === admin.loginId ? admin.loginId : `${admin.resName} (${admin.loginId})`,
        tid: admin.pId,
      })),
    ),
    alertTypes: choices<string>(
      types.listed,
      types.rows.map((type) => ({
        value: type.code,
        label: localName({ name: type.name, nameCht: type.nameCht, nameChs: type.nameChs }, lang),
        tid: null,
      })),
    ),
  };
}

export type AlertSettingOptions = ReturnType<typeof useAlertSettingOptions>;

/** The choices of the setting's tenant; every tenant's for a setting of every tenant. */
export function ofTenant<Value>(list: Choices<Value>, tid: number | null | undefined): Choice<Value>[] {
  return tid == null ? list.items : list.items.filter((item) => item.tid === tid);
}
