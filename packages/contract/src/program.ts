import { z } from 'zod';
import { IsoDate } from './calendar.js';
import { defineActions } from './actions.js';
import { editInput, EntityStatus, nameOutput, stampOutput } from './entity.js';
import { ErrorCode } from './errors.js';
import { pageRequest, pageResult } from './paging.js';

export const programActions = defineActions('program', {
  view: { menuTitle: 'Programs' },
  add: { menuTitle: 'Add a program' },
  edit: { menuTitle: 'Edit a program' },
  delete: { menuTitle: 'Delete a program' },
});

/** SPEC 5 and 9: a program name must be longer than 3 characters. */
export const PROGRAM_NAME_MIN_LENGTH = 4;

/** A rewards program of one tenant, with its period and publication status (SPEC 4 statuses). */
export const Program = z.object({
  id: z.int32(),
  tid: z.int32(),
  ...nameOutput,
  status: z.int32(),
  /** First day it runs, YYYY-MM-DD. */
  effectiveDate: z.string(),
  /** Last day it runs; null: open-ended. */
  expiryDate: z.string().nullable(),
  description: z.string().nullable(),
  /** The tenant's names, for lists and dialogs. */
  tenantName: z.string(),
  tenantNameCht: z.string(),
  tenantNameChs: z.string(),
  ...stampOutput,
});
export type Program = z.infer<typeof Program>;

const programFields = {
  tid: z.int32().positive(),
  // The length rule applies to the English name, the one every program has; Chinese names are often shorter.
  name: z.string().trim().min(1, { abort: true }).min(PROGRAM_NAME_MIN_LENGTH).max(120),
  nameCht: z.string().trim().max(120).default(''),
  nameChs: z.string().trim().max(120).default(''),
  status: EntityStatus,
  effectiveDate: IsoDate(),
  expiryDate: IsoDate().nullish(),
  description: z.string().trim().max(500).nullish(),
};
export const ProgramCreate = z.object(programFields);
export type ProgramCreate = z.infer<typeof ProgramCreate>;
export const ProgramUpdate = editInput(programFields);

export const ProgramPageRequest = pageRequest(['name', 'effectiveDate', 'expiryDate', 'status', 'lupdDttm', 'id'], {
  /** Matches the names and the description. */
  keyword: z.string().max(120).optional(),
  tid: z.int32().positive().optional(),
  status: EntityStatus.optional(),
});
export type ProgramPageRequest = z.infer<typeof ProgramPageRequest>;
export const ProgramPage = pageResult(Program);

/** SPEC 3 "Program list item": what `GET /program/api/list` answers for each active program. */
export const ProgramListItem = z.object({ id: z.int32(), ...nameOutput });
export type ProgramListItem = z.infer<typeof ProgramListItem>;

export interface ProgramPeriod {
  effectiveDate: string;
  expiryDate?: string | null;
}

export interface ProgramDateProblem {
  field: 'effectiveDate' | 'expiryDate';
  code: typeof ErrorCode.DateBeforeToday | typeof ErrorCode.ExpiryBeforeEffective;
}

/**
 * SPEC 5 date rules, shared by the form and the server: a date set or changed may not be earlier than
 * `today`, nor the expiry earlier than the effective date. A date kept as it was is not re-checked, so
 * a running program stays editable after its first day has passed.
 */
export function programDateProblems(
  next: ProgramPeriod,
  before: ProgramPeriod | null,
  today: string,
): ProgramDateProblem[] {
  const problems: ProgramDateProblem[] = [];
  const changed = (field: keyof ProgramPeriod) => !before || (before[field] ?? null) !== (next[field] ?? null);
  if (changed('effectiveDate') && next.effectiveDate < today)
    problems.push({ field: 'effectiveDate', code: ErrorCode.DateBeforeToday });
  if (changed('expiryDate') && next.expiryDate && next.expiryDate < today)
    problems.push({ field: 'expiryDate', code: ErrorCode.DateBeforeToday });
  if (next.expiryDate && next.expiryDate < next.effectiveDate)
    problems.push({ field: 'expiryDate', code: ErrorCode.ExpiryBeforeEffective });
  return problems;
}
