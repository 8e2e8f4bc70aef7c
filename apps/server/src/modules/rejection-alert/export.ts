import {
  PAGING_FIELDS,
  REJECTION_REASONS,
  RejectionCountPageRequest,
  rejectionAlertActions,
  type RejectionCountPageRequest as CountRequest,
  type RejectionCountRow,
  type RejectionReason,
  type Texts,
} from '@srd/contract';
import { IsoDateTime } from '@srd/contract';
import { and } from 'drizzle-orm';
import type { Exporter } from '../../platform/export/exporter.js';
import { kioskRejection } from './tables.js';
import { bucketOf, countFilter, countsWhere, presentCount, type CountRecord } from './service.js';

/** The reasons as people read them, in the files. */
export const REASON_LABELS: Record<RejectionReason, Texts> = {
  UNRECOGNISED: { en_US: 'Not recognised', zh_HK: '無法辨認', zh_CN: '无法识别' },
  WRONG_MATERIAL: { en_US: 'Wrong material', zh_HK: '物料不符', zh_CN: '材料不符' },
  CONTAMINATED: { en_US: 'Dirty or contaminated', zh_HK: '不潔或受污染', zh_CN: '不洁或受污染' },
  NOT_EMPTY: { en_US: 'Not empty', zh_HK: '未倒空', zh_CN: '未倒空' },
  FOREIGN_OBJECT: { en_US: 'Not a recyclable', zh_HK: '非回收物', zh_CN: '非回收物' },
  OVERSIZED: { en_US: 'Too large', zh_HK: '體積過大', zh_CN: '体积过大' },
};

type Filter = Omit<CountRequest, 'page' | 'pageSize' | 'sort' | 'from' | 'to'> & { from?: string; to?: string };

/** The export's period may be left out (SPEC 5: only today then), unlike the screen's. */
const ExportFilter = RejectionCountPageRequest.omit(PAGING_FIELDS).extend({
  from: IsoDateTime().optional(),
  to: IsoDateTime().optional(),
});

/** The counts per kiosk and hour or day as a file, newest first (SPEC 5 period). */
export const rejectionCountExporter: Exporter<Filter, RejectionCountRow> = {
  module: 'rejectionAlert',
  title: { en_US: 'Rejection counts', zh_HK: '拒收統計', zh_CN: '拒收统计' },
  action: rejectionAlertActions.export,
  filter: ExportFilter,
  dated: true,
  columns: [
    {
      header: { en_US: 'Period start', zh_HK: '時段開始', zh_CN: '时段开始' },
      value: (row, format) => format.time(row.bucketStart),
    },
    { header: { en_US: 'KID', zh_HK: '設備編號', zh_CN: '设备编号' }, value: (row) => row.kid },
    { header: { en_US: 'Kiosk', zh_HK: '設備', zh_CN: '设备' }, value: (row) => row.kioskName },
    { header: { en_US: 'Tenant', zh_HK: '租戶', zh_CN: '租户' }, value: (row) => row.tenantName },
    { header: { en_US: 'Rejections', zh_HK: '拒收次數', zh_CN: '拒收次数' }, value: (row) => row.total },
    ...REJECTION_REASONS.map((reason) => ({
      header: REASON_LABELS[reason],
      value: (row: RejectionCountRow) => row.reasons[reason],
    })),
    {
      header: { en_US: 'Alarm open', zh_HK: '警報未解除', zh_CN: '警报未解除' },
      value: (row, format) =>
        format.text(
          row.alarmOpen ? { en_US: 'Yes', zh_HK: '是', zh_CN: '是' } : { en_US: 'No', zh_HK: '否', zh_CN: '否' },
        ),
    },
  ],
  rows(db, ctx, filter) {
    const bucket = filter.bucket ?? 'day';
    return {
      matching: (after) => countsWhere(db, ctx, bucket, and(countFilter(ctx, filter), after)),
      keys: [bucketOf(bucket), kioskRejection.kioskId],
      keyOf: (record: CountRecord) => [record.bucketKey, record.kioskId as number],
      order: 'descend',
      toRows: (records: CountRecord[]) => records.map(presentCount),
    };
  },
};
