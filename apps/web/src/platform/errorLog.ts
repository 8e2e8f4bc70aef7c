import { useSyncExternalStore } from 'react';

export interface ErrorLogEntry {
  id: number;
  message: string;
  stack?: string;
  /** The page the error happened on. */
  url: string;
  time: Date;
}

/** Enough to see what went wrong without growing for ever in a tab left open. */
const MAX_ENTRIES = 50;
// Browsers report this when a resize observer's callback resizes again; harmless, and antd triggers it.
const IGNORED = /^ResizeObserver loop/;

let entries: readonly ErrorLogEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function publish(next: readonly ErrorLogEntry[]): void {
  entries = next;
  listeners.forEach((listener) => listener());
}

/** Records an error: uncaught ones through captureGlobalErrors, render errors from error boundaries. */
export function logError(error: unknown): void {
  const message = error instanceof Error ? error.message || error.name : String(error);
  if (IGNORED.test(message)) return;
  const entry: ErrorLogEntry = {
    id: nextId++,
    message,
    stack: error instanceof Error ? error.stack : undefined,
    url: window.location.href,
    time: new Date(),
  };
  publish([entry, ...entries].slice(0, MAX_ENTRIES));
}

export function clearErrorLog(): void {
  publish([]);
}

/** Logs uncaught errors and unhandled rejections until the returned function is called. */
export function captureGlobalErrors(): () => void {
  const onError = (event: ErrorEvent) => logError(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => logError(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useErrorLog(): readonly ErrorLogEntry[] {
  return useSyncExternalStore(subscribe, () => entries);
}
