import { request } from '../api';
import type { PageOf } from './EntityTable';
import type { ListState } from './listState';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A list's page request: paging and order, then its filters as the URL keeps them. */
export function pageRequest({ page, pageSize, sort, filters }: ListState): Record<string, unknown> {
  return { page, pageSize, sort, ...filters };
}

/** Where a simple entity's calls go; the same choices as the server's `registerEntityRoutes`. */
export interface EntityApiOptions {
  /** React Query key of everything read from this entity; `[basePath without the slash]` by default. */
  queryKey?: readonly unknown[];
  /** The list call, `POST {basePath}/page` by default (some SPEC lists are `/list`). */
  pagePath?: string;
  /** Where the detail call takes the id: `?id=` by default, `/{id}`, or no detail call (the listed row is edited). */
  read?: 'query' | 'params' | false;
  /** The edit call, `PUT {basePath}` with the id in the body by default. */
  update?: { method: 'PUT' | 'PATCH'; idIn: 'body' | 'params' };
}

export interface EntityCall {
  method: Method;
  path: string;
  body?: unknown;
}

/** The method, path and body of each call of the entity at `basePath` (e.g. `/alertType`). */
export function entityCalls(basePath: string, options: EntityApiOptions = {}) {
  const { pagePath = `${basePath}/page`, read = 'query', update = { method: 'PUT', idIn: 'body' } } = options;
  return {
    page: (body: unknown): EntityCall => ({ method: 'POST', path: pagePath, body }),
    read:
      read === false
        ? undefined
        : (id: number): EntityCall => ({
            method: 'GET',
            path: read === 'query' ? `${basePath}?id=${id}` : `${basePath}/${id}`,
          }),
    create: (body: unknown): EntityCall => ({ method: 'POST', path: basePath, body }),
    update: (id: number, body: object): EntityCall =>
      update.idIn === 'body'
        ? { method: update.method, path: basePath, body: { ...body, id } }
        : { method: update.method, path: `${basePath}/${id}`, body },
    remove: (id: number): EntityCall => ({ method: 'DELETE', path: `${basePath}/${id}` }),
  };
}

/** The list, detail, create, edit and delete calls of one simple entity. */
export interface EntityApi<Row, Create = object, Update = object> {
  queryKey: readonly unknown[];
  page(state: ListState): Promise<PageOf<Row>>;
  /** Absent when the entity has no detail call: its edit form starts from the listed row. */
  read?: (id: number) => Promise<Row>;
  create(body: Create): Promise<Row>;
  /** Sends only the fields given; the server keeps the others. */
  update(id: number, body: Partial<Update>): Promise<Row>;
  remove(id: number): Promise<unknown>;
}

const send = <T>(call: EntityCall) =>
  request<T>(call.method, call.path, call.body === undefined ? {} : { body: call.body });

/**
 * The API of the simple entity at `basePath`, e.g.
 * `entityApi<AlertType, AlertTypeCreate, AlertTypeUpdate>('/alertType')`.
 */
export function entityApi<Row, Create extends object = object, Update extends object = object>(
  basePath: string,
  options: EntityApiOptions = {},
): EntityApi<Row, Create, Update> {
  const calls = entityCalls(basePath, options);
  const read = calls.read;
  return {
    queryKey: options.queryKey ?? [basePath.replace(/^\//, '')],
    page: (state) => send(calls.page(pageRequest(state))),
    read: read && ((id) => send(read(id))),
    create: (body) => send(calls.create(body)),
    update: (id, body) => send(calls.update(id, body)),
    remove: (id) => send(calls.remove(id)),
  };
}
