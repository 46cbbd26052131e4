import { gzipSync } from 'node:zlib';
import { calls } from '@console/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerCall } from '../../plugins/route.js';
import * as regions from './region.service.js';

/** The divisions change only with a new release of the data package: a week, then revalidation by ETag. */
const CACHE_CONTROL = 'public, max-age=604800';
/** Below this the gzip framing is not worth it. */
const GZIP_FROM_BYTES = 1400;

const gzipped = new Map<string, Buffer>();

const matchesEtag = (header: string | undefined, etag: string) =>
  !!header && header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);

/**
 * Conditional and compressed answers for the branch call: 304 when the client holds the same ETag, and
 * the whole tree (about 150 kB of JSON) gzipped once and kept, since no compression runs in front of us.
 */
function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (err: null, payload?: unknown) => void) {
  const etag = reply.getHeader('etag');
  if (reply.statusCode !== 200 || typeof etag !== 'string' || typeof payload !== 'string') return done(null, payload);
  if (matchesEtag(request.headers['if-none-match'], etag)) {
    reply.code(304).removeHeader('content-type');
    return done(null, null);
  }
  reply.header('vary', 'accept-encoding');
  if (payload.length < GZIP_FROM_BYTES || !/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return done(null, payload);
  let body = gzipped.get(etag);
  if (!body) {
    body = gzipSync(payload, { level: 9 });
    if (gzipped.size < 50) gzipped.set(etag, body);
  }
  reply.header('content-encoding', 'gzip');
  return done(null, body);
}

export function regionRoutes(app: FastifyInstance) {
  // Its own scope, so that the onSend hook applies to these calls only.
  app.register(async (scope) => {
    scope.addHook('onSend', onSend);
    registerCall(scope, calls.regionBranch, async ({ query, reply }) => {
      const { payload, etag } = regions.branch(query);
      reply.header('cache-control', CACHE_CONTROL).header('etag', etag);
      return payload;
    });
    registerCall(scope, calls.regionResolve, async ({ query }) => regions.resolve(query));
  });
}
