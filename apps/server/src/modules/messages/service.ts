import {
  ErrorCode,
  e164,
  localName,
  RESENDABLE_MESSAGE_STATUSES,
  ResourceType,
  type InsideTestSend,
  type Lang,
  type Message,
  type MessageChannel,
  type MessageDetail,
  type MessagePageRequest,
} from '@srd/contract';
import { and, asc, eq, getTableColumns, ilike, type SQL } from 'drizzle-orm';
import type { AppDeps } from '../../platform/app-module.js';
import { audit } from '../../platform/audit/audit.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { enqueueMessages, type MessageDraft } from '../../platform/outbox/outbox.js';
import { message, messageEvent } from '../../platform/outbox/tables.js';
import { withinRange } from '../../platform/paging/filters.js';
import { paginate, type PageSpec } from '../../platform/paging/paginate.js';
import { scopeCondition, unreachable } from '../../platform/permissions/scope.js';
import { tenant } from '../organisation/tables.js';

type MessageSort = 'createdAt' | 'statusAt' | 'status' | 'id';
const HISTORY_PAGE: PageSpec<MessageSort> = {
  sortColumns: { createdAt: message.createdAt, statusAt: message.statusAt, status: message.status, id: message.id },
  defaultSort: { field: 'createdAt', order: 'descend' },
  tiebreaker: message.id,
};

export type MessageFilter = Omit<MessagePageRequest, 'page' | 'pageSize' | 'sort'>;

/** The messages of one channel that a history filter matches, within the caller's tenant. */
export function messageFilter(ctx: SignedInContext, channel: MessageChannel, filter: MessageFilter): SQL | undefined {
  const escaped = filter.recipient?.replace(/[\\%_]/g, '\\$&');
  return and(
    eq(message.channel, channel),
    scopeCondition({ tid: message.tid }, ctx.user.scope),
    filter.status === undefined ? undefined : eq(message.status, filter.status),
    filter.event === undefined ? undefined : eq(message.event, filter.event),
    escaped === undefined ? undefined : ilike(message.recipient, `%${escaped}%`),
    filter.tenantId === undefined ? undefined : eq(message.tid, filter.tenantId),
    withinRange(message.createdAt, filter),
  );
}

/** The columns a history reads: the message and its tenant's names. */
export const historyColumns = {
  ...getTableColumns(message),
  tenantName: tenant.name,
  tenantNameCht: tenant.nameCht,
  tenantNameChs: tenant.nameChs,
};
export type HistoryRow = typeof message.$inferSelect & {
  tenantName: string | null;
  tenantNameCht: string | null;
  tenantNameChs: string | null;
};

/** A stored time (PostgreSQL's text) as the API answers times: ISO 8601. */
const iso = <T extends string | null>(time: T): T => (time === null ? time : (new Date(time).toISOString() as T));

/** A message as a history shows it: its tenant named in the reader's language. */
export function presentMessage(row: HistoryRow, lang: Lang): Message {
  return {
    id: row.id,
    channel: row.channel,
    event: row.event,
    tenantId: row.tid,
    tenantName:
      row.tenantName === null
        ? null
        : localName({ name: row.tenantName, nameCht: row.tenantNameCht, nameChs: row.tenantNameChs }, lang),
    recipient: row.recipient,
    lang: row.lang,
    templateId: row.templateId,
    subject: row.subject,
    body: row.body,
    status: row.status,
    provider: row.provider,
    providerId: row.providerId,
    error: row.error,
    attempts: row.attempts,
    createdAt: iso(row.createdAt),
    sentAt: iso(row.sentAt),
    statusAt: iso(row.statusAt),
    nextAttemptAt: row.status === 'requested' && row.attempts > 0 ? iso(row.nextAttemptAt) : null,
    resentFromId: row.resentFrom,
    createdByName: row.createdByName,
  };
}

