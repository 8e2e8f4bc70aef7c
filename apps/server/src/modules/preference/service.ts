import type { ColumnPreference } from '@srd/contract';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-module.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { userColumnPreference } from './tables.js';

/**
 * Each user's own column choices per list. Not audited: a personal display setting changes no
 * business record and nothing anyone else sees, which is what the audit log (SPEC 5) accounts for.
 */
export function createColumnPreferenceService({ db }: AppDeps) {
  return {
    /** The caller's columns for a list; '' when none were saved. */
    async get(ctx: SignedInContext, listName: string): Promise<ColumnPreference> {
      const [saved] = await db
        .select({ columns: userColumnPreference.columns })
        .from(userColumnPreference)
        .where(and(eq(userColumnPreference.userId, ctx.user.id), eq(userColumnPreference.listName, listName)));
      return { listName, columns: saved?.columns ?? '' };
    },

    async save(ctx: SignedInContext, input: ColumnPreference): Promise<ColumnPreference> {
      const values = { columns: input.columns, updatedAt: new Date() };
      await db
        .insert(userColumnPreference)
        .values({ userId: ctx.user.id, listName: input.listName, ...values })
        .onConflictDoUpdate({ target: [userColumnPreference.userId, userColumnPreference.listName], set: values });
      return input;
    },
  };
}
