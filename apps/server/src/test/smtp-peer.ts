import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** An e-mail as its reader sees it: the decoded subject and bodies. */
export interface ReceivedMail {
  /** The envelope's recipients. */
  to: string[];
  /** The Message-ID header, brackets included. */
  messageId: string;
  subject: string;
  text: string;
  html: string;
}

interface Part {
  headers: Map<string, string>;
  body: string;
}

function splitPart(raw: string): Part {
  const end = raw.indexOf('\r\n\r\n');
  const head = end < 0 ? raw : raw.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n[ \t]+/g, ' ').split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end < 0 ? '' : raw.slice(end + 4) };
}

/** Quoted-printable to text: soft line breaks dropped, `=XX` bytes read as UTF-8. */
function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? /^[0-9A-Fa-f]{2}/.exec(joined.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 encoded words (`=?UTF-8?B?...?=`), as non-ASCII subjects come. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?[^?]+\?([BbQq])\?([^?]*)\?=/g, (_, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

function decodeBody({ headers, body }: Part): string {
  const encoding = headers.get('content-transfer-encoding')?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  return body;
}

/** The leaf parts of a MIME message, multipart ones opened. */
function leaves(part: Part): Part[] {
  const boundary = /boundary="?([^";]+)"?/i.exec(part.headers.get('content-type') ?? '')?.[1];
  if (!boundary) return [part];
  return part.body
    .split(`--${boundary}`)
    .slice(1, -1)
    .flatMap((raw) => leaves(splitPart(raw.replace(/^\r\n/, '').replace(/\r\n$/, ''))));
}

function readMail(raw: string, to: string[]): ReceivedMail {
  const message = splitPart(raw);
  const parts = leaves(message);
  const body = (type: string) => {
    const part = parts.find((leaf) =>
      (leaf.headers.get('content-type') ?? 'text/plain').toLowerCase().startsWith(type),
    );
    return part ? decodeBody(part) : '';
  };
  return {
    to,
    messageId: message.headers.get('message-id') ?? '',
    subject: decodeWords(message.headers.get('subject') ?? ''),
    text: body('text/plain'),
    html: body('text/html'),
  };
}

/**
 * A real SMTP server on a random local port that keeps what it receives, so tests read the e-mails
 * the app sends as their recipients would. A message is kept before the server answers the client,
 * so it is here once the app's call returns. `refuse` names recipients the server refuses: for good (550) when it
 * answers true, with the reply code it answers otherwise (450: try again later).
 */
export async function startSmtpPeer(options: { refuse?: (recipient: string) => boolean | number } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = options.refuse?.(address.address);
      if (!refusal) return callback();
      const responseCode = refusal === true ? 550 : refusal;
      callback(
        Object.assign(new Error(responseCode >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode }),
      );
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push(
          readMail(
            Buffer.concat(chunks).toString('utf8'),
            session.envelope.rcptTo.map((rcpt) => rcpt.address),
          ),
        );
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** The newest e-mail to `address`; throws when none came. */
    lastMailTo(address: string): ReceivedMail {
      const mail = received.findLast((candidate) =>
        candidate.to.some((to) => to.toLowerCase() === address.toLowerCase()),
      );
      if (!mail) {
        const addressees = received.map((candidate) => candidate.to.join(',')).join('; ');
        throw new Error(`No e-mail to ${address}; received: ${addressees || 'none'}`);
      }
      return mail;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpPeer = Awaited<ReturnType<typeof startSmtpPeer>>;

/** The first link in a text that starts with `base`. */
export function linkIn(text: string, base: string): URL {
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}\\S+`).exec(text);
  if (!match) throw new Error(`No link to ${base} in:\n${text}`);
  return new URL(match[0]);
}
