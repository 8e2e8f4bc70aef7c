import { superAdministratorActions } from '@srd/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { action, actionKey, roleAction } from './tables.js';
import type { Db } from '../db/client.js';

/** Like sessions: a change missed by this instance applies after this long at the latest. */
const CACHE_TTL_MS = 10_000;

/** The action keys held by a set of roles, cached until roles or grants change. */
export class RoleActions {
  private readonly cache = new Map<string, { loadedAt: number; keys: Promise<ReadonlySet<string>> }>();

  constructor(private readonly db: Db) {}

  of(roleIds: number[], isSuper: boolean): Promise<ReadonlySet<string>> {
    if (isSuper) return Promise.resolve(new Set(superAdministratorActions().map((ref) => ref.key)));
    const key = [...roleIds].sort((a, b) => a - b).join(',');
    const cached = this.cache.get(key);
    if (cached && Date.now() - cached.loadedAt < CACHE_TTL_MS) return cached.keys;
    const keys = this.load(roleIds);
    this.cache.set(key, { loadedAt: Date.now(), keys });
    keys.catch(() => this.cache.delete(key));
    return keys;
  }

  invalidate(): void {
    this.cache.clear();
  }

  private async load(roleIds: number[]): Promise<ReadonlySet<string>> {
    if (roleIds.length === 0) return new Set();
    const rows = await this.db
      .selectDistinct({ key: actionKey })
      .from(roleAction)
      .innerJoin(action, eq(action.id, roleAction.actionId))
      .where(and(inArray(roleAction.roleId, roleIds), eq(action.active, true)));
    return new Set(rows.map((row) => row.key));
  }
}
