import { CODEC_FIELD, decodePayload, dropEmpty, isEncoded, type CallDefinition } from '@console/contract';
import type { FastifyRequest, preValidationHookHandler } from 'fastify';
import { badParameter } from '../errors.js';

const decode = (text: string) => {
  try {
    const value = decodePayload(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
    return value as Record<string, unknown>;
  } catch {
    throw badParameter('请求载荷无法解码', '请刷新页面后重试；脚本调用可直接发送 JSON');
  }
};

function unwrap(request: FastifyRequest, hasBody: boolean) {
  const query = request.query as Record<string, unknown> | undefined;
  if (query && typeof query === 'object' && Object.keys(query).length > 0) {
    const encoded = query[CODEC_FIELD];
    request.query = dropEmpty(typeof encoded === 'string' ? decode(encoded) : query);
  }
  if (hasBody) {
    const body = request.body ?? {};
    if (typeof body !== 'object' || Array.isArray(body)) throw badParameter('请求体应为 JSON 对象');
    request.body = dropEmpty(isEncoded(body) ? decode(body[CODEC_FIELD]) : (body as Record<string, unknown>));
  }
}

/**
 * The preValidation hook of a call: undoes the payload codec before validation (plain JSON stays
 * accepted) and drops empty-string, undefined and null parameters, as the console's request layer does.
 * Synchronous: it does no I/O, and a promise per request is measurable on the hot path.
 */
export function codecHook(call: CallDefinition): preValidationHookHandler {
  const hasBody = !!call.body;
  return (request, _reply, done) => {
    try {
      unwrap(request, hasBody);
    } catch (error) {
      return done(error as Error);
    }
    done();
  };
}
