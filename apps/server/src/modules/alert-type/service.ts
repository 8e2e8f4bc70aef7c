import {
  ErrorCode,
  localName,
  ResourceType,
  type AlertType,
  type AlertTypeOption,
  AlertTypePageRequest,
} from '@srd/contract';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { alertType } from './tables.js';

export const alertTypes = createEntityService({
  table: alertType,
  resType: ResourceType.AlertType,
  request: AlertTypePageRequest,
  defaultSort: { field: 'code', order: 'ascend' },
  keyword: [alertType.code, alertType.name, alertType.nameCht, alertType.nameChs],
  present: (row) => withIsoDates(row) as AlertType,
  async check(tx, _ctx, next, before) {
    const [taken] = await tx
      .select({ id: alertType.id })
      .from(alertType)
      .where(
        and(
          eq(sql`upper(${alertType.code})`, String(next.code).toUpperCase()),
          before ? ne(alertType.id, before.id as number) : undefined,
        ),
      );
    if (taken) throw new AppError(ErrorCode.CodeTaken);
  },
});

/** `GET /alertType/getAll`: the active types, for selectors. */
export function activeAlertTypes(ctx: SignedInContext) {
  return ctx.db
    .select()
    .from(alertType)
    .where(eq(alertType.status, 1))
    .orderBy(asc(alertType.code))
    .then((rows) => rows.map((row) => alertTypes.definition.present(row)));
}

/**
 * `GET /alertType/getSelectList`: every type, switched off or not (their alarms stay listed), named in the caller's
 * language.
 */
export async function alertTypeOptions(ctx: SignedInContext): Promise<AlertTypeOption[]> {
  const rows = await ctx.db.select().from(alertType).orderBy(asc(alertType.code));
  return rows.map((row) => ({ value: row.code, label: localName(row, ctx.lang) }));
}
