import {
  DEFAULT_TIMEOUT_MS,
  encodePayload,
  isSuccessCode,
  CODEC_FIELD,
  dropEmpty,
  type CallDefinition,
  type CallReply,
  type Envelope,
} from '@console/contract';
import axios, { AxiosError, type AxiosAdapter, type AxiosInstance } from 'axios';
import { CancelledRequest, displayOf, RequestError, type ErrorDisplay } from './error';
import { requestMessages } from './messages';
import { requestKey, serializeQuery } from './params';

/** What the request layer needs from the rest of the console. */
export interface RequestHooks {
  /** The Authorization header value (`Bearer …`), or undefined when there is no session. */
  authorization(): string | undefined;
  /** HTTP 401 or a missing token: the session logs out and goes back to login with a redirect. */
  onUnauthorized(): void;
  /** The temporary token of an external link (`Bearer …`), sent with the calls of auth 'external' only. */
  externalAuthorization?(): string | undefined;
  /** An external call without a live temporary token: the external pages show 'token missing' (no login, no logout). */
  onExternalUnauthorized?(): void;
  /** Whether bodies and GET values travel through the payload codec (the app's switch). */
  encodePayload(): boolean;
  /** Shows a failure (message or notification). */
  notify(display: ErrorDisplay): void;
  /** Runs before a call is sent (the session refreshes a token close to expiry here). */
  beforeSend?(call: CallDefinition): Promise<void> | void;
  /** Test seam: replaces the HTTP transport. */
  adapter?: AxiosAdapter;
}

export interface SendOptions {
  /** The caller shows the failure itself: no toast. */
  silent?: boolean;
  /** A 500 reply's data goes to this callback instead of a toast. */
  onServerError?: (data: unknown) => void;
  /** An identical request still in flight is cancelled (default); false lets both run. */
  cancelDuplicate?: boolean;
  signal?: AbortSignal;
  /** A multipart body (uploads): sent as it is, never encoded; the call's schema does not describe it. */
  form?: FormData;
  /** Another address for this call (an upload's `api_url` from its token reply), absolute path or URL. */
  url?: string;
  /** Upload progress, 0 to 100. */
  onProgress?: (percent: number) => void;
  /**
   * A money operation's key (calls declared `idempotent`, required there): the same for every attempt of one operation,
   * so that a retry after a lost answer does not do it twice (`useIdempotencyKey`).
   */
  idempotencyKey?: string;
}

export type Send = <C extends CallDefinition>(call: C, input?: object, options?: SendOptions) => Promise<CallReply<C>>;

const isQueryMethod = (method: string) => method === 'GET' || method === 'DELETE';

/**
 * The console's one HTTP client. Pages never use it directly: each resource's api.ts calls `send` with a
 * call definition from packages/contract, which gives the method, path, token rule and time-out.
 */
