import { Code } from '@console/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.js';
import { describeValidationError } from './validation.js';

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  request.replyCode = error.code;
  return reply
    .status(error.status)
    .header('cache-control', 'no-store')
    .send({ code: error.code, message: error.message, hint: error.hint, seqno: request.id, payload: null });
}

/**
 * Maps every failure to the envelope; anything unexpected answers 1500 with the seqno and no internals, and is handed to
 * `onUnexpected` (the error log keeps it for the platform's developers).
 */
export function registerErrors(app: FastifyInstance, onUnexpected?: (request: FastifyRequest, error: Error) => void) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error);
    if (error.validation && error.validation.length > 0) {
      const message = describeValidationError(error.validation[0] as never, error.validationContext ?? '');
      return sendError(request, reply, new AppError(Code.BAD_PARAMETER, message, '请按提示修改后重新提交'));
    }
    if (error.statusCode === 429) return sendError(request, reply, new AppError(Code.TOO_MANY_REQUESTS));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      const message = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? '请求体过大' : '请求格式不正确';
      return sendError(request, reply, new AppError(Code.BAD_PARAMETER, message, '请发送 JSON 格式的请求体'));
    }
    request.log.error({ err: error }, 'unexpected error');
    onUnexpected?.(request, error);
    return sendError(request, reply, new AppError(Code.INTERNAL));
  });
}

export const routeNotFound = (request: FastifyRequest) =>
  new AppError(Code.ROUTE_NOT_FOUND, `接口不存在：${request.method} ${request.url.split('?')[0]}`);
