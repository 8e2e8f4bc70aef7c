import type { MaterialType, MaterialTypeCreate, MaterialTypeUpdate } from '@srd/contract';
import type { z } from 'zod';
import { entityApi } from '../../platform/crud/entityApi';
import { MATERIAL_TYPES_KEY } from '../../platform/materialTypes';

/**
 * SPEC 7: `POST /kioskMaterialType/page`, `GET /kioskMaterialType?id=`, `POST` and `PUT /kioskMaterialType`,
 * `DELETE /kioskMaterialType/{id}`.
 */
export const materialTypeApi = entityApi<
  MaterialType,
  z.output<typeof MaterialTypeCreate>,
  z.output<typeof MaterialTypeUpdate>
>('/kioskMaterialType', {
  queryKey: MATERIAL_TYPES_KEY,
});
