import type { MessageChannel } from '@srd/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Channel } from '../channel.js';

/**
 * A channel without a provider writes each message to the log, so `npm start` works as a demo and the operator can
 * read what would have been sent; `setting` names the variable that would configure the provider.
 */
export function logChannel(channel: MessageChannel, setting: string, log: FastifyBaseLogger): Channel {
  return {
    state: { channel, provider: 'log', target: 'log' },
    async send({ id, recipient, lang, subject, body, payload }) {
      log.info(
        { message: { id, channel, recipient, lang, subject, body, payload } },
        `${channel} logged, not sent: ${setting} is not set`,
      );
      return { status: 'sent', providerId: null };
    },
  };
}
