import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { Tenant, TenantCreate, TenantDuplicate, TenantPageRequest, TenantUpdate } from '@srd/contract';
import type { z } from 'zod';
import { request } from '../../platform/api';
import { entityApi } from '../../platform/crud/entityApi';
import type { ListState } from '../../platform/crud/listState';

export const TENANT_LIST_PATH = '/organisation/tenantList';
export const TENANT_PATH = '/organisation/tenant';

/** SPEC 7: `POST /tenants/list`, `GET` and `PATCH /tenants/{id}`, `POST /tenants`. */
export const tenantApi = entityApi<Tenant, z.output<typeof TenantCreate>, z.output<typeof TenantUpdate>>('/tenants', {
  queryKey: ['tenants', 'list'],
  pagePath: '/tenants/list',
  read: 'params',
  update: { method: 'PATCH', idIn: 'params' },
});

/** The page request of the list state: what the list shows, and what its export writes. */
export function tenantPageRequest({ page, pageSize, sort, filters }: ListState): TenantPageRequest {
  return { page, pageSize, sort, ...filters } as TenantPageRequest;
}

/** `PUT /tenants/duplicate/{id}`: names and subdomain left out are derived by the server. */
export function duplicateTenant(id: number, body: TenantDuplicate = {}): Promise<Tenant> {
  return request('PUT', `/tenants/duplicate/${id}`, { body });
}

/** One tenant with its config groups, cached per tenant id. */
export const tenantConfigKey = (id: number) => ['tenants', 'config', id] as const;

/**
 * A tenant and its configs (rvmConfig, fcmConfig, tbConfig...): fetched once per tenant, then served
 * from the cache (SPEC 4); a save writes the answer back with `rememberTenant`.
 */
export function useTenantConfig(id: number | undefined) {
  return useQuery({
    queryKey: tenantConfigKey(id ?? 0),
    queryFn: () => tenantApi.read!(id!),
    enabled: id !== undefined,
    staleTime: Infinity,
  });
}

export function rememberTenant(queryClient: QueryClient, tenant: Tenant): void {
  queryClient.setQueryData(tenantConfigKey(tenant.id), tenant);
}
