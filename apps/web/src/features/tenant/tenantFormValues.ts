import { TenantCreate, type Tenant } from '@srd/contract';
import type { z } from 'zod';

/** The form's values: the create body, with the connection string as typed ('' keeps the stored one). */
export type TenantFormValues = z.output<typeof TenantCreate>;

/** A new tenant: the contract's defaults. */
export const NEW_TENANT: TenantFormValues = {
  ...TenantCreate.parse({ name: 'x', status: 2 }),
  name: '',
  connectionString: '',
};

/** A stored tenant as the form edits it; its connection string is shown masked beside an empty field. */
export function toFormValues(tenant: Tenant): TenantFormValues {
  const {
    id: _id,
    sysClientName: _a,
    sysClientNameCht: _b,
    sysClientNameChs: _c,
    creUser: _d,
    creDttm: _e,
    lupdUser: _f,
    lupdDttm: _g,
    ...values
  } = tenant;
  return { ...values, status: values.status as TenantFormValues['status'], connectionString: '' };
}

/** The body to send: an empty connection string is left out, so the stored one stays. */
export function fromFormValues(values: TenantFormValues): TenantFormValues {
  const { connectionString, ...rest } = values;
  return connectionString ? { ...rest, connectionString } : rest;
}
