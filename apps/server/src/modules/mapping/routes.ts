import {
  AdminMappingPage,
  AdminMappingPageRequest,
  AdminMappingUpdate,
  AdminResourcesUpdate,
  MAPPING_RESOURCE_TYPES,
  MappingChange,
  MappingPathParams,
  MappingResourceType,
  ResourceAdminsUpdate,
  ResourceOption,
  ResourceTypeParams,
  UserIdParams,
  UserOption,
  mappingActions,
} from '@srd/contract';
import { z } from 'zod';
import type { AppModule } from '../../platform/app-module.js';
import { signedIn } from '../../platform/http/context.js';
import { mappedAdminIds, mappedResourceIds, pageAdminMappings } from './mapping-read.js';
import { userOptions } from '../user/user-options.js';
import { updateAdminResources, updateResourceAdmins } from './mapping-write.js';
import { reachableResources } from './resources.js';

const tags = ['mapping'];

/** Admin mapping (SPEC 6, 7): which admins may reach which resources beyond their scope. */
export const mappingModule: AppModule = {
  name: 'mapping',
  register(app) {
    app.get(
      '/api/mapping/getResourceTypes',
      {
        schema: {
          tags,
          summary: 'The resource types an admin mapping can grant',
          response: { 200: z.array(MappingResourceType) },
        },
        config: { action: mappingActions.view },
      },
      () => MAPPING_RESOURCE_TYPES,
    );
    app.get(
      '/api/mapping/getResourceOptions/:type',
      {
        schema: {
          tags,
          summary: 'Resources of a type the caller reaches (scope and grants), which the caller may grant',
          params: ResourceTypeParams,
          response: { 200: z.array(ResourceOption) },
        },
        config: { action: mappingActions.view },
      },
      (req) => reachableResources(req.ctx.db, signedIn(req.ctx), req.params.type),
    );
    app.get(
      '/api/mapping/getAdminOptions',
      {
        schema: {
          tags,
          summary: "Admins of the caller's scope, whose access the caller may change",
          response: { 200: z.array(UserOption) },
        },
        config: { action: mappingActions.view },
      },
      (req) => userOptions(signedIn(req.ctx)),
    );
    app.get(
      '/api/mapping/getAdminIds/:a/:b',
      {
        schema: {
          tags,
          summary: "Admins of the caller's scope mapped to a resource: {resTypeId}/{resId}",
          params: MappingPathParams,
          response: { 200: z.array(z.int32()) },
        },
        config: { action: mappingActions.view },
      },
      (req) => mappedAdminIds(signedIn(req.ctx), req.params.a, req.params.b),
    );
    app.get(
      '/api/mapping/getResourceIds/:a/:b',
      {
        schema: {
          tags,
          summary: 'Resources of a type mapped to an admin: {resTypeId}/{adminId}',
          params: MappingPathParams,
          response: { 200: z.array(z.int32()) },
        },
        config: { action: mappingActions.view },
      },
      (req) => mappedResourceIds(signedIn(req.ctx), req.params.a, req.params.b),
    );
    app.post(
      '/api/mapping/updateAdminMapping',
      {
        schema: {
          tags,
          summary: 'Set the admins who may reach a resource',
          body: ResourceAdminsUpdate,
          response: { 200: MappingChange },
        },
        config: { action: mappingActions.edit },
      },
      (req) => updateResourceAdmins(signedIn(req.ctx), req.body),
    );
    app.put(
      '/api/mapping/updateAdminMapping/:id',
      {
        schema: {
          tags,
          summary: 'Set the resources of a type an admin may reach',
          params: UserIdParams,
          body: AdminResourcesUpdate,
          response: { 200: MappingChange },
        },
        config: { action: mappingActions.edit },
      },
      (req) => updateAdminResources(signedIn(req.ctx), req.params.id, req.body.resTypeId, req.body.resIds),
    );
    app.post(
      '/api/adminMapping/list',
      {
        schema: {
          tags,
          summary: "Grants of the admins in the caller's scope, paged",
          body: AdminMappingPageRequest,
          response: { 200: AdminMappingPage },
        },
        config: { action: mappingActions.view },
      },
      (req) => pageAdminMappings(signedIn(req.ctx), req.body),
    );
    app.post(
      '/api/adminMapping/updateAdminMapping',
      {
        schema: {
          tags,
          summary: 'Set the resources of a type an admin may reach',
          body: AdminMappingUpdate,
          response: { 200: MappingChange },
        },
        config: { action: mappingActions.edit },
      },
      (req) => updateAdminResources(signedIn(req.ctx), req.body.adminId, req.body.resTypeId, req.body.resIds),
    );
  },
};
