import { isSuccessCode, isWarningCode, showsSeqno } from '@console/contract';

/** A failed call as the console sees it: the server's error object, or one the request layer made. */
export class RequestError extends Error {
  readonly code: number | string;
  readonly hint: string;
  readonly seqno: string;
  /** The envelope's payload or the raw reply, for callers that handle failures themselves. */
  readonly data: unknown;
  constructor(init: { code: number | string; message: string; hint?: string; seqno?: string; data?: unknown }) {
    super(init.message);
    this.name = 'RequestError';
    this.code = init.code;
    this.hint = init.hint ?? '';
    this.seqno = init.seqno ?? '';
    this.data = init.data;
  }
}

/** A duplicate request the layer cancelled: never shown to the user. */
export class CancelledRequest extends Error {
  constructor() {
    super('请求已取消');
    this.name = 'CancelledRequest';
  }
}

export interface ErrorDisplay {
  level: 'error' | 'warning';
  /** Paragraphs in order: message, hint, and the seqno line when it is shown. */
  paragraphs: string[];
}

/**
 * How an error is shown (document 1 §8): a string as an error (or a warning when asked); an error object
 * as its message and hint, with the seqno appended unless the code is 1001, 1002, 1000 or starts with
 * 1400; codes starting with 14 as warnings, every other code as an error.
 */
export function displayOf(error: string | { code?: number | string; message: string; hint?: string; seqno?: string }, asWarning = false): ErrorDisplay {
  if (typeof error === 'string') return { level: asWarning ? 'warning' : 'error', paragraphs: [error] };
  const paragraphs = [error.message];
  if (error.hint) paragraphs.push(error.hint);
  if (error.seqno && error.code !== undefined && showsSeqno(error.code) && !isSuccessCode(error.code)) paragraphs.push(`序列号：${error.seqno}`);
  const warning = asWarning || (error.code !== undefined && isWarningCode(error.code));
  return { level: warning ? 'warning' : 'error', paragraphs };
}
