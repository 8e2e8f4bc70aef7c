import {
  e164,
  ErrorCode,
  EVENT_VARIABLES,
  recipientFits,
  renderTemplate,
  ResourceType,
  type MessageTemplateTestSend,
} from '@srd/contract';
import type { AppDeps } from '../../platform/app-module.js';
import { audit } from '../../platform/audit/audit.js';
import { fieldError } from '../../platform/http/app-error.js';
import type { SignedInContext } from '../../platform/http/context.js';
import { enqueueMessages, type ProviderOf } from '../../platform/outbox/outbox.js';
import { whatsappPayload } from './render.js';
import { messageTemplates } from './service.js';

/**
 * Sends a template, rendered with its event's sample data, to one recipient through the outbox (audited): the
 * message lands in the caller's tenant's history, marked as a test from this template.
 */
export async function testSendTemplate(
  deps: Pick<AppDeps, 'channels'>,
  ctx: SignedInContext,
  id: number,
  input: MessageTemplateTestSend,
): Promise<{ id: number }> {
  const template = await messageTemplates.read(ctx, id);
  if (!recipientFits(template.channel, input.recipient)) {
    throw fieldError('recipient', ErrorCode.RecipientMismatch, ctx.lang);
  }
  const rendered = renderTemplate(template, EVENT_VARIABLES[template.event].sample);
  const providerOf: ProviderOf = (channel) => deps.channels[channel].state.provider;
  const recipient = template.channel === 'email' ? input.recipient : e164(input.recipient);
  const tid = ctx.user.scope.tid ?? template.tid;
  return ctx.db.transaction(async (tx) => {
    const [messageId] = await enqueueMessages(tx, providerOf, [
      {
        channel: template.channel,
        event: 'test',
        tid,
        recipient,
        lang: template.lang,
        subject: rendered.subject,
        body: rendered.body,
        payload: whatsappPayload(template.whatsappTemplate, rendered),
        templateId: template.id,
        createdBy: { id: ctx.user.id, loginId: ctx.user.profile.loginId },
      },
    ]);
    await audit(tx, ctx, {
      resType: ResourceType.MessageTemplate,
      recordId: template.id,
      action: 'testSend',
      before: null,
      after: { recipient, messageId },
      placement: { tid },
    });
    return { id: messageId! };
  });
}
