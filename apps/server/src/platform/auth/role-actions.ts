import { superAdministratorActions } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.js';

/** The action keys held by a set of roles, cached until roles or grants change. */
export class RoleActions {
  private readonly cache = new Map<string, Promise<ReadonlySet<string>>>();

  constructor(private readonly db: Db) {}

  of(roleIds: number[], isSuper: boolean): Promise<ReadonlySet<string>> {
    if (isSuper) return Promise.resolve(new Set(superAdministratorActions().map((action) => action.key)));
    const key = [...roleIds].sort((a, b) => a - b).join(',');
    let pending = this.cache.get(key);
    if (!pending) {
      pending = this.load(roleIds);
      this.cache.set(key, pending);
      pending.catch(() => this.cache.delete(key));
    }
    return pending;
  }

  invalidate(): void {
    this.cache.clear();
  }

  private async load(roleIds: number[]): Promise<ReadonlySet<string>> {
    if (roleIds.length === 0) return new Set();
    const rows = await queryRows<{ key: string }>(this.db, sql`
      select distinct a.domain || ':' || a.name as key
      from role_action ra join action a on a.id = ra.action_id
      where ra.role_id = any(${`{${roleIds.join(',')}}`}::int[]) and a.active`);
    return new Set(rows.map((row) => row.key));
  }
}
