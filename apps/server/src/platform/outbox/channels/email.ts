import { createTransport } from 'nodemailer';
import { escapeHtml, SMTP_TIMEOUTS } from '../../mail/mailer.js';
import { SendRefused, type Channel, type OutgoingMessage } from '../channel.js';

/**
 * The left part of a Message-ID is a dot-atom (RFC 5322): any other character of the key is percent-encoded, `%`
 * included, so two keys never share an id.
 */
function messageIdPart(key: string): string {
  return key.replace(/[^A-Za-z0-9.!#$&'*+/=?^_`{|}~-]/g, (char) =>
    [...Buffer.from(char, 'utf8')].map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join(''),
  );
}

/** The domain of the sender's address (`Name <no-reply@example.com>` gives `example.com`). */
function domainOf(from: string): string {
  return /@([^\s>]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
}

/**
 * E-mails through the SMTP server of SMTP_URL. The Message-ID comes from the message's idempotency key, so an
 * attempt repeated after a lost answer carries the same id and mail systems that deduplicate by it keep one copy.
 * A permanent refusal (5xx: a recipient refused) is final; a 4xx or a lost connection is tried again.
 */
export function emailChannel(smtpUrl: string, mailFrom: string): Channel {
  // Pooled: an alarm storm's digests go out over a few open connections rather than one connection each.
  const transport = createTransport({ url: smtpUrl, pool: true, ...SMTP_TIMEOUTS }, { from: mailFrom });
  const domain = domainOf(mailFrom);
  return {
    state: { channel: 'email', provider: 'smtp', target: new URL(smtpUrl).host },
    async send(message: OutgoingMessage, signal: AbortSignal) {
      // An SMTP transaction cannot be called back once begun: the outbox's signal is heeded before it starts.
      signal.throwIfAborted();
      try {
        const info = await transport.sendMail({
          to: message.recipient,
          subject: message.subject ?? '',
          text: message.body,
          html: escapeHtml(message.body).replace(/\r?\n/g, '<br>\n'),
          messageId: `<${messageIdPart(message.idempotencyKey)}@${domain}>`,
        });
        return { status: 'sent', providerId: info.messageId };
      } catch (error) {
        const { responseCode, response } = error as { responseCode?: number; response?: string };
        if (responseCode !== undefined && responseCode >= 500) throw new SendRefused(response ?? String(responseCode));
        throw error;
      }
    },
    close: () => transport.close(),
  };
}
