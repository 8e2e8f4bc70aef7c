import {
  ALL_ROWS_CAP,
  businessToday,
  errorMessage,
  ProgramListItem,
  programDateProblems,
  ResourceType,
  type Program,
  ProgramPageRequest,
  type ProgramPeriod,
} from '@srd/contract';
import { and, asc, eq, gte, isNull, lte, or, sql, type AnyColumn } from 'drizzle-orm';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { scopeCondition } from '../../platform/permissions/scope.js';
import { assertPlacementExists } from '../organisation/placement.js';
import { tenant } from '../organisation/tables.js';
import { program } from './tables.js';

/** SPEC 4 status names, as the audit labels them (the generic labels would call a draft "disabled"). */
const STATUS_LABELS: Record<string, string> = { 0: 'disable', 1: 'active', 2: 'draft', 3: 'pending', 5: 'expired' };

const placement = { tid: program.tid };

/** One of the program's tenant names, read with the row. */
const tenantColumn = (column: AnyColumn, alias: string) =>
  sql<string>`(select ${column} from ${tenant} where ${tenant.id} = ${program.tid})`.as(alias);

export const programs = createEntityService({
  table: program,
  resType: ResourceType.Program,
  placement,
  extraColumns: {
    tenantName: tenantColumn(tenant.name, 'tenant_name'),
    tenantNameCht: tenantColumn(tenant.nameCht, 'tenant_name_cht'),
    tenantNameChs: tenantColumn(tenant.nameChs, 'tenant_name_chs'),
  },
  request: ProgramPageRequest,
  defaultSort: { field: 'effectiveDate', order: 'descend' },
  keyword: [program.name, program.nameCht, program.nameChs, program.description],
  present: (row) => withIsoDates(row) as Program,
  auditLabels: { status: (value) => STATUS_LABELS[String(value)] ?? null },
  /** The tenant exists (1019), and the SPEC 5 date rules hold (1022, 1023), each named on its field. */
  async check(tx, ctx, next, before) {
    await assertPlacementExists(tx, { tid: next.tid as number, mid: null, sid: null });
    const problems = programDateProblems(
      next as unknown as ProgramPeriod,
      before as ProgramPeriod | null,
      businessToday(),
    );
    if (problems.length === 0) return;
    const fields = problems.map((problem) => ({ field: problem.field, message: errorMessage(problem.code, ctx.lang) }));
    throw new AppError(problems[0]!.code, undefined, { fields });
  },
});

/** `GET /program/api/list`: the programs running today in the caller's scope, for selectors. */
export async function runningPrograms(ctx: SignedInContext): Promise<ProgramListItem[]> {
  const today = businessToday();
  return ctx.db
    .select({ id: program.id, name: program.name, nameCht: program.nameCht, nameChs: program.nameChs })
    .from(program)
    .where(
      and(
        scopeCondition(placement, ctx.user.scope),
        eq(program.status, 1),
        lte(program.effectiveDate, today),
        or(isNull(program.expiryDate), gte(program.expiryDate, today)),
      ),
    )
    .orderBy(asc(program.name), asc(program.id))
    .limit(ALL_ROWS_CAP);
}
