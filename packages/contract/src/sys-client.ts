import { z } from 'zod';
import { defineActions } from './actions.js';
import { blankAsNull, editInput, nameInput, nameOutput, OnOffStatus, PhoneNumber, stampOutput } from './entity.js';
import { pageRequest, pageResult } from './paging.js';

export const sysClientActions = defineActions('sysClient', {
  view: { menuTitle: 'System clients' },
  add: { menuTitle: 'Add a system client' },
  edit: { menuTitle: 'Edit a system client' },
  delete: { menuTitle: 'Delete a system client' },
});

/** An operator of the platform, above its tenants: read through access-all-data or admin mapping. */
export const SysClient = z.object({
  id: z.int32(),
  ...nameOutput,
  status: z.int32(),
  contactPerson: z.string().nullable(),
  contactEmail: z.string().nullable(),
  phone: z.string().nullable(),
  remarks: z.string().nullable(),
  ...stampOutput,
});
export type SysClient = z.infer<typeof SysClient>;

const sysClientFields = {
  ...nameInput(120),
  status: OnOffStatus,
  contactPerson: z.string().trim().max(120).nullish(),
  contactEmail: z.preprocess(blankAsNull, z.email().max(120).nullish()),
  phone: z.preprocess(blankAsNull, PhoneNumber.nullish()),
  remarks: z.string().trim().max(500).nullish(),
};
export const SysClientCreate = z.object(sysClientFields);
export type SysClientCreate = z.infer<typeof SysClientCreate>;
export const SysClientUpdate = editInput(sysClientFields);

export const SysClientPageRequest = pageRequest(['name', 'status', 'lupdDttm', 'id'], {
  /** Matches names, contact person, e-mail and phone. */
  keyword: z.string().max(120).optional(),
  status: OnOffStatus.optional(),
});
export type SysClientPageRequest = z.infer<typeof SysClientPageRequest>;
export const SysClientPage = pageResult(SysClient);