/** The SMS, e-mail, WhatsApp and outbound request histories, resends, and InsideTest's test messages. */
export function createMessageService({ db, channels }: Pick<AppDeps, 'db' | 'channels'>) {
  const providerOf = (channel: MessageChannel) => channels[channel].state.provider;

  function history() {
    return db.select(historyColumns).from(message).leftJoin(tenant, eq(tenant.id, message.tid)).$dynamic();
  }

  /** A message of `channel` the caller may see, or the refusal for one they may not. */
  async function reachable(ctx: SignedInContext, channel: MessageChannel, id: number): Promise<HistoryRow> {
    const [row] = await history().where(and(eq(message.id, id), eq(message.channel, channel)));
    if (!row) throw new AppError(ErrorCode.NotFound);
    const scoped = await history().where(and(eq(message.id, id), scopeCondition({ tid: message.tid }, ctx.user.scope)));
    if (scoped.length === 0) throw unreachable(ctx.user.scope);
    return row;
  }

  async function detail(ctx: SignedInContext, row: HistoryRow): Promise<MessageDetail> {
    const events = await db
      .select({
        status: messageEvent.status,
        at: messageEvent.at,
        source: messageEvent.source,
        detail: messageEvent.detail,
      })
      .from(messageEvent)
      .where(eq(messageEvent.messageId, row.id))
      .orderBy(asc(messageEvent.at), asc(messageEvent.id));
    return {
      ...presentMessage(row, ctx.lang),
      events: events.map((event) => ({ ...event, at: iso(event.at) })),
      response: row.response,
    };
  }

  return {
    async page(ctx: SignedInContext, channel: MessageChannel, input: MessagePageRequest) {
      const matching = () => history().where(messageFilter(ctx, channel, input));
      const page = await paginate(db, matching, input, HISTORY_PAGE);
      return { ...page, rows: page.rows.map((row) => presentMessage(row, ctx.lang)) };
    },

    async detail(ctx: SignedInContext, channel: MessageChannel, id: number): Promise<MessageDetail> {
      return detail(ctx, await reachable(ctx, channel, id));
    },

    /** Sends a failed or undelivered message again, as a new message that points back to it (audited). */
    async resend(ctx: SignedInContext, channel: MessageChannel, id: number): Promise<{ id: number }> {
      const original = await reachable(ctx, channel, id);
      if (!RESENDABLE_MESSAGE_STATUSES.includes(original.status)) throw new AppError(ErrorCode.MessageNotResendable);
      return db.transaction(async (tx) => {
        const draft: MessageDraft = {
          channel: original.channel,
          event: original.event,
          tid: original.tid,
          recipient: original.recipient,
          lang: original.lang,
          subject: original.subject,
          body: original.body,
          payload: original.payload,
          templateId: original.templateId,
          resentFrom: original.id,
          createdBy: { id: ctx.user.id, loginId: ctx.user.profile.loginId },
        };
        const [newId] = await enqueueMessages(tx, providerOf, [draft]);
        await audit(tx, ctx, {
          resType: ResourceType.Message,
          recordId: newId!,
          action: 'resend',
          before: null,
          after: { channel: original.channel, recipient: original.recipient, resentFrom: original.id },
          placement: { tid: original.tid },
        });
        return { id: newId! };
      });
    },

    /** InsideTest: a test message from the caller, in their tenant, through the channel's real way out. */
    async testSend(ctx: SignedInContext, input: InsideTestSend): Promise<{ id: number }> {
      const recipient = input.channel === 'email' ? input.recipient : e164(input.recipient);
      const [id] = await enqueueMessages(db, providerOf, [
        {
          channel: input.channel,
          event: 'test',
          tid: ctx.user.scope.tid,
          recipient,
          lang: input.lang,
          subject: input.subject ?? null,
          body: input.body,
          createdBy: { id: ctx.user.id, loginId: ctx.user.profile.loginId },
        },
      ]);
      return { id: id! };
    },

    /** A test message the caller sent, with its timeline: InsideTest follows its delivery. */
    async testMessage(ctx: SignedInContext, id: number): Promise<MessageDetail> {
      const [row] = await history().where(
        and(eq(message.id, id), eq(message.event, 'test'), eq(message.createdBy, ctx.user.id)),
      );
      if (!row) throw new AppError(ErrorCode.NotFound);
      return detail(ctx, row);
    },
  };
}
