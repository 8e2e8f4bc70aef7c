import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AuditLogPageRequest, HelpTopicCreate, HelpTopicPageRequest, KioskGroupPageRequest } from '@srd/contract';
import { filterNames, hasDateRange, limitsOf, listStateOf, sortableFields } from './schemaFacts';

describe('schema facts', () => {
  it('reads the sortable fields and the filters of a page request', () => {
    expect(sortableFields(HelpTopicPageRequest)).toEqual(['sortOrder', 'title', 'category', 'lupdDttm', 'id']);
    expect(filterNames(HelpTopicPageRequest)).toEqual(['keyword', 'category', 'status']);
  });

  it('keeps numeric and list filters as such in the URL, one object per schema', () => {
    expect(listStateOf(KioskGroupPageRequest)).toEqual({ numeric: ['tid', 'kioskType', 'status'], lists: [] });
    expect(listStateOf(KioskGroupPageRequest)).toBe(listStateOf(KioskGroupPageRequest));
    const ranged = z.object({ range: z.array(z.string()).optional() });
    expect(listStateOf(ranged).lists).toEqual(['range']);
  });

  it('keeps a from-to period as one range of two days in the URL', () => {
    expect(hasDateRange(AuditLogPageRequest)).toBe(true);
    expect(hasDateRange(HelpTopicPageRequest)).toBe(false);
    expect(listStateOf(AuditLogPageRequest)).toEqual({ numeric: ['userId', 'resTypeId'], lists: ['range'] });
  });

  it('reads length and range limits through defaults and optionals', () => {
    expect(limitsOf(HelpTopicCreate.shape.titleCht)).toEqual({ maxLength: 200 });
    expect(limitsOf(HelpTopicCreate.shape.sortOrder)).toEqual({ min: 0, max: 9999 });
    expect(limitsOf(z.int32().optional())).toEqual({ min: undefined, max: undefined });
    expect(limitsOf(undefined)).toEqual({});
  });
});
