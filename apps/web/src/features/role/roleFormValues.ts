import type { RoleCreate, RoleDetail } from '@srd/contract';

export type RoleFormValues = RoleCreate;

export const NEW_ROLE: RoleFormValues = {
  name: '',
  nameCht: '',
  nameChs: '',
  description: '',
  status: 1,
  type: 'tenant',
  levelMin: 0,
  levelMax: 99,
  accessAllData: false,
  hasMenu: true,
  actionKeys: [],
};

export function toFormValues(role: RoleDetail): RoleFormValues {
  const { name, nameCht, nameChs, description, type, levelMin, levelMax, accessAllData, hasMenu, actionKeys } = role;
  return {
    name,
    nameCht,
    nameChs,
    description: description ?? '',
    status: role.status as RoleFormValues['status'],
    type,
    levelMin,
    levelMax,
    accessAllData,
    hasMenu,
    actionKeys,
  };
}

/** Trimmed names; an empty description is sent as null. */
export function fromFormValues(values: RoleFormValues): RoleFormValues {
  return {
    ...values,
    name: values.name.trim(),
    nameCht: (values.nameCht ?? '').trim(),
    nameChs: (values.nameChs ?? '').trim(),
    description: values.description?.trim() || null,
    actionKeys: values.actionKeys ?? [],
  };
}
