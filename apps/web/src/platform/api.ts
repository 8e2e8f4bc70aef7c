import {
  ErrorCode,
  PASS_THROUGH_CODES,
  RELOGIN_CODES,
  SUCCESS_CODE,
  type ErrorEnvelope,
} from '@srd/contract';
import { feedback, MESSAGE_SECONDS } from './feedback';
import { currentLang, i18n } from './i18n';
import { endSession, getToken, resetToken } from './session';

const API_BASE = '/api';
const DEFAULT_TIMEOUT_MS = 60_000;
/** ApiError code when no envelope came back: network failure, timeout, or a proxy's own page. */
const NO_ENVELOPE = 0;
const SESSION_CODES: readonly number[] = [ErrorCode.SessionExpired, ErrorCode.InvalidToken];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  body?: unknown;
  timeoutMs?: number;
  /** The caller reports failures itself: no message, no sign-out, no dialog. */
  quiet?: boolean;
}

export type FieldErrors = NonNullable<NonNullable<ErrorEnvelope['data']>['fields']>;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly code: number,
    readonly fields: FieldErrors = [],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A body whose code is one of PASS_THROUGH_CODES, handed to the caller as a result. */
export class PassThrough {
  constructor(
    readonly code: number,
    readonly message: string,
    readonly data: unknown,
  ) {}
}

interface Envelope {
  code: number;
  message: string;
  data?: unknown;
}

/**
 * Calls the API and resolves the `data` of a code-200 answer. Endpoints that can answer a
 * pass-through code resolve a PassThrough instead; their callers say so in `T` (`Result | PassThrough`).
 */
export async function request<T>(method: Method, path: string, options: RequestOptions = {}): Promise<T> {
  const { status, envelope } = await send(method, path, options.body, options.timeoutMs ?? DEFAULT_TIMEOUT_MS);
  if (envelope.code === SUCCESS_CODE) return envelope.data as T;
  if (PASS_THROUGH_CODES.includes(envelope.code)) {
    return new PassThrough(envelope.code, envelope.message, envelope.data) as T;
  }
  const error = new ApiError(envelope.message, envelope.code, fieldsOf(envelope.data));
  if (!options.quiet) report(status, error);
  throw error;
}

async function send(method: Method, path: string, body: unknown, timeoutMs: number) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(API_BASE + path, {
      method,
      headers: headers(body !== undefined),
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: controller.signal,
    });
    const envelope = parseEnvelope(await response.text()) ?? {
      code: NO_ENVELOPE,
      message: i18n.t('error.http', { status: response.status }),
    };
    return { status: response.status, envelope };
  } catch {
    const message = i18n.t(controller.signal.aborted ? 'error.timeout' : 'error.network');
    return { status: 0, envelope: { code: NO_ENVELOPE, message } };
  } finally {
    clearTimeout(timer);
  }
}

function headers(json: boolean): Record<string, string> {
  // The server answers in the `lang` language, which the login screen needs before any token exists.
  const result: Record<string, string> = { Accept: 'application/json', lang: currentLang() };
  const token = getToken();
  if (token) result.Authorization = `Bearer ${token}`;
  if (json) result['Content-Type'] = 'application/json';
  return result;
}

function parseEnvelope(text: string): Envelope | null {
  try {
    const body: unknown = JSON.parse(text);
    const { code, message } = (body ?? {}) as Partial<Envelope>;
    return typeof code === 'number' && typeof message === 'string' ? (body as Envelope) : null;
  } catch {
    return null;
  }
}

function fieldsOf(data: unknown): FieldErrors {
  const fields = (data as ErrorEnvelope['data'])?.fields;
  return Array.isArray(fields) ? fields : [];
}

function report(status: number, error: ApiError): void {
  if (status === 401 && SESSION_CODES.includes(error.code)) {
    // One message however many requests fail together.
    feedback.message.error({ key: 'session', content: i18n.t('error.sessionExpired'), duration: MESSAGE_SECONDS });
    void endSession();
  } else if (RELOGIN_CODES.includes(error.code)) {
    confirmRelogin(error.message);
  } else {
    feedback.message.error({ content: error.message, duration: MESSAGE_SECONDS });
  }
}

let reloginOpen = false;

function confirmRelogin(reason: string): void {
  if (reloginOpen) return;
  reloginOpen = true;
  feedback.modal.confirm({
    title: reason,
    content: i18n.t('relogin.content'),
    okText: i18n.t('relogin.ok'),
    cancelText: i18n.t('relogin.cancel'),
    onOk: () => {
      resetToken();
      localStorage.clear();
      window.location.reload();
    },
    afterClose: () => {
      reloginOpen = false;
    },
  });
}
