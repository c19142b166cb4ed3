import { useSyncExternalStore } from 'react';

/**
 * The in-app front-end log (spec §7 "Response handling", PRODUCT §8 "Log page"): uncaught errors, unhandled
 * promise rejections and request errors. Kept in memory for the browser tab; never holds tokens or passwords.
 */
export type LogKind = 'error' | 'rejection' | 'request';

export type LogEntry = {
  id: number;
  time: string;
  kind: LogKind;
  /** What happened, ready to show ('数据请求异常' for request errors). */
  message: string;
  /** The error's own text, stack or request address. */
  detail?: string;
  /** The page the user was on. */
  url: string;
};

const maxEntries = 500;
let entries: LogEntry[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

/** Bearer tokens, JWTs and password/token fields are masked before anything is kept. */
export function redact(text: string): string {
  return text
    .replace(/Bearer\s+[\w.~+/=-]+/gi, 'Bearer ***')
    .replace(/eyJ[\w-]{8,}\.[\w-]{8,}\.[\w-]*/g, '***')
    .replace(/((?:password|passwd|pwd|token|ticket)[^=:\s]*["']?\s*[=:]\s*["']?)[^"'&\s,}]+/gi, '$1***');
}

export const errorLog = {
  entries: () => entries,
  add(entry: { kind: LogKind; message: string; detail?: string }): void {
    const { pathname, search } = window.location;
    const item: LogEntry = {
      id: nextId++,
      time: new Date().toISOString(),
      kind: entry.kind,
      message: redact(entry.message),
      ...(entry.detail ? { detail: redact(entry.detail) } : {}),
      url: redact(`${pathname}${search}`),
    };
    entries = [item, ...entries].slice(0, maxEntries);
    for (const l of listeners) l();
  },
  clear(): void {
    entries = [];
    for (const l of listeners) l();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useErrorLog(): LogEntry[] {
  return useSyncExternalStore(errorLog.subscribe, errorLog.entries);
}

function describe(reason: unknown, fallback: string): { message: string; detail?: string } {
  if (reason instanceof Error) {
    return { message: reason.message || fallback, ...(reason.stack ? { detail: reason.stack } : {}) };
  }
  if (typeof reason === 'string' && reason) return { message: reason };
  if (reason && typeof reason === 'object' && 'message' in reason && typeof reason.message === 'string') {
    return { message: reason.message || fallback };
  }
  return { message: fallback };
}

let installed = false;

/**
 * Sends `window` errors and unhandled rejections to the log; `unknownMessage` (a function, so it follows the
 * language) is used when the error carries no message (spec: 'Unknown error').
 */
export function installGlobalErrorHandlers(unknownMessage: () => string): void {
  if (installed) return;
  installed = true;
  window.addEventListener('error', (event) => {
    // Failed <img>/<script> loads are not program errors.
    if (!(event instanceof ErrorEvent)) return;
    const described = describe(event.error, event.message || unknownMessage());
    errorLog.add({
      kind: 'error',
      message: described.message || unknownMessage(),
      detail:
        described.detail ?? (event.filename ? `${event.filename}:${event.lineno}:${event.colno}` : undefined),
    });
  });
  window.addEventListener('unhandledrejection', (event) => {
    const described = describe(event.reason, unknownMessage());
    errorLog.add({ kind: 'rejection', ...described });
  });
}
