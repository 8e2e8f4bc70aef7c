import { describe, expect, it } from 'vitest';
import { ErrorCode } from './errors.js';
import { ProgramCreate, programDateProblems } from './program.js';

const TODAY = '2026-05-10';

describe('program rules', () => {
  it('needs an English name longer than 3 characters, spaces aside', () => {
    const name = ProgramCreate.shape.name;
    expect(name.safeParse('Abc').success).toBe(false);
    expect(name.safeParse('  Abc ').success).toBe(false);
    expect(name.safeParse('Abcd').success).toBe(true);
  });

  it('takes the SPEC statuses 0, 1, 2, 3 and 5 only', () => {
    expect([0, 1, 2, 3, 4, 5, 6].filter((status) => ProgramCreate.shape.status.safeParse(status).success)).toEqual([
      0, 1, 2, 3, 5,
    ]);
  });

  it('refuses new dates before today and an expiry before the effective date', () => {
    expect(programDateProblems({ effectiveDate: TODAY, expiryDate: TODAY }, null, TODAY)).toEqual([]);
    expect(programDateProblems({ effectiveDate: '2026-05-09', expiryDate: null }, null, TODAY)).toEqual([
      { field: 'effectiveDate', code: ErrorCode.DateBeforeToday },
    ]);
    expect(programDateProblems({ effectiveDate: '2026-05-12', expiryDate: '2026-05-11' }, null, TODAY)).toEqual([
      { field: 'expiryDate', code: ErrorCode.ExpiryBeforeEffective },
    ]);
  });

  it('does not re-check dates an edit keeps, so a running program stays editable', () => {
    const running = { effectiveDate: '2026-04-01', expiryDate: '2026-06-01' };
    expect(programDateProblems({ ...running }, running, TODAY)).toEqual([]);
    expect(programDateProblems({ ...running, expiryDate: '2026-05-01' }, running, TODAY)).toEqual([
      { field: 'expiryDate', code: ErrorCode.DateBeforeToday },
    ]);
    expect(programDateProblems({ ...running, effectiveDate: '2026-04-02' }, running, TODAY)).toEqual([
      { field: 'effectiveDate', code: ErrorCode.DateBeforeToday },
    ]);
  });
});
