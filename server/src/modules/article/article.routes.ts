import { calls } from '@console/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access } from '../../plugins/access.js';
import { registerCall } from '../../plugins/route.js';
import * as articles from './article.service.js';

/**
 * The caller of a call that needs no token but reads more with one (articles, the chat token): the
 * session of a valid `Authorization: Bearer`, else nobody. An unknown or expired token is read as no
 * login rather than answered 401, so that a public page never logs anybody out.
 */
export async function optionalAccess(app: FastifyInstance, request: FastifyRequest): Promise<Access | undefined> {
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/i.exec(request.headers.authorization?.trim() ?? '');
  if (!match) return undefined;
  const access = (await app.sessions.authenticate(match[1]!)) ?? undefined;
  if (access) request.access = access;
  return access;
}

export function articleRoutes(app: FastifyInstance) {
  const reader = async (request: FastifyRequest) => articles.readerOf(await optionalAccess(app, request));
  registerCall(app, calls.articleList, async ({ request, query }) => articles.list(app.db, await reader(request), query));
  registerCall(app, calls.articleFetch, async ({ request, query }) => articles.fetch(app.db, await reader(request), query));
  registerCall(app, calls.articleGet, async ({ request, query }) => articles.get(app.db, await reader(request), query.id));
  registerCall(app, calls.articleCreate, ({ access, body }) => articles.create(app.db, access, body));
  registerCall(app, calls.articleUpdate, ({ access, body }) => articles.update(app.db, access, body));
  registerCall(app, calls.articleDelete, ({ access, query }) => articles.remove(app.db, access, query.id));
  registerCall(app, calls.articleCategoryList, ({ access }) => articles.categories(app.db, articles.readerOf(access, { manage: false })));
  registerCall(app, calls.articleTagList, ({ access }) => articles.tags(app.db, articles.readerOf(access, { manage: false })));
  registerCall(app, calls.articleCrowdList, () => articles.crowds(app.db));
}
