import {
  CONTAINER_TYPES,
  containerCodes,
  DELETABLE_CONTAINER_STATUSES,
  ErrorCode,
  mayChangeContainerStatus,
  ResourceType,
  type ContainerType,
  type FoodContainer,
  type FoodContainerBatch,
  FoodContainerPageRequest,
  type Lang,
  type Texts,
} from '@srd/contract';
import { inArray, sql } from 'drizzle-orm';
import { audit } from '../../platform/audit/audit.js';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { assertInScope } from '../../platform/permissions/scope.js';
import { tenantNameColumns } from '../merchant/names.js';
import { assertPlacementExists } from '../organisation/placement.js';
import { foodContainer } from './tables.js';
import { explainUniqueIndex } from '../../platform/db/pg-errors.js';

// Two creates at once both pass the check below; the index refuses the second with the same answer.
explainUniqueIndex('food_container_code_key', { code: ErrorCode.ContainerCodesTaken, valueName: 'codes' });

const STATUS_NAMES: Record<number, Texts> = {
  0: { en_US: 'disable', zh_HK: '停用', zh_CN: '停用' },
  1: { en_US: 'available', zh_HK: '可用', zh_CN: '可用' },
  2: { en_US: 'drafted', zh_HK: '草稿', zh_CN: '草稿' },
  3: { en_US: 'returned', zh_HK: '已歸還', zh_CN: '已归还' },
};
const statusName = (status: unknown, lang: Lang) => STATUS_NAMES[Number(status)]?.[lang] ?? String(status);

const placement = { tid: foodContainer.tid };

export const foodContainers = createEntityService({
  table: foodContainer,
  resType: ResourceType.FoodContainer,
  placement,
  extraColumns: tenantNameColumns(foodContainer.tid),
  request: FoodContainerPageRequest,
  defaultSort: { field: 'code', order: 'ascend' },
  keyword: [foodContainer.code],
  present: (row) => withIsoDates(row) as FoodContainer,
  auditLabels: { status: (value) => STATUS_NAMES[Number(value)]?.en_US ?? null },
  /** SPEC 4 statuses change only along the allowed transitions (2080). */
  async check(_tx, ctx, next, before) {
    if (before && !mayChangeContainerStatus(before.status as number, next.status as number)) {
      throw new AppError(ErrorCode.ContainerStatusTransition, {
        from: statusName(before.status, ctx.lang),
        to: statusName(next.status, ctx.lang),
      });
    }
  },
  /** Containers handed out or returned stay on record (2079). */
  async checkDelete(_tx, ctx, before) {
    if (!DELETABLE_CONTAINER_STATUSES.includes(before.status as number))
      throw new AppError(ErrorCode.ContainerNotDeletable, { status: statusName(before.status, ctx.lang) });
  },
});

/** How many codes a refusal names before "…". */
const NAMED_CODES = 10;

/**
 * `POST /foodContainer/batchCreate`: `count` drafted containers of a type in the caller's tenant,
 * coded prefix + number. All or nothing: a code already used refuses the whole batch (2078).
 */
export async function batchCreateContainers(
  ctx: SignedInContext,
  batch: FoodContainerBatch,
): Promise<{ count: number; codes: string[] }> {
  const codes = containerCodes(batch);
  await ctx.db.transaction(async (tx) => {
    assertInScope(ctx.user.scope, { tid: batch.tid });
    await assertPlacementExists(tx, { tid: batch.tid, mid: null, sid: null });
    const taken = await tx
      .select({ code: foodContainer.code })
      .from(foodContainer)
      .where(inArray(sql`upper(${foodContainer.code})`, codes))
      .orderBy(foodContainer.code);
    if (taken.length) {
      const named = taken
        .slice(0, NAMED_CODES)
        .map((row) => row.code)
        .join(', ');
      throw new AppError(ErrorCode.ContainerCodesTaken, { codes: taken.length > NAMED_CODES ? `${named} …` : named });
    }
    const rows = await tx
      .insert(foodContainer)
      .values(
        codes.map((code) => ({
          tid: batch.tid,
          code,
          containerType: batch.containerType,
          creUser: ctx.user.id,
          lupdUser: ctx.user.id,
        })),
      )
      .returning();
    for (const row of rows) {
      await audit(tx, ctx, {
        resType: ResourceType.FoodContainer,
        recordId: row.id,
        action: 'create',
        before: null,
        after: row,
        labels: foodContainers.definition.auditLabels,
        placement: { tid: row.tid },
      });
    }
  });
  return { count: codes.length, codes };
}

/** `GET /foodContainer/getContainerTypes`: the container types with their names in the three languages and capacity. */
export function containerTypes(): ContainerType[] {
  return CONTAINER_TYPES.map((type) => ({
    code: type.code,
    capacityLitres: type.capacityLitres,
    name: type.names.en_US,
    nameCht: type.names.zh_HK,
    nameChs: type.names.zh_CN,
  }));
}
