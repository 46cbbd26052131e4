import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pino, { type Logger } from 'pino';

/** JSON logs; authorization headers, cookies and anything named like a password or token are redacted. */
export function createLogger(level: string) {
  return pino({
    level,
    redact: {
      paths: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.new_password', '*.old_password', '*.token', '*.value'],
      censor: '[redacted]',
    },
  });
}

const instance = randomBytes(4).toString('hex');
let sequence = 0;
/** The seqno: a request id found in the log and in every failure reply; unique across instances and restarts. */
export const newSeqno = () => `${instance}${(sequence++).toString(36).padStart(6, '0')}`;

/** One line per API call: seqno (bound by Fastify), caller, call, status, code, duration. Never the query or body. */
export function registerAccessLog(app: FastifyInstance) {
  app.addHook('onResponse', (request, reply, done) => {
    if (!request.url.startsWith('/api/') || !(request.log as Logger).isLevelEnabled('info')) return done();
    const access = request.access;
    request.log.info(
      {
        caller: access ? { merchant: access.merchant.id, manager: access.manager.id } : undefined,
        method: request.method,
        path: request.url.split('?', 1)[0],
        status: reply.statusCode,
        code: request.replyCode,
        duration_ms: Math.round(reply.elapsedTime * 100) / 100,
      },
      'api call',
    );
    done();
  });
}
