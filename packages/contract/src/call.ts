import { Type, type Static, type TObject, type TSchema } from '@sinclair/typebox';
import type { PermissionCode } from './permissions/index.js';
import type { ProductCode } from './products.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A call's permission rule: the caller needs any one of (or all of) these strings. */
export type PermissionRule = { anyOf: readonly PermissionCode[] } | { allOf: readonly PermissionCode[] };

export const DEFAULT_TIMEOUT_MS = 20000;

/**
 * One API call, defined once: the server registers its route from this and the console's api.ts
 * calls it through this. `path` is relative to `/api`. GET and DELETE carry `query`; POST and PUT `body`.
 */
export interface CallDefinition<
  Q extends TObject | undefined = TObject | undefined,
  B extends TObject | undefined = TObject | undefined,
  R extends TSchema = TSchema,
> {
  method: HttpMethod;
  path: string;
  /** Chinese summary, shown in the API reference. */
  summary: string;
  /**
   * 'none' calls need no token (login, domain summary...); 'external' calls take the temporary token of an external
   * link (外部填写链接, docs/decisions.md "External (temporary-token) pages") and never a console token.
   */
  auth: 'token' | 'none' | 'external';
  permission?: PermissionRule;
  /** The caller's merchant must own one of these products. */
  product?: readonly ProductCode[];
  timeout?: number;
  deprecated?: boolean;
  /** Calls whose answer must not trigger a token refresh in the console (document 1 §9). */
  refreshExempt?: boolean;
  /**
   * A money operation (DOMAIN.md "Payment and settlement"): the request carries an `Idempotency-Key` header; the same
   * key with the same body answers the first reply without doing it again, with another body it is refused (1409).
   */
  idempotent?: boolean;
  query?: Q;
  body?: B;
  reply: R;
}

/** Side-effect free: the console's bundle drops every call it does not use. */
/* @__NO_SIDE_EFFECTS__ */
export const defineCall = <Q extends TObject | undefined, B extends TObject | undefined, R extends TSchema>(
  call: CallDefinition<Q, B, R>,
) => call;

/**
 * A call at another platform's path with that platform's permission (document 2 §2: the group mirrors the merchant's
 * screens under its own prefix): the same schemas, answered on the server by the same service.
 */
/* @__NO_SIDE_EFFECTS__ */
export const callAt = <C extends CallDefinition>(call: C, path: string, anyOf: readonly PermissionCode[], summary = call.summary): C => ({ ...call, path, summary, permission: { anyOf } });

export type CallQuery<C> = C extends { query?: infer Q } ? (Q extends TSchema ? Static<Q> : undefined) : undefined;
export type CallBody<C> = C extends { body?: infer B } ? (B extends TSchema ? Static<B> : undefined) : undefined;
export type CallReply<C> = C extends { reply: infer R extends TSchema } ? Static<R> : never;

/** Shared field shapes. */
export const Id = (title = 'ID') => Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, title });
export const Text = (title: string, maxLength = 100, minLength = 0) =>
  Type.String({ title, maxLength, minLength });
export const IdList = (title = 'ID 列表') => Type.Array(Id(), { minItems: 1, maxItems: 500, title });
export const Timestamp = (title: string) => Type.String({ format: 'date-time', title });
export const Nothing = Type.Null();
