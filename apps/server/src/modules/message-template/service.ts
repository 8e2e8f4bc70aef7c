import {
  ErrorCode,
  errorMessage,
  MessageTemplatePageRequest,
  ResourceType,
  templateProblems,
  type Lang,
  type MessageTemplate,
  type TemplateChannel,
  type TemplateEvent,
  type TemplateProblem,
} from '@srd/contract';
import { isNull, or, sql } from 'drizzle-orm';
import { createEntityService, withIsoDates } from '../../platform/crud/entity.js';
import { explainUniqueIndex } from '../../platform/db/pg-errors.js';
import { AppError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { scopeCondition } from '../../platform/permissions/scope.js';
import { assertPlacementExists } from '../organisation/placement.js';
import { tenant } from '../organisation/tables.js';
import { messageTemplate } from './tables.js';

explainUniqueIndex('message_template_active_key', { code: ErrorCode.TemplateTaken, field: 'event' });

/** Template problems as the field errors of one refusal, in the caller's language. */
export function templateRefusal(problems: TemplateProblem[], lang: Lang): AppError | undefined {
  const [first] = problems;
  if (!first) return undefined;
  const fields = problems.map((problem) => ({
    field: problem.field,
    message: errorMessage(problem.code, lang, problem.values),
  }));
  return new AppError(first.code, first.values, { fields });
}

export const messageTemplates = createEntityService({
  table: messageTemplate,
  resType: ResourceType.MessageTemplate,
  placement: { tid: messageTemplate.tid },
  // The product defaults (no tenant) are read by every tenant and changed only with access-all-data.
  sharedWithoutTenant: true,
  reach: (ctx: SignedInContext) => {
    const own = scopeCondition({ tid: messageTemplate.tid }, ctx.user.scope);
    return own && or(isNull(messageTemplate.tid), own);
  },
  extraColumns: {
    tenantName: sql<string | null>`(select ${tenant.name} from ${tenant}
      where ${tenant.id} = ${messageTemplate.tid})`.as('tenant_name'),
  },
  request: MessageTemplatePageRequest,
  defaultSort: { field: 'event', order: 'ascend' },
  present: (row) => withIsoDates(row) as MessageTemplate,
  /** The tenant exists; the texts name only the event's variables and the channel has what it needs. */
  async check(tx, ctx, next) {
    if (next.tid != null) await assertPlacementExists(tx, { tid: next.tid as number, mid: null, sid: null });
    const problems = templateProblems({
      event: next.event as TemplateEvent,
      channel: next.channel as TemplateChannel,
      subject: next.subject as string | null,
      body: next.body as string,
      whatsappTemplate: next.whatsappTemplate as string | null,
    });
    const refusal = templateRefusal(problems, ctx.lang);
    if (refusal) throw refusal;
  },
});
