import { userManageActions, type KioskType } from '@srd/contract';
import { useCan } from '../../platform/crud/Can';
import { useLang } from '../../platform/i18n';
import { useResourceOptions } from '../../platform/resources/useResourceOptions';
import { optionName, type Choice } from '../../platform/resources/resourceOptions';
import { useMaterialTypeOptions } from '../../platform/materialTypes';

/** The materials a kiosk type accepts (its own and those of every type), by code, for the recycle type select. */
export function useRecycleTypeChoices(kioskType: KioskType | undefined): { value: string; label: string }[] {
  const materials = useMaterialTypeOptions() ?? [];
  return materials
    .filter((material) => material.kioskType === null || material.kioskType === kioskType)
    .map((material) => ({ value: material.code, label: `${material.label} (${material.code})` }));
}

/**
 * The housing estates a kiosk of `tid` may stand in: shared ones and its tenant's. The options are the
 * admin screens' (userManage:view); without them a stored estate shows as `#id`.
 */
export function useEstateChoices(tid: number | undefined, current: number | null | undefined): Choice[] {
  const lang = useLang();
  const can = useCan();
  const estates = useResourceOptions(can(userManageActions.view) ? 'HousingEstate' : null);
  const choices = estates
    .filter((estate) => estate.pId === null || estate.pId === tid)
    .map((estate) => ({ value: estate.id, label: optionName(estate, lang) }));
  if (current != null && !choices.some((choice) => choice.value === current))
    choices.push({ value: current, label: `#${current}` });
  return choices;
}
