import { z } from 'zod';
import { defineActions } from './actions.js';
import { stampOutput } from './entity.js';
import type { Texts } from './i18n.js';
import { pageRequest, pageResult } from './paging.js';
import { textPattern } from './issue-message.js';

export const foodContainerActions = defineActions('foodContainer', {
  view: { menuTitle: 'Food containers' },
  add: { menuTitle: 'Create food containers in batches' },
  edit: { menuTitle: 'Change the status of a food container' },
  delete: { menuTitle: 'Delete a food container' },
});

/** SPEC 4 food container status: 0 disable, 1 available, 2 drafted, 3 returned. */
export const ContainerStatus = { Disable: 0, Available: 1, Drafted: 2, Returned: 3 } as const;
export const CONTAINER_STATUSES = [0, 1, 2, 3] as const;
export const ContainerStatusValue = z.literal(CONTAINER_STATUSES);

/** The changes of status allowed; a new container starts drafted. */
export const CONTAINER_TRANSITIONS: Record<number, readonly number[]> = {
  [ContainerStatus.Drafted]: [ContainerStatus.Available, ContainerStatus.Disable],
  [ContainerStatus.Available]: [ContainerStatus.Returned, ContainerStatus.Disable],
  [ContainerStatus.Returned]: [ContainerStatus.Available, ContainerStatus.Disable],
  [ContainerStatus.Disable]: [ContainerStatus.Available],
};

export function mayChangeContainerStatus(from: number, to: number): boolean {
  return from === to || (CONTAINER_TRANSITIONS[from] ?? []).includes(to);
}

/** Only containers never used or taken out of use may be deleted. */
export const DELETABLE_CONTAINER_STATUSES: readonly number[] = [ContainerStatus.Drafted, ContainerStatus.Disable];

/** A kind of food-waste container, by capacity. */
export interface ContainerTypeSpec {
  code: string;
  capacityLitres: number;
  names: Texts;
}

export const CONTAINER_TYPES: readonly ContainerTypeSpec[] = [
  { code: 'BOX5', capacityLitres: 5, names: { en_US: '5 L caddy', zh_HK: '5 公升廚餘盒', zh_CN: '5 升厨余盒' } },
  { code: 'BOX10', capacityLitres: 10, names: { en_US: '10 L caddy', zh_HK: '10 公升廚餘盒', zh_CN: '10 升厨余盒' } },
  { code: 'BIN20', capacityLitres: 20, names: { en_US: '20 L bin', zh_HK: '20 公升廚餘桶', zh_CN: '20 升厨余桶' } },
  {
    code: 'BIN120',
    capacityLitres: 120,
    names: { en_US: '120 L wheelie bin', zh_HK: '120 公升手推桶', zh_CN: '120 升手推桶' },
  },
];
export const ContainerTypeCode = z.enum(CONTAINER_TYPES.map((type) => type.code) as [string, ...string[]]);

/** `GET /foodContainer/getContainerTypes`: one type, named in the three languages. */
export const ContainerType = z.object({
  code: z.string(),
  capacityLitres: z.number(),
  name: z.string(),
  nameCht: z.string(),
  nameChs: z.string(),
});
export type ContainerType = z.infer<typeof ContainerType>;

/** A food-waste container handed out to households of a tenant, identified by the code on its label. */
export const FoodContainer = z.object({
  id: z.int32(),
  tid: z.int32(),
  code: z.string(),
  containerType: z.string(),
  status: z.int32(),
  tenantName: z.string(),
  tenantNameCht: z.string(),
  tenantNameChs: z.string(),
  ...stampOutput,
});
export type FoodContainer = z.infer<typeof FoodContainer>;

export const FOOD_CONTAINER_BATCH_MAX = 200;

/**
 * `POST /foodContainer/batchCreate`: `count` containers coded prefix + number from `startNo` (4 digits at least), all
 * or none.
 */
export const FoodContainerBatch = z.object({
  tid: z.int32().positive(),
  containerType: ContainerTypeCode,
  count: z.int32().min(1).max(FOOD_CONTAINER_BATCH_MAX),
  prefix: z
    .string()
    .trim()
    .min(1)
    .max(20)
    .regex(textPattern('upperDash', /^[A-Z0-9-]+$/)),
  startNo: z.int32().min(0).max(99_999_999),
});
export type FoodContainerBatch = z.infer<typeof FoodContainerBatch>;

/** The codes a batch gives, in order. */
export function containerCodes(batch: Pick<FoodContainerBatch, 'prefix' | 'startNo' | 'count'>): string[] {
  return Array.from(
    { length: batch.count },
    (_, index) => `${batch.prefix}${String(batch.startNo + index).padStart(4, '0')}`,
  );
}

/** The edit of a container: its status, along the allowed transitions. */
export const FoodContainerUpdate = z.object({ status: ContainerStatusValue });
export type FoodContainerUpdate = z.infer<typeof FoodContainerUpdate>;

export const FoodContainerPageRequest = pageRequest(['code', 'containerType', 'status', 'lupdDttm', 'id'], {
  /** Matches the code. */
  keyword: z.string().max(60).optional(),
  tid: z.int32().positive().optional(),
  containerType: ContainerTypeCode.optional(),
  status: ContainerStatusValue.optional(),
});
export type FoodContainerPageRequest = z.infer<typeof FoodContainerPageRequest>;
export const FoodContainerPage = pageResult(FoodContainer);
