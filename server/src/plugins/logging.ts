import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pino, { type DestinationStream, type Logger } from 'pino';

/** Pages whose address carries secrets in its query: the identity provider's and Alipay's codes and states come back to them. */
const SECRET_QUERY_PATHS = new Set(['/manager/oauth', '/payment/channel/auth/alipay/callback']);

/** A URL as logs may keep it: on the sign-in callback, every query value is replaced. */
export function redactUrl(url: string) {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const path = url.slice(0, at);
  if (!SECRET_QUERY_PATHS.has(path.replace(/\/+$/, '') || '/')) return url;
  const names = url
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => `${pair.split('=', 1)[0]}=[redacted]`);
  return `${path}?${names.join('&')}`;
}

/** What a log line keeps of a request, if anything logs one: never the callback's code and state, never headers. */
const requestSerializer = (request: { method?: string; url?: string; ip?: string }) => ({
  method: request.method,
  url: redactUrl(String(request.url ?? '')),
  remoteAddress: request.ip,
});

/**
 * JSON logs; authorization headers, cookies, anything named like a password, a token, a secret or a PKCE verifier,
 * and the code and state of a sign-in body are redacted. Request URLs go through `redactUrl`.
 */
export function createLogger(level: string, destination?: DestinationStream) {
  return pino(
    {
      level,
      redact: {
        paths: [
          'req.headers.authorization',
          'req.headers.cookie',
          '*.password',
          '*.new_password',
          '*.old_password',
          '*.token',
          '*.value',
          '*.access_token',
          '*.refresh_token',
          '*.id_token',
          '*.client_secret',
          '*.code_verifier',
          'body.code',
          'body.state',
          'body.app_auth_code',
          '*.app_auth_token',
          '*.app_refresh_token',
          'body.password',
        ],
        censor: '[redacted]',
      },
      serializers: { req: requestSerializer },
    },
    destination,
  );
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
