import { z } from 'zod';
import { defineActions } from './actions.js';
import { editInput, KioskType, OnOffStatus, stampOutput } from './entity.js';
import { pageRequest, pageResult } from './paging.js';
import { textPattern } from './issue-message.js';

export const kioskMaterialTypeActions = defineActions('kioskMaterialType', {
  view: { menuTitle: 'Material types' },
  add: { menuTitle: 'Add a material type' },
  edit: { menuTitle: 'Edit a material type' },
  delete: { menuTitle: 'Delete a material type' },
});

/** How a material is counted when recycled: by the piece (bottles, cans) or by weight. */
export const MaterialUnit = z.enum(['piece', 'kg']);
export type MaterialUnit = z.infer<typeof MaterialUnit>;
export const MATERIAL_UNITS = MaterialUnit.options;

/** A material kiosks accept (SPEC 3: materialName in three languages, kioskType), shared by every tenant. */
export const MaterialType = z.object({
  id: z.int32(),
  /** Stable code kiosks and tenant recycle configs refer to, e.g. PET, ALU_CAN. */
  code: z.string(),
  materialName: z.string(),
  materialNameCht: z.string(),
  materialNameChs: z.string(),
  /** The kiosk type that accepts it; null: every type. */
  kioskType: z.int32().nullable(),
  unit: MaterialUnit,
  /** Points a member earns per piece or per kg unless the tenant's recycle config says otherwise. */
  pointsPerUnit: z.int32(),
  status: z.int32(),
  ...stampOutput,
});
export type MaterialType = z.infer<typeof MaterialType>;

const materialTypeFields = {
  code: z
    .string()
    .trim()
    .min(1)
    .max(40)
    .regex(textPattern('upperCode', /^[A-Z0-9_]+$/)),
  materialName: z.string().trim().min(1).max(120),
  materialNameCht: z.string().trim().max(120).default(''),
  materialNameChs: z.string().trim().max(120).default(''),
  kioskType: KioskType.nullable().default(null),
  unit: MaterialUnit.default('piece'),
  pointsPerUnit: z.int32().min(0).max(100_000).default(0),
  status: OnOffStatus,
};
export const MaterialTypeCreate = z.object(materialTypeFields);
export type MaterialTypeCreate = z.infer<typeof MaterialTypeCreate>;
export const MaterialTypeUpdate = editInput(materialTypeFields);

export const MaterialTypePageRequest = pageRequest(
  ['code', 'materialName', 'kioskType', 'pointsPerUnit', 'lupdDttm', 'id'],
  {
    /** Matches code and names. */
    keyword: z.string().max(120).optional(),
    kioskType: KioskType.optional(),
    unit: MaterialUnit.optional(),
    status: OnOffStatus.optional(),
  },
);
export type MaterialTypePageRequest = z.infer<typeof MaterialTypePageRequest>;
export const MaterialTypePage = pageResult(MaterialType);

/** `GET /kioskMaterialType/getSelectList`: the materials one kiosk type accepts, when given. */
export const MaterialTypeSelectQuery = z.object({
  kioskType: z.preprocess(
    (value) => (value === undefined || value === '' ? undefined : Number(value)),
    KioskType.optional(),
  ),
});

/** A selector entry, labelled in the caller's language; disabled ones stay so records using them keep their name. */
export const MaterialTypeOption = z.object({
  id: z.int32(),
  value: z.int32(),
  label: z.string(),
  code: z.string(),
  kioskType: z.int32().nullable(),
  unit: MaterialUnit,
  /** Points per piece or per kg: what a kiosk credits for the material. */
  pointsPerUnit: z.int32(),
  status: z.int32(),
});
export type MaterialTypeOption = z.infer<typeof MaterialTypeOption>;
