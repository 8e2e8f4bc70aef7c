import type { Lang, MessageChannel, MessageProvider, MessageStatus } from '@srd/contract';

/** A message as the outbox hands it to its channel. */
export interface OutgoingMessage {
  id: number;
  channel: MessageChannel;
  /** E-mail address, mobile number in E.164 (+852...), or a webhook's URL. */
  recipient: string;
  lang: Lang;
  /** E-mail subject; a webhook's event name. */
  subject: string | null;
  /** The text (a webhook: its JSON body). */
  body: string;
  /** What a provider needs beyond the text: a WhatsApp template's name and parameters, a webhook's signing key. */
  payload: Record<string, unknown> | null;
  /** Stays the same over every attempt of the message: providers that honour it never deliver it twice. */
  idempotencyKey: string;
}

/** What the provider said when it took the message. */
export interface SendResult {
  status: Extract<MessageStatus, 'accepted' | 'queued' | 'sending' | 'sent' | 'delivered'>;
  /** The provider's id of the message, which its delivery reports name. */
  providerId: string | null;
  /** The receiving system's answer, kept for webhooks (status line and the start of the body). */
  response?: string;
}

/** The provider refused the message for good (a bad number, a rejected template): trying again will not help. */
export class SendRefused extends Error {
  constructor(
    message: string,
    readonly response?: string,
  ) {
    super(message);
  }
}

/** How SystemInformation shows a channel: which provider sends, and whether it is only the log. */
export interface ChannelState {
  channel: MessageChannel;
  provider: MessageProvider;
  /** Where messages go: the SMTP host, the API's host, or "log". */
  target: string;
}

/**
 * One way out for messages. `send` resolves once the provider has the message; it throws SendRefused when the
 * provider refuses it for good and any other error when the attempt may succeed later (timeouts, 5xx, 429).
 */
export interface Channel {
  readonly state: ChannelState;
  send(message: OutgoingMessage, signal: AbortSignal): Promise<SendResult>;
  close?(): void;
}

/** The way out of each channel, as the server runs it: a provider, or the log where none is configured. */
export type Channels = Record<MessageChannel, Channel>;
