import type { Lang } from '@srd/contract';
import type { WhatsappConfig } from '../../../config.js';
import { SendRefused, type Channel, type OutgoingMessage } from '../channel.js';
import { API_RETRYABLE, ProviderConnections, refusal } from './provider-http.js';

/** The language code of the approved WhatsApp template in each of our languages. */
const TEMPLATE_LANGUAGE: Record<Lang, string> = { en_US: 'en_US', zh_HK: 'zh_HK', zh_CN: 'zh_CN' };

interface GraphAnswer {
  messages?: { id?: string }[];
  error?: { message?: string; code?: number };
}

/**
 * The WhatsApp template and its body parameters, which our message templates put in the payload: a business may
 * only open a conversation with a template Meta approved, never with free text.
 */
function templateOf(message: OutgoingMessage): { name: string; params: string[] } {
  const template = message.payload?.template;
  const params: unknown = message.payload?.params ?? [];
  const texts = Array.isArray(params) && params.every((param): param is string => typeof param === 'string');
  if (typeof template !== 'string' || !texts) {
    throw new SendRefused('WhatsApp sends approved templates only: this message names no template and its parameters');
  }
  return { name: template, params };
}

/** WhatsApp template messages through the WhatsApp Business Cloud API (Meta's Graph API). */
export function whatsappCloudChannel(whatsapp: WhatsappConfig): Channel {
  const endpoint = `${whatsapp.apiUrl}/${encodeURIComponent(whatsapp.phoneNumberId)}/messages`;
  const headers = { authorization: `Bearer ${whatsapp.token}`, 'content-type': 'application/json' };
  const connections = new ProviderConnections();
  return {
    state: { channel: 'whatsapp', provider: 'whatsappCloud', target: new URL(whatsapp.apiUrl).host },
    async send(message, signal) {
      const template = templateOf(message);
      const body = JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        // The Cloud API takes the number's digits with the country code, without the `+`.
        to: message.recipient.replace(/\D/g, ''),
        type: 'template',
        template: {
          name: template.name,
          language: { code: TEMPLATE_LANGUAGE[message.lang] },
          // A template without variables takes no components; Meta counts the parameters against the template's.
          ...(template.params.length > 0 && {
            components: [{ type: 'body', parameters: template.params.map((text) => ({ type: 'text', text })) }],
          }),
        },
      });
      const answer = await connections.request('WhatsApp', endpoint, { method: 'POST', headers, body }, signal);
      const json = (answer.json ?? {}) as GraphAnswer;
      if (!answer.ok) {
        const detail = json.error ? `${json.error.code} ${json.error.message ?? ''}`.trim() : answer.text.slice(0, 200);
        throw refusal(answer.status, `WhatsApp refused the message (HTTP ${answer.status}): ${detail}`, API_RETRYABLE);
      }
      const id = json.messages?.[0]?.id;
      if (!id) throw new Error(`WhatsApp answered without a message id: ${answer.text.slice(0, 200)}`);
      return { status: 'accepted', providerId: id };
    },
    close: () => connections.close(),
  };
}
