import { pageRequest, ResourceType } from '@srd/contract';
import { sql } from 'drizzle-orm';
import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createEntityService } from './entity.js';

const gadget = pgTable('gadget', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  secret: text('secret'),
  status: integer('status').notNull(),
  lupdDttm: timestamp('lupd_dttm').notNull(),
});

const base = {
  table: gadget,
  resType: ResourceType.HelpTopic,
  defaultSort: { field: 'name', order: 'ascend' },
  present: (row: Record<string, unknown>) => row,
} as const;

describe('createEntityService', () => {
  it('sorts by the columns named like the sortable fields and filters by the convention', () => {
    const service = createEntityService({
      ...base,
      request: pageRequest(['name', 'status', 'ownerName', 'id'], {
        keyword: z.string().optional(),
        status: z.literal([0, 1]).optional(),
      }),
      extraColumns: { ownerName: sql<string>`'someone'`.as('owner_name') },
      keyword: [gadget.name],
    });
    const { sortColumns, filters } = service.definition;
    expect(Object.keys(sortColumns)).toEqual(['name', 'status', 'ownerName', 'id']);
    expect(sortColumns.status).toBe(gadget.status);
    expect(sortColumns.ownerName).toBe(service.definition.extraColumns!.ownerName);
    expect(filters({ keyword: 'x', status: 1 })).toHaveLength(2);
  });

  it('refuses to start, naming the table and the field, when a sortable field has no column', () => {
    expect(() =>
      createEntityService({ ...base, request: pageRequest(['name', 'colour'], {}), defaultSort: base.defaultSort }),
    ).toThrow('gadget: the sortable field "colour" of its page request has no column of that name');
  });

  it('refuses to sort by a hidden column', () => {
    expect(() =>
      createEntityService({ ...base, request: pageRequest(['name', 'secret'], {}), hidden: ['secret'] }),
    ).toThrow('gadget: the sortable field "secret"');
  });

  it('refuses to start, naming the table and the filter, when a filter has no column nor override', () => {
    expect(() =>
      createEntityService({ ...base, request: pageRequest(['name'], { shared: z.boolean().optional() }) }),
    ).toThrow('gadget: the filter "shared" of its page request has no column of that name in gadget');
  });
});
