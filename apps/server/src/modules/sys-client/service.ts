import { ResourceType, type SysClient, SysClientPageRequest } from '@srd/contract';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { reachCondition } from '../mapping/resources.js';
import { sysClient } from '../organisation/tables.js';

/**
 * System clients sit above tenants, so no placement: access-all-data callers reach them all, others
 * those admin mapping grants them (read only); only access-all-data callers change them. A client
 * still running tenants cannot be deleted (1021, the tenants' foreign key).
 */
export const sysClients = createEntityService({
  table: sysClient,
  resType: ResourceType.SysClient,
  reach: (ctx) => reachCondition(ctx, 'SysClient'),
  request: SysClientPageRequest,
  defaultSort: { field: 'name', order: 'ascend' },
  keyword: [
    sysClient.name,
    sysClient.nameCht,
    sysClient.nameChs,
    sysClient.contactPerson,
    sysClient.contactEmail,
    sysClient.phone,
  ],
  present: (row) => withIsoDates(row) as SysClient,
});
