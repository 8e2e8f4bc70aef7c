import { IdFromText, type ActionRef } from '@srd/contract';
import { z } from 'zod';
import type { ZodApp } from '../app-module.js';
import { signedIn } from '../http/context.js';
import type { EntityService } from './entity.js';

const IdObject = z.object({ id: IdFromText });

/** Where a call finds the record's id: `?id=`, `/{id}` or the body's `id`. */
type IdIn = 'query' | 'params' | 'body';

export interface EntityRoutes {
  tags: string[];
  /** Singular English noun for the API docs ("alert type"). */
  noun: string;
  actions: { view: ActionRef; add?: ActionRef; edit?: ActionRef; delete?: ActionRef };
  schemas: { row: z.ZodType; pageRequest: z.ZodType; create?: z.ZodObject; update?: z.ZodObject };
  /** The SPEC's paths for each call of this entity; a call left out is not offered. */
  paths: {
    page?: { method?: 'POST'; url: string };
    read?: { url: string; idIn: 'query' | 'params' };
    create?: { url: string };
    update?: { url: string; method: 'PUT' | 'PATCH'; idIn: 'params' | 'body' };
    delete?: { url: string };
  };
}

/**
 * The path pattern most SPEC 7 catalogues share: `POST {base}/page`, `GET {base}?id`, `POST {base}`,
 * `PUT {base}` with the id in the body and `DELETE {base}/{id}`.
 */
export function catalogueCrudPaths(base: string): EntityRoutes['paths'] {
  return {
    page: { url: `${base}/page` },
    read: { url: base, idIn: 'query' },
    create: { url: base },
    update: { url: base, method: 'PUT', idIn: 'body' },
    delete: { url: `${base}/:id` },
  };
}

function idOf(req: { query: unknown; params: unknown; body: unknown }, idIn: IdIn): number {
  const source = idIn === 'query' ? req.query : idIn === 'params' ? req.params : req.body;
  return (source as { id: number }).id;
}

/** Registers the list, detail, create, update and delete calls of a simple entity at the SPEC's paths. */
export function registerEntityRoutes(app: ZodApp, service: EntityService, routes: EntityRoutes): void {
  const { tags, noun, actions, schemas, paths } = routes;
  const pageResponse = z.object({ rows: z.array(schemas.row), total: z.int32(), estimated: z.boolean() });
  if (paths.page) {
    app.post(
      paths.page.url,
      {
        schema: {
          tags,
          summary: `${noun}s in the caller's scope, paged`,
          body: schemas.pageRequest,
          response: { 200: pageResponse },
        },
        config: { action: actions.view },
      },
      (req) => service.page(signedIn(req.ctx), req.body as never),
    );
  }
  if (paths.read) {
    const where = paths.read.idIn === 'query' ? { querystring: IdObject } : { params: IdObject };
    app.get(
      paths.read.url,
      {
        schema: { tags, summary: `One ${noun}`, ...where, response: { 200: schemas.row } },
        config: { action: actions.view },
      },
      (req) => service.read(signedIn(req.ctx), idOf(req, paths.read!.idIn)),
    );
  }
  if (paths.create && schemas.create && actions.add) {
    app.post(
      paths.create.url,
      {
        schema: { tags, summary: `Create a ${noun}`, body: schemas.create, response: { 200: schemas.row } },
        config: { action: actions.add },
      },
      (req) => service.create(signedIn(req.ctx), req.body),
    );
  }
  if (paths.update && schemas.update && actions.edit) {
    const { idIn, method, url } = paths.update;
    const body = idIn === 'body' ? schemas.update.extend({ id: z.int32().positive() }) : schemas.update;
    app.route({
      method,
      url,
      schema: {
        tags,
        summary: `Edit a ${noun}; omitted fields keep their values`,
        body,
        ...(idIn === 'params' ? { params: IdObject } : {}),
        response: { 200: schemas.row },
      },
      config: { action: actions.edit },
      handler: (req) => {
        const { id: _, ...values } = req.body;
        return service.update(signedIn(req.ctx), idOf(req, idIn), values);
      },
    });
  }
  if (paths.delete && actions.delete) {
    app.delete(
      paths.delete.url,
      {
        schema: { tags, summary: `Delete a ${noun}`, params: IdObject, response: { 200: z.null() } },
        config: { action: actions.delete },
      },
      (req) => service.remove(signedIn(req.ctx), idOf(req, 'params')),
    );
  }
}
