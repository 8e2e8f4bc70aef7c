import { ErrorCode, PASS_THROUGH_CODES, RELOGIN_CODES, SUCCESS_CODE, type ErrorEnvelope } from '@srd/contract';
import { confirmDialog, feedback, MESSAGE_SECONDS } from './feedback';
import { currentLang, i18n } from './i18n';
import { CHANGE_PASSWORD_PATH, currentPath, navigateTo, withRedirect } from './navigation';
import { endSession, getToken, resetToken, SESSION_QUERY_KEY } from './session';
import { HTML_LANG } from './uiLocale';

const API_BASE = '/api';

/** How long each kind of call may take (SPEC 9). */
export const TIMEOUTS = {
  default: 60_000,
  heartbeats: 50_000,
  languageOptions: 15_000,
  upload: 100_000,
  export: 600_000,
} as const;
/** ApiError code when no envelope came back: network failure, timeout, or a proxy's own page. */
const NO_ENVELOPE = 0;
const SESSION_CODES: readonly number[] = [ErrorCode.SessionExpired, ErrorCode.InvalidToken];
/** Refusals (SPEC 6): a read refused opens the 401 screen (see queryClient), a change refused says so. */
export const PERMISSION_CODES: readonly number[] = [ErrorCode.MissingAction, ErrorCode.OutOfScope];

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
  const { status, envelope } = await send(method, path, options.body, options.timeoutMs ?? TIMEOUTS.default);
  if (envelope.code === SUCCESS_CODE) return envelope.data as T;
  if (PASS_THROUGH_CODES.includes(envelope.code)) {
    if (envelope.code === ErrorCode.PasswordChangeRequired) void requirePasswordChange();
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
    // A form (an upload) goes as multipart, its boundary set by the browser; anything else as JSON.
    const form = body instanceof FormData;
    const response = await fetch(API_BASE + path, {
      method,
      headers: headers(body !== undefined && !form),
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
      signal: controller.signal,
    });
    const envelope = parseEnvelope(await response.text()) ?? {
      code: NO_ENVELOPE,
      message: httpStatusMessage(response.status),
    };
    return { status: response.status, envelope };
  } catch {
    const message = i18n.t(controller.signal.aborted ? 'error.timeout' : 'error.network');
    return { status: 0, envelope: { code: NO_ENVELOPE, message } };
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The account was set to change its password after this page loaded: forget the profile so the
 * session guard sees the new status, and go to the password screen.
 */
async function requirePasswordChange(): Promise<void> {
  const { queryClient } = await import('./queryClient');
  queryClient.removeQueries({ queryKey: SESSION_QUERY_KEY });
  await navigateTo(withRedirect(CHANGE_PASSWORD_PATH, currentPath()));
}

/** Sends one file (field `file`) and text fields as multipart, within the upload timeout (SPEC 9: 100 s). */
export function upload<T>(
  path: string,
  file: Blob & { name?: string },
  fields: Record<string, string> = {},
  options: RequestOptions = {},
): Promise<T> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file, file.name);
  return request<T>('POST', path, { timeoutMs: TIMEOUTS.upload, ...options, body: form });
}

export interface DownloadOptions extends RequestOptions {
  /** Stops the download (a Cancel button); nothing is reported then. */
  signal?: AbortSignal;
  /** Sees each part of the body as it arrives, with the answer's headers (progress). */
  onChunk?: (chunk: Uint8Array, headers: Headers) => void;
}

/** A downloaded file and the answer's headers (its name, row counts). */
export interface DownloadedFile {
  blob: Blob;
  headers: Headers;
}

async function readBody(response: Response, onChunk: DownloadOptions['onChunk']): Promise<Blob> {
  if (!onChunk || !response.body) return response.blob();
  const chunks: BlobPart[] = [];
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) {
    chunks.push(part.value);
    onChunk(part.value, response.headers);
  }
  return new Blob(chunks, { type: response.headers.get('content-type') ?? '' });
}

/**
 * A file from the API (exports, templates): the body as it comes, no envelope. Errors as for
 * `request`; pass-through codes (an export busy for another user) are left to the caller.
 */
export async function download(method: Method, path: string, options: DownloadOptions = {}): Promise<DownloadedFile> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? TIMEOUTS.default);
  options.signal?.addEventListener('abort', () => controller.abort());
  let response: Response;
  try {
    response = await fetch(API_BASE + path, {
      method,
      headers: headers(options.body !== undefined),
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: controller.signal,
    });
    const isJson = response.headers.get('content-type')?.includes('application/json');
    if (response.ok && !isJson) return { blob: await readBody(response, options.onChunk), headers: response.headers };
  } catch {
    const error = new ApiError(i18n.t(controller.signal.aborted ? 'error.timeout' : 'error.network'), NO_ENVELOPE);
    if (!options.quiet && !options.signal?.aborted) report(0, error);
    throw error;
  } finally {
    clearTimeout(timer);
  }
  const envelope = parseEnvelope(await response.text()) ?? {
    code: NO_ENVELOPE,
    message: httpStatusMessage(response.status),
  };
  const error = new ApiError(envelope.message, envelope.code, fieldsOf(envelope.data));
  if (!options.quiet && !PASS_THROUGH_CODES.includes(error.code)) report(response.status, error);
  throw error;
}

/**
 * SPEC 7: the bearer token, `lang` and Accept JSON go with a token. Accept-Language always names
 * the chosen language, so answers before sign-in (the login screen's) come in it too.
 */
function headers(json: boolean): Record<string, string> {
  const lang = currentLang();
  const result: Record<string, string> = { 'Accept-Language': HTML_LANG[lang] };
  const token = getToken();
  if (token) Object.assign(result, { Authorization: `Bearer ${token}`, lang, Accept: 'application/json' });
  if (json) result['Content-Type'] = 'application/json';
  return result;
}

/** SPEC 8's text for an HTTP status that came without an answer of ours (a proxy's error page). */
function httpStatusMessage(status: number): string {
  return i18n.t(`httpStatus.${status}`, { defaultValue: i18n.t('httpStatus.default', { status }) });
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
    const content = error.code === ErrorCode.UserExists ? i18n.t('error.userExists') : error.message;
    feedback.message.error({ content, duration: MESSAGE_SECONDS });
  }
}

let reloginOpen = false;

function confirmRelogin(reason: string): void {
  if (reloginOpen) return;
  reloginOpen = true;
  void confirmDialog({
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
