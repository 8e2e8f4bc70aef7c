import { z } from 'zod';
import { defineActions } from './actions.js';
import { IsoDateTime } from './calendar.js';
import { deviceText } from './device.js';
import type { Texts } from './i18n.js';
import { pageRequest, pageResult } from './paging.js';

export const fcmRecycleActions = defineActions('fcmRecycle', {
  view: { menuTitle: 'Food waste recycling' },
  export: { menuTitle: 'Export food waste recycling' },
});
export const foodContainerRecycleActions = defineActions('foodContainerRecycle', {
  view: { menuTitle: 'Food container returns' },
  export: { menuTitle: 'Export food container returns' },
});
export const foodContainerRebateActions = defineActions('foodContainerRebate', {
  view: { menuTitle: 'Food container refunds' },
  export: { menuTitle: 'Export food container refunds' },
});

/** Food waste is what food collection machines take: the materials of kiosk type 2 (TODI bins). */
export const FOOD_COLLECTION_KIOSK_TYPE = 2;

/** The filters every food recycling list shares: the period, tenant, kiosk and member. */
const foodFilters = {
  from: IsoDateTime().optional(),
  to: IsoDateTime().optional(),
  tid: z.int32().min(1).optional(),
  kid: z.string().trim().max(64).optional(),
  membershipNo: z.string().trim().max(40).optional(),
};

/** One food-waste deposit (an item of a transaction whose material is food waste), as FcmRecycle lists it. */
export const FcmRecycleRow = z.object({
  id: z.int32(),
  transactionId: z.int32(),
  kioskId: z.int32(),
  kid: z.string(),
  tid: z.int32().nullable(),
  tenantName: z.string().nullable(),
  memberId: z.int32().nullable(),
  membershipNo: z.string().nullable(),
  memberName: z.string().nullable(),
  tranDttm: z.string(),
  materialName: z.string(),
  weightKg: z.number(),
  earnedPoints: z.int32(),
});
export type FcmRecycleRow = z.infer<typeof FcmRecycleRow>;
export const FcmRecyclePageRequest = pageRequest(['tranDttm', 'weightKg', 'id'], foodFilters);
export type FcmRecyclePageRequest = z.infer<typeof FcmRecyclePageRequest>;
export const FcmRecyclePage = pageResult(FcmRecycleRow);

/**
 * What came of a returned container: refunded (back in time, to a member), onTime (back in time, no member named:
 * nothing to credit), late (back after the tenant's returnWithinDays), unknown (no container of that code in the
 * kiosk's tenant) or notAvailable (known, but not handed out: drafted, disabled or returned already).
 */
export const CONTAINER_RETURN_OUTCOMES = ['refunded', 'onTime', 'late', 'unknown', 'notAvailable'] as const;
export const ContainerReturnOutcome = z.enum(CONTAINER_RETURN_OUTCOMES);
export type ContainerReturnOutcome = z.infer<typeof ContainerReturnOutcome>;

export const CONTAINER_RETURN_OUTCOME_NAMES: Record<ContainerReturnOutcome, Texts> = {
  refunded: { en_US: 'Refunded', zh_HK: '已退款', zh_CN: '已退款' },
  onTime: { en_US: 'On time, no member', zh_HK: '準時，無會員', zh_CN: '准时，无会员' },
  late: { en_US: 'Late, no refund', zh_HK: '逾期，不退款', zh_CN: '逾期，不退款' },
  unknown: { en_US: 'Unknown container', zh_HK: '不明容器', zh_CN: '不明容器' },
  notAvailable: { en_US: 'Not handed out', zh_HK: '未曾派發', zh_CN: '未曾派发' },
};

/** `POST /device/foodContainerReturn`: a kiosk took back a container, recorded exactly once per `uuid`. */
export const ContainerReturnReport = z.object({
  uuid: z.uuid(),
  /** The code on the container's label. */
  containerCode: deviceText(40).min(1),
  returnedAt: IsoDateTime(),
  /** Who returned it, named as in a recycle transaction: a member card, an Octopus number or a membership number. */
  memberCardNo: deviceText(40).optional(),
  octopusNo: deviceText(20).optional(),
  membershipNo: deviceText(40).optional(),
});
export type ContainerReturnReport = z.infer<typeof ContainerReturnReport>;

/** The answer: what came of it, and the refund credited to the member's Octopus wallet (0 when none). */
export const ContainerReturnResult = z.object({
  returnId: z.int32(),
  outcome: ContainerReturnOutcome,
  membershipNo: z.string().nullable(),
  refundAmount: z.number(),
  /** True when the uuid was recorded already: the first answer again, nothing changed. */
  replayed: z.boolean(),
});
export type ContainerReturnResult = z.infer<typeof ContainerReturnResult>;

/** One returned container, as FoodContainerRecycle lists it. */
export const ContainerReturnRow = z.object({
  id: z.int32(),
  uuid: z.string(),
  kioskId: z.int32(),
  kid: z.string(),
  tid: z.int32().nullable(),
  tenantName: z.string().nullable(),
  containerId: z.int32().nullable(),
  containerCode: z.string(),
  containerType: z.string().nullable(),
  memberId: z.int32().nullable(),
  membershipNo: z.string().nullable(),
  memberName: z.string().nullable(),
  returnedAt: z.string(),
  handedOutAt: z.string().nullable(),
  outcome: ContainerReturnOutcome,
  refundAmount: z.number(),
  walletEntryId: z.int32().nullable(),
});
export type ContainerReturnRow = z.infer<typeof ContainerReturnRow>;
export const ContainerReturnPageRequest = pageRequest(['returnedAt', 'id'], {
  ...foodFilters,
  containerCode: z.string().trim().max(40).optional(),
  outcome: ContainerReturnOutcome.optional(),
});
export type ContainerReturnPageRequest = z.infer<typeof ContainerReturnPageRequest>;
export const ContainerReturnPage = pageResult(ContainerReturnRow);

/** FoodContainerRebate: the refunded returns, each with its wallet entry. */
export const ContainerRefundPageRequest = pageRequest(['returnedAt', 'id'], {
  ...foodFilters,
  containerCode: z.string().trim().max(40).optional(),
});
export type ContainerRefundPageRequest = z.infer<typeof ContainerRefundPageRequest>;