export function createRequest(hooks: RequestHooks): { send: Send; instance: AxiosInstance } {
  const instance = axios.create({ baseURL: '/api', timeout: DEFAULT_TIMEOUT_MS, adapter: hooks.adapter });
  /** The requests in flight by their key; `next` is the identical read that superseded one (it answers for both). */
  const inflight = new Map<string, { controller: AbortController; next?: Promise<unknown> }>();

  const fail = (error: RequestError, options: SendOptions): never => {
    if (!options.silent) hooks.notify(displayOf(error));
    throw error;
  };

  const send: Send = async (call, input = {}, options = {}) => {
    const path = `/api/${call.path}`;
    await hooks.beforeSend?.(call);
    if (call.idempotent && !options.idempotencyKey) throw new Error(`${call.method} ${call.path} 是资金操作：send() 需要 idempotencyKey`);
    // An external call takes the link's temporary token and never the console's (and the other way round).
    const external = call.auth === 'external';
    const authorization = external ? hooks.externalAuthorization?.() : hooks.authorization();
    if (external && !authorization) {
      hooks.onExternalUnauthorized?.();
      return fail(new RequestError({ code: 1401, message: requestMessages.tokenMissing }), options);
    }
    if (call.auth === 'token' && !authorization) {
      hooks.onUnauthorized();
      return fail(new RequestError({ code: 1401, message: requestMessages.loginExpired }), options);
    }

    const values = dropEmpty(input as Record<string, unknown>);
    // An empty input travels as nothing at all, encoded or not.
    const encode = hooks.encodePayload() && Object.keys(values).length > 0;
    const query = isQueryMethod(call.method) ? (encode ? { [CODEC_FIELD]: encodePayload(values) } : values) : undefined;
    const body = isQueryMethod(call.method) ? undefined : encode ? { [CODEC_FIELD]: encodePayload(values) } : values;

    const key = options.form ? `${call.method} ${call.path} ${Math.random()}` : requestKey(call.method, call.path, query, body);
    // An identical request still in flight is cancelled (document 1 §7). A cancelled read answers with the reply of the
    // one that superseded it: two parts of a page asking the same thing at once (a form's load and its page's header)
    // both get it, where the first used to fail as 页面加载出错. Other methods' cancelled duplicates fail silently.
    const previous = options.cancelDuplicate !== false ? inflight.get(key) : undefined;
    const flight: { controller: AbortController; next?: Promise<unknown> } = { controller: new AbortController() };
    inflight.set(key, flight);
    const reply = perform(call, path, query, body, options, authorization, flight);
    if (previous) {
      if (call.method === 'GET') previous.next = reply;
      previous.controller.abort();
    }
    try {
      return await reply;
    } finally {
      if (inflight.get(key) === flight) inflight.delete(key);
    }
  };

  const perform = async <C extends CallDefinition>(
    call: C, path: string, query: Record<string, unknown> | undefined, body: Record<string, unknown> | undefined, options: SendOptions,
    authorization: string | undefined, flight: { controller: AbortController; next?: Promise<unknown> },
  ): Promise<CallReply<C>> => {
    const { controller } = flight;
    options.signal?.addEventListener('abort', () => controller.abort());
    try {
      const response = await instance.request<Envelope>({
        method: call.method,
        url: options.url ?? call.path,
        ...(options.url ? { baseURL: '' } : {}),
        params: query,
        paramsSerializer: { serialize: serializeQuery },
        data: options.form ?? body,
        onUploadProgress: options.onProgress ? (event) => options.onProgress!(event.total ? Math.round((event.loaded / event.total) * 100) : 0) : undefined,
        timeout: call.timeout ?? DEFAULT_TIMEOUT_MS,
        signal: controller.signal,
        headers: { ...(authorization ? { Authorization: authorization } : {}), ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}) },
      });
      const envelope = response.data;
      if (envelope?.deprecated) console.warn(`接口已弃用：${call.method} ${path}`);
      if (envelope && isSuccessCode(envelope.code)) return envelope.payload as CallReply<typeof call>;
      return fail(new RequestError({ code: envelope?.code ?? 'unknown', message: envelope?.message ?? requestMessages.network, hint: envelope?.hint, seqno: envelope?.seqno, data: envelope?.payload }), options);
    } catch (error) {
      if (error instanceof RequestError) throw error;
      if (axios.isCancel(error) || controller.signal.aborted) {
        if (flight.next && !options.signal?.aborted) return (await flight.next) as CallReply<C>;
        throw new CancelledRequest();
      }
      const failure = error as AxiosError<Envelope>;
      if (failure.code === AxiosError.ECONNABORTED || failure.code === AxiosError.ETIMEDOUT) {
        return fail(new RequestError({ code: 'timeout', message: requestMessages.timeout, hint: `${call.method} ${path}` }), options);
      }
      const response = failure.response;
      if (!response) return fail(new RequestError({ code: 'network', message: requestMessages.network, hint: `${call.method} ${path}` }), options);
      if (response.status === 401) {
        if (call.auth === 'external') hooks.onExternalUnauthorized?.();
        else hooks.onUnauthorized();
        throw new RequestError({ code: response.data?.code ?? 1401, message: response.data?.message ?? requestMessages.loginExpired });
      }
      if (response.status >= 500 && options.onServerError) {
        options.onServerError(response.data);
        throw new RequestError({ code: response.data?.code ?? response.status, message: response.data?.message ?? '', seqno: response.data?.seqno, data: response.data });
      }
      const envelope = response.data;
      return fail(
        envelope && typeof envelope === 'object' && 'code' in envelope
          ? new RequestError({ code: envelope.code, message: envelope.message, hint: envelope.hint, seqno: envelope.seqno, data: envelope.payload })
          : new RequestError({ code: response.status, message: requestMessages.httpStatus(response.status), hint: `${call.method} ${path}` }),
        options,
      );
    }
  };

  return { send, instance };
}
