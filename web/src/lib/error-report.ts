import { developmentErrorReport, ERROR_REPORTS_PER_PAGE, type CallBody } from '@console/contract';
import { readToken } from '../shell/session/storage';
import { CancelledRequest, RequestError, send } from './request';

/**
 * The console's errors, reported to the platform's 错误日志 (`/development/error-log`; docs/decisions.md, "Development
 * tools"): a script error, a promise nobody caught, a page that failed to render. Loaded only when one happens
 * (installErrorReporting in main.tsx imports this module then), so the login page pays nothing for it.
 */
type Report = CallBody<typeof developmentErrorReport>;

export interface ReporterOptions {
  post: (report: Report) => Promise<unknown>;
  signedIn: () => boolean;
  page: () => string;
  now?: () => number;
}

/** The same error (kind and message) again within this long is not sent twice. */
const REPEAT_MS = 60_000;

/** Errors that say nothing about the console: a request failure (shown to the user with its seqno; a server failure is
 * logged by the server), a cancelled request, the browser's benign ResizeObserver notice, a browser extension's script. */
export function worthReporting(error: unknown, source?: string): boolean {
  if (error instanceof RequestError || error instanceof CancelledRequest) return false;
  const message = error instanceof Error ? error.message : String(error ?? '');
  if (/ResizeObserver loop/.test(message)) return false;
  if (source && /^(chrome|moz|safari)-extension:/.test(source)) return false;
  return true;
}

/** The build: the entry script's hashed name (index-<hash>.js), which changes with every release of the console. */
const release = () => (typeof document === 'undefined' ? '' : document.querySelector<HTMLScriptElement>('script[type="module"][src*="/assets/"]')?.src.split('/').pop() ?? '').slice(0, 60);

export function createErrorReporter({ post, signedIn, page, now = Date.now }: ReporterOptions) {
  const sentAt = new Map<string, number>();
  let sent = 0;
  return (kind: Report['kind'], error: unknown, extraStack = '') => {
    if (!signedIn() || sent >= ERROR_REPORTS_PER_PAGE || !worthReporting(error)) return false;
    const message = (error instanceof Error ? `${error.name}: ${error.message}` : String(error ?? '')).trim() || '（无错误信息）';
    const key = `${kind} ${message}`;
    const last = sentAt.get(key);
    if (last !== undefined && now() - last < REPEAT_MS) return false;
    sentAt.set(key, now());
    sent++;
    const stack = `${error instanceof Error ? (error.stack ?? '') : ''}${extraStack ? `\n组件栈：${extraStack}` : ''}`.slice(0, 20_000);
    // A report that fails is dropped: it must never show the user a second error, nor report itself.
    post({ kind, message: message.slice(0, 2000), stack, page: page().slice(0, 500), release: release() }).catch(() => {});
    return true;
  };
}

export const reportError = createErrorReporter({
  post: (report) => send(developmentErrorReport, report, { silent: true, cancelDuplicate: false }),
  signedIn: () => !!readToken()?.value,
  page: () => `${window.location.pathname}${window.location.search}`,
});
