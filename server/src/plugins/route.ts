import { Code, EnvelopeOf, success, type CallDefinition, type CallBody, type CallQuery, type CallReply } from '@console/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Scope } from '../db/client.js';
import { AppError, badParameter } from '../errors.js';
import { IDEMPOTENCY_HEADER, idempotencyOf, type Idempotency } from '../shared/idempotency.js';
import type { SessionService } from '../modules/merchant/session/session.service.js';
import type { Access } from './access.js';
import { codecHook } from './codec.js';
import { externalHook, type ExternalGrant } from './external.js';
import { sessionHook } from './session.js';

declare module 'fastify' {
  interface FastifyRequest {
    access?: Access;
    /** An external link's grant (calls with auth 'external'): its merchant and application. */
    external?: ExternalGrant;
    /** The reply code, for the access log. */
    replyCode?: number;
  }
  interface FastifyInstance {
    db: Database;
    sessions: SessionService;
  }
}

export interface CallOptions {
  /** Per-IP limit of this call (login calls). */
  rateLimit?: { max: number; timeWindow: number };
}

export interface CallContext<C extends CallDefinition> {
  query: CallQuery<C>;
  body: CallBody<C>;
  request: FastifyRequest;
  reply: FastifyReply;
  seqno: string;
}

/** Who is on the other end of a request, for sessions and login records. */
export interface Client {
  ip: string;
  userAgent: string;
}

export const clientOf = (request: FastifyRequest): Client => ({ ip: request.ip, userAgent: String(request.headers['user-agent'] ?? '') });

/** The console's origin as the browser sees it (behind a proxy: with TRUST_PROXY, from X-Forwarded-Proto/-Host). */
export function originOf(request: FastifyRequest) {
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    throw badParameter('请求的主机名无效', '请通过控制台的网址访问');
  }
}

/** Who makes a change, through which call: what an audit record needs (server/src/shared/audit.ts). */
export interface Actor {
  access: Access;
  /** `PUT message/announcement` */
  call: string;
  /** The call's Chinese summary. */
  action: string;
  seqno: string;
  ip: string;
}

export interface AuthedContext<C extends CallDefinition> extends CallContext<C> {
  access: Access;
  actor: Actor;
  /** The merchants the caller may act for; services pass it to `db.tenant` and their repositories. */
  scope: Scope;
  /** A call declared `idempotent`: its key, for `once()` in the operation's transaction (else undefined). */
  idempotency: Idempotency | undefined;
}

/**
 * A success answered with code 1000 instead of 1001: a reply the console acts on (e.g. 电子税务局身份认证 needed, with the
 * link to scan). A handler returns `new NeutralReply(payload, message)`.
 */
export class NeutralReply<P> {
  constructor(
    readonly payload: P,
    readonly message: string,
  ) {}
}

/** A call taken with an external link's temporary token: acts for the link's merchant as 外部链接 of its issuer. */
export interface ExternalContext<C extends CallDefinition> extends AuthedContext<C> {
  external: ExternalGrant;
}

type Handler<C extends CallDefinition> = (
  context: C['auth'] extends 'none' ? CallContext<C> : AuthedContext<C>,
) => Promise<CallReply<C> | NeutralReply<CallReply<C>>>;

/**
 * Registers one call of the contract: its schemas (validation, serialisation, OpenAPI), its access rule
 * (the session hook), the payload codec (before validation) and the envelope around the handler's payload.
 */
export function registerCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  handler: Handler<C>,
  options: CallOptions = {},
) {
  app.route({
    method: call.method,
    url: `/api/${call.path}`,
    ...(options.rateLimit ? { config: { rateLimit: options.rateLimit } } : {}),
    ...(call.auth === 'token' ? { onRequest: sessionHook(call, app.sessions) } : call.auth === 'external' ? { onRequest: externalHook(app.db) } : {}),
    preValidation: codecHook(call),
    schema: {
      summary: call.summary,
      tags: [call.path.split('/')[0]!],
      ...(call.query ? { querystring: call.query } : {}),
      ...(call.body ? { body: call.body } : {}),
      response: { 200: EnvelopeOf(call.reply) },
      ...(call.auth !== 'none' ? { security: [{ bearer: [] }] } : {}),
      ...(call.deprecated ? { deprecated: true } : {}),
    },
    handler: async (request, reply) => {
      const access = request.access;
      if (call.auth !== 'none' && !access) throw new AppError(Code.UNAUTHENTICATED);
      const idempotency = call.idempotent && access ? idempotencyOf(call, access.merchant.id, request.headers[IDEMPOTENCY_HEADER], request.body) : undefined;
      const context = {
        query: request.query as CallQuery<C>,
        body: request.body as CallBody<C>,
        request,
        reply,
        seqno: request.id,
        access,
        scope: access?.scope,
        actor: access && { access, call: `${call.method} ${call.path}`, action: call.summary, seqno: request.id, ip: request.ip },
        idempotency,
      } as Parameters<Handler<C>>[0];
      const result = await handler(context);
      const envelope = result instanceof NeutralReply ? { code: Code.NEUTRAL, message: result.message, payload: result.payload } : success(result, call.deprecated);
      request.replyCode = envelope.code;
      return envelope;
    },
  });
}

/**
 * Registers a call of auth 'external' (an external link's temporary token): the handler gets the link's grant, its
 * merchant and application, besides the access it acts with (docs/decisions.md, "External (temporary-token) pages").
 */
export function registerExternalCall<C extends CallDefinition>(
  app: FastifyInstance,
  call: C,
  handler: (context: ExternalContext<C>) => Promise<CallReply<C>>,
  options: CallOptions = {},
) {
  if (call.auth !== 'external') throw new Error(`${call.method} ${call.path} is not an external call`);
  registerCall(
    app,
    call,
    (context) => {
      const external = context.request.external;
      if (!external) throw new AppError(Code.UNAUTHENTICATED);
      return handler({ ...(context as AuthedContext<C>), external });
    },
    options,
  );
}
