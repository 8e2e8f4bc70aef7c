import { ResourceType, type SysClient, type SysClientPageRequest } from '@srd/contract';
import { eq, or } from 'drizzle-orm';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { contains } from '../../platform/paging/filters.js';
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
  sortColumns: { name: sysClient.name, status: sysClient.status, lupdDttm: sysClient.lupdDttm, id: sysClient.id },
  defaultSort: { field: 'name', order: 'ascend' },
  filters: (input: SysClientPageRequest) => [
    input.keyword
      ? or(
          contains(sysClient.name, input.keyword),
          contains(sysClient.nameCht, input.keyword),
          contains(sysClient.nameChs, input.keyword),
          contains(sysClient.contactPerson, input.keyword),
          contains(sysClient.contactEmail, input.keyword),
          contains(sysClient.phone, input.keyword),
        )
      : undefined,
    input.status === undefined ? undefined : eq(sysClient.status, input.status),
  ],
  present: (row) => withIsoDates(row) as SysClient,
});
