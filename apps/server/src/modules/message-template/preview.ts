import {
  EVENT_VARIABLES,
  renderTemplate,
  templateProblems,
  type MessageTemplatePreview,
  type MessageTemplatePreviewRequest,
} from '@srd/contract';
import type { SignedInContext } from '../../platform/http/context.js';
import { templateRefusal } from './service.js';

/** A template as the form holds it, rendered with its event's sample data; its problems as field errors. */
export function previewTemplate(ctx: SignedInContext, input: MessageTemplatePreviewRequest): MessageTemplatePreview {
  // The WhatsApp template's name is not part of the text: the preview shows the text while it is still empty.
  const problems = templateProblems(input).filter((problem) => problem.field !== 'whatsappTemplate');
  const refusal = templateRefusal(problems, ctx.lang);
  if (refusal) throw refusal;
  return renderTemplate(input, EVENT_VARIABLES[input.event].sample);
}
