import type { FastifyBaseLogger } from 'fastify';
import { createTransport } from 'nodemailer';
import type { Config } from '../../config.js';

/** One e-mail: plain text for every client, simple HTML for the ones that show it. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  /** Resolves once the mail server accepted the message; rejects when it did not. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/**
 * A request that sends an e-mail, or an outbox attempt holding its message's lease, waits for the mail server: it must
 * not wait minutes (nodemailer's defaults).
 */
export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport({ url, ...SMTP_TIMEOUTS }, { from });
  return {
    async send(message) {
      await transport.sendMail(message);
    },
    close: () => transport.close(),
  };
}

/**
 * Without SMTP_URL the message goes to the log, link included, so `npm start` works as a demo:
 * the operator has chosen to have no mail server, and the log is then the only way the link leaves.
 */
function logMailer(from: string, log: FastifyBaseLogger): Mailer {
  return {
    async send({ to, subject, text }) {
      log.info({ mail: { from, to, subject, text } }, 'e-mail logged, not sent: SMTP_URL is not set');
    },
    close() {},
  };
}

/** Sends through the SMTP server of SMTP_URL, else writes e-mails to the log. */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom'>, log: FastifyBaseLogger): Mailer {
  return config.smtpUrl ? smtpMailer(config.smtpUrl, config.mailFrom) : logMailer(config.mailFrom, log);
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as it may stand inside an HTML body or attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!);
}
