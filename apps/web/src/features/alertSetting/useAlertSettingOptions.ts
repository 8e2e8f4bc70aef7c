import { useQuery } from '@tanstack/react-query';
import { useKioskTypeOptions } from '../../platform/crud/kioskTypes';
import { useLang } from '../../platform/i18n';
import { useTenantChoices } from '../../platform/resources/useTenantChoices';
import { fetchAlertSettingOptions } from './api';

/** A record a setting may name: its id (an alarm type's code), its words, and its tenant. */
export interface Choice<Value = number> {
  value: Value;
  label: string;
  tid: number | null;
}

/** The choices of one kind. */
export interface Choices<Value = number> {
  items: Choice<Value>[];
  /** The words of a chosen value: its label; when not among the choices, `#id` (an alarm type: its code). */
  labelOf(value: Value): string;
}

const NONE: never[] = [];
/** The option lists change seldom: one load serves the list and every opening of the form for a while. */
const STALE_MS = 60_000;

function choices<Value>(items: Choice<Value>[]): Choices<Value> {
  const labels = new Map(items.map((item) => [item.value, item.label]));
  return {
    items,
    labelOf: (value) => labels.get(value) ?? (typeof value === 'number' ? `#${value}` : String(value)),
  };
}

/**
 * What an alert setting names: tenants, kiosk groups, kiosks (by KID), kiosk types, admins and alarm types, labelled in
 * the UI language. The groups, kiosks, admins and alarm types come from `GET /alertSetting/options`, which the
 * alert-setting view action alone opens.
 */
export function useAlertSettingOptions() {
  const lang = useLang();
  const tenants = useTenantChoices();
  const kioskTypes = useKioskTypeOptions();
  const { data } = useQuery({
    queryKey: ['alertSetting', 'options', lang],
    queryFn: fetchAlertSettingOptions,
    staleTime: STALE_MS,
  });
  return {
    tenants,
    kioskGroups: choices(data?.kioskGroups ?? NONE),
    kiosks: choices(data?.kiosks ?? NONE),
    kioskTypes: choices(kioskTypes.map((type) => ({ value: type.value as number, label: type.label, tid: null }))),
    admins: choices(data?.admins ?? NONE),
    alertTypes: choices<string>((data?.alertTypes ?? NONE).map((type) => ({ ...type, tid: null }))),
  };
}

export type AlertSettingOptions = ReturnType<typeof useAlertSettingOptions>;

/** The choices of the setting's tenant; every tenant's for a setting of every tenant. */
export function ofTenant<Value>(list: Choices<Value>, tid: number | null | undefined): Choice<Value>[] {
  return tid == null ? list.items : list.items.filter((item) => item.tid === tid);
}
