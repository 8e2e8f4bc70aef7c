import { useQuery } from '@tanstack/react-query';
import type { MaterialType, MaterialTypeCreate, MaterialTypeOption, MaterialTypeUpdate } from '@srd/contract';
import type { z } from 'zod';
import { request } from '../../platform/api';
import { entityApi } from '../../platform/crud/entityApi';
import { useLang } from '../../platform/i18n';

/** SPEC 7: `POST /kioskMaterialType/page`, `GET /kioskMaterialType?id=`, `POST` and `PUT /kioskMaterialType`, `DELETE /kioskMaterialType/{id}`. */
export const materialTypeApi = entityApi<MaterialType, z.output<typeof MaterialTypeCreate>, z.output<typeof MaterialTypeUpdate>>('/kioskMaterialType');

/** Filters of the list kept as numbers in the URL. */
export const MATERIAL_TYPE_LIST_STATE = { numeric: ['kioskType', 'status'] } as const;

/**
 * `GET /kioskMaterialType/getSelectList`: every material labelled in the UI language, disabled ones
 * marked (`enabled`: false for callers without the catalogue's view action). Under the material types' query key, so saving a material refreshes the selectors too.
 */
export function useMaterialTypeOptions(enabled = true): MaterialTypeOption[] | undefined {
  const lang = useLang();
  const { data } = useQuery({
    queryKey: [...materialTypeApi.queryKey, 'options', lang],
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
