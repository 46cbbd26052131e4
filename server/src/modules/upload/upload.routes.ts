import multipart from '@fastify/multipart';
import { calls, EnvelopeOf, success } from '@console/contract';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.js';
import { registerCall } from '../../plugins/route.js';
import { createStorage } from '../../shared/storage/storage.js';
import { UploadService, type SpaceResolver } from './upload.service.js';

/** Answers the service, which `storage/oss/token` shares. */
export function uploadRoutes(app: FastifyInstance, config: Config, spaces: SpaceResolver) {
  const uploads = new UploadService(config, createStorage(config), spaces);
  // Its own scope: the multipart parser serves these routes only; every other call stays JSON-only.
  app.register(async (scope) => {
    await scope.register(multipart, { throwFileSizeLimit: true });

    registerCall(scope, calls.uploadToken, ({ access, body }) => uploads.token(access, body));

    // The multipart post is not a JSON call, so it is routed here rather than by registerCall; it keeps
    // the call's path, reply envelope and reference entry.
    scope.route({
      method: calls.uploadFile.method,
      url: `/api/${calls.uploadFile.path}`,
      schema: {
        summary: calls.uploadFile.summary,
        tags: ['upload'],
        consumes: ['multipart/form-data'],
        response: { 200: EnvelopeOf(calls.uploadFile.reply) },
      },
      handler: async (request, reply) => {
        try {
          const envelope = success(await uploads.receive(request));
          request.replyCode = envelope.code;
          return envelope;
        } catch (error) {
          // A refusal may come before the whole body was read (too large, bad token): answer, then close
          // the connection rather than keep it alive on a half-read request.
          reply.header('connection', 'close');
          throw error;
        }
      },
    });

    scope.get<{ Params: { namespace: string; prefix: string; name: string }; Querystring: { name?: string } }>(
      '/files/:namespace/:prefix/:name',
      { schema: { hide: true } },
      (request, reply) => uploads.serve(request, reply),
    );
  });
  return uploads;
}
