import { z } from 'zod';
import { MappingResourceTypeName } from './admin-user.js';
import { IdFromText } from './auth.js';
import { pageRequest, pageResult } from './paging.js';
import { ResourceType } from './resource-type.js';

/** The ids of the resource types admin mapping covers: SysClient 1 ... HousingEstate 6. */
export const MAPPING_RESOURCE_TYPES = MappingResourceTypeName.options.map((name) => ({
  name,
  resourceTypeId: ResourceType[name],
}));

export const MappingResourceTypeId = z.literal(MAPPING_RESOURCE_TYPES.map((type) => type.resourceTypeId));
/** The same id as it arrives in a path. */
const MappingResourceTypeIdFromText = z.coerce.number().pipe(MappingResourceTypeId);

/** `GET /mapping/getResourceTypes`: SPEC 3 "Resource type: name and resourceTypeId". */
export const MappingResourceType = z.object({ name: MappingResourceTypeName, resourceTypeId: z.int32() });

/** `/mapping/getAdminIds/{resTypeId}/{resId}` and `/mapping/getResourceIds/{resTypeId}/{adminId}`. */
export const MappingPathParams = z.object({ a: MappingResourceTypeIdFromText, b: IdFromText });

const ids = z.array(z.int32().positive()).max(10_000);

/** `POST /mapping/updateAdminMapping`: the admins who may reach one resource. */
export const ResourceAdminsUpdate = z.object({
  resTypeId: MappingResourceTypeId,
  resId: z.int32().positive(),
  adminIds: ids,
});
export type ResourceAdminsUpdate = z.infer<typeof ResourceAdminsUpdate>;

/** `PUT /mapping/updateAdminMapping/{adminId}`: the resources of one type an admin may reach. */
export const AdminResourcesUpdate = z.object({ resTypeId: MappingResourceTypeId, resIds: ids });
export type AdminResourcesUpdate = z.infer<typeof AdminResourcesUpdate>;

/** `POST /adminMapping/updateAdminMapping`: the same, with the admin in the body. */
export const AdminMappingUpdate = AdminResourcesUpdate.extend({ adminId: z.int32().positive() });
export type AdminMappingUpdate = z.infer<typeof AdminMappingUpdate>;

/** What an update changed: the ids added and removed (ids the caller cannot see are left as they were). */
export const MappingChange = z.object({ added: z.array(z.int32()), removed: z.array(z.int32()) });
export type MappingChange = z.infer<typeof MappingChange>;

/** One grant of the AccessControl list. */
export const AdminMappingRow = z.object({
  id: z.int32(),
  adminId: z.int32(),
  loginId: z.string(),
  adminName: z.string().nullable(),
  resTypeId: z.int32(),
  resId: z.int32(),
  resName: z.string(),
  resNameCht: z.string(),
  resNameChs: z.string(),
  creDttm: z.string(),
});
export type AdminMappingRow = z.infer<typeof AdminMappingRow>;

export const AdminMappingPageRequest = pageRequest(['loginId', 'resTypeId', 'creDttm'], {
  adminId: z.int32().positive().optional(),
  resTypeId: MappingResourceTypeId.optional(),
  resId: z.int32().positive().optional(),
});
export type AdminMappingPageRequest = z.infer<typeof AdminMappingPageRequest>;
export const AdminMappingPage = pageResult(AdminMappingRow);
