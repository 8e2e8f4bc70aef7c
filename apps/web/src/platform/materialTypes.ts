import { useQuery } from '@tanstack/react-query';
import type { MaterialTypeOption } from '@srd/contract';
import { request } from './api';
import { useLang } from './i18n';

/** The material types' query key, their screen's too: saving a material refreshes the selectors. */
export const MATERIAL_TYPES_KEY = ['kioskMaterialType'];

/**
 * `GET /kioskMaterialType/getSelectList`: every material labelled in the UI language, disabled ones
 * marked (`enabled`: false for callers without the catalogue's view action).
 */
export function useMaterialTypeOptions(enabled = true): MaterialTypeOption[] | undefined {
  const lang = useLang();
  const { data } = useQuery({
    queryKey: [...MATERIAL_TYPES_KEY, 'options', lang],
    queryFn: () => request<MaterialTypeOption[]>('GET', '/kioskMaterialType/getSelectList'),
    enabled,
  });
  return data;
}

/** A material's name in the UI language from its code (FOOD_WASTE: "Food waste"); an unknown code as sent. */
export function useMaterialName(): (code: string) => string {
  const materials = useMaterialTypeOptions();
  return (code) => materials?.find((material) => material.code === code)?.label ?? code;
}
