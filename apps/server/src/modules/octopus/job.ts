import { JOB_TIME_ZONE, type OctSftpKind } from '@srd/contract';
import { CronExpressionParser } from 'cron-parser';
import { and, asc, eq, gte } from 'drizzle-orm';
import type { OctopusSftpConfig } from '../../config.js';
import type { Db } from '../../platform/db/client.js';
import type { JobDefinition } from '../../platform/jobs/job-system.js';
import { fetchOperatorFiles, uploadRebates, type ExchangeOutcome, type SftpType } from './settlement.js';
import { connectOperator, SftpFailure, type OperatorServer } from './sftp.js';
import { octSftpLog, octSftpType } from './tables.js';

/** Requests go out before the answers are read, so one run can send today's file and take yesterday's answers. */
const KIND_ORDER: OctSftpKind[] = ['REBATE_REQUEST', 'REBATE_ANSWER', 'CARD_EVENT'];

/** A kind is due when its schedule (Hong Kong time) fired since its last transfer, or `force`. */
async function dueTypes(db: Db, now: Date, force: boolean): Promise<SftpType[]> {
  const enabled = await db.select().from(octSftpType).where(eq(octSftpType.status, 1)).orderBy(asc(octSftpType.id));
  const due: SftpType[] = [];
  for (const type of enabled) {
    if (!force) {
      const fired = CronExpressionParser.parse(type.cron, { tz: JOB_TIME_ZONE, currentDate: now }).prev().toDate();
      const [since] = await db
        .select({ id: octSftpLog.id })
        .from(octSftpLog)
        .where(and(eq(octSftpLog.typeId, type.id), gte(octSftpLog.startedAt, fired)))
        .limit(1);
      if (since) continue;
    }
    due.push(type);
  }
  return due.sort((a, b) => KIND_ORDER.indexOf(a.kind as OctSftpKind) - KIND_ORDER.indexOf(b.kind as OctSftpKind));
}

/**
 * One settlement exchange: connects once, sends the due rebate files and takes the due answer and event files. A
 * connection that fails is logged against each due kind, with its error, and nothing changes.
 */
export async function settle(
  db: Db,
  connect: () => Promise<OperatorServer>,
  options: { now?: Date; force?: boolean } = {},
): Promise<ExchangeOutcome> {
  const now = options.now ?? new Date();
  const outcome: ExchangeOutcome = { uploaded: 0, fetched: 0, paid: 0, refused: 0, events: 0, failed: 0 };
  const due = await dueTypes(db, now, options.force ?? false);
  if (due.length === 0) return outcome;
  const startedAt = new Date();
  let server: OperatorServer;
  try {
    server = await connect();
  } catch (error) {
    if (!(error instanceof SftpFailure)) throw error;
    for (const type of due)
      await db.insert(octSftpLog).values({
        typeId: type.id,
        direction: type.kind === 'REBATE_REQUEST' ? 'upload' : 'download',
        status: 'failed',
        errorCode: error.code,
        errorDetail: JSON.stringify(error.values),
        startedAt,
        finishedAt: new Date(),
      });
    return { ...outcome, failed: due.length };
  }
  try {
    for (const type of due) {
      if (type.kind === 'REBATE_REQUEST') {
        const sent = await uploadRebates(db, server, type, now);
        outcome.uploaded += sent.uploaded;
        outcome.failed += sent.failed;
      } else {
        const taken = await fetchOperatorFiles(db, server, type);
        for (const key of ['fetched', 'paid', 'refused', 'events', 'failed'] as const) outcome[key] += taken[key];
      }
    }
  } finally {
    await server.close().catch(() => undefined);
  }
  return outcome;
}

/** The settlement job: every 10 minutes it exchanges the file kinds whose own schedule came due. */
export function octopusSettleJob(config: OctopusSftpConfig): JobDefinition {
  return {
    name: 'octopus.settle',
    cron: '*/10 * * * *',
    summary: {
      en_US:
        '{uploaded} rebate files sent, {fetched} files fetched: {paid} rebates paid, {refused} refused, ' +
        '{events} card events; {failed} transfers failed',
      zh_HK:
        '已送出 {uploaded} 個回贈檔案，取得 {fetched} 個檔案：{paid} 筆回贈已支付、{refused} 筆被拒、' +
        '{events} 宗卡事件；{failed} 次傳送失敗',
      zh_CN:
        '已发送 {uploaded} 个回赠文件，取得 {fetched} 个文件：{paid} 笔回赠已支付、{refused} 笔被拒、' +
        '{events} 宗卡事件；{failed} 次传送失败',
    },
    retryLimit: 0,
    expireInSeconds: 600,
    async run({ db }) {
      return { ...(await settle(db, () => connectOperator(config))) };
    },
  };
}
