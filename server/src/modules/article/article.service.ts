import { ArticleStatus, articlePageLink, articleStatusLabels, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database, Tx } from '../../db/client.js';
import { badParameter, notFound } from '../../errors.js';
import type { Access } from '../../plugins/access.js';
import { sanitizeRichText } from '../../shared/html.js';
import { assertTransition, type Lifecycle } from '../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../shared/paging.js';
import { iso } from '../../shared/time.js';
import * as repository from './article.repository.js';
import type { Reader } from './article.repository.js';
import { htmlToText, normalizeForSearch, searchTerms, searchTextOf } from './article.search.js';

export type { Reader } from './article.repository.js';

/** Draft ⇄ published (docs/decisions.md). Saving without a status change is an edit, not a move. */
export const articleLifecycle: Lifecycle<number> = {
  what: '文章',
  names: articleStatusLabels,
  moves: { [ArticleStatus.draft]: [ArticleStatus.published], [ArticleStatus.published]: [ArticleStatus.draft] },
};

export const MANAGE_PERMISSION = 'base:article:list';

/** A visitor without a login reads published platform-wide articles for everyone. */
export const anonymousReader: Reader = { anonymous: true, scope: [], products: [], manage: false };

/** How a caller reads articles: its scope, its products (crowds), and whether it manages them. */
export function readerOf(access: Access | undefined, options: { manage?: boolean } = {}): Reader {
  if (!access) return anonymousReader;
  return {
    anonymous: false,
    scope: access.scope,
    products: access.products.has('ALL') ? 'all' : [...access.products],
    manage: (options.manage ?? true) && access.permissions.has(MANAGE_PERMISSION),
  };
}

/** Transactions see the reader's merchants; a visitor's sees no merchant (platform-wide rows only). */
const tenantOf = (reader: Reader) => (reader.anonymous ? [] : reader.scope);

type Row = repository.ArticleRecord;

async function present<R extends Row>(tx: Tx, rows: R[]) {
  const tags = await repository.tagsById(tx, [...new Set(rows.flatMap((r) => r.tags))]);
  const crowds = await repository.crowds(tx);
  return rows.map((r) => ({
    ...r,
    key: r.key ?? '',
    category: r.category ?? 0,
    merchant: r.merchant ?? 0,
    tags: r.tags.flatMap((id) => tags.filter((t) => t.id === id)),
    crowds: r.crowds.map((code) => ({ code, name: crowds.find((c) => c.code === code)?.name ?? code })),
    publish_time: iso(r.publish_time),
    update_time: iso(r.update_time),
    link: articlePageLink(r.id),
  }));
}

export async function list(db: Database, reader: Reader, query: CallQuery<typeof calls.articleList>) {
  const page = pageOf(query);
  const filter: repository.ListFilter = {
    keywords: query.keywords?.trim() ? normalizeForSearch(query.keywords.trim()) : undefined,
    category: query.category,
    tag: query.tag,
    crowd: query.crowd,
    status: query.status,
  };
  return db.tenant(tenantOf(reader), async (tx) => {
    const rows = await repository.page(tx, reader, filter, page.size, page.offset);
    const total = await repository.total(tx, reader, filter);
    return listPayload(await present(tx, rows), total, page);
  });
}

export async function fetch(db: Database, reader: Reader, query: CallQuery<typeof calls.articleFetch>) {
  if (!query.id?.length && !query.key) throw badParameter('请提供文章 ID（id）或文章标识（key）', '例如 ?id=1&id=2 或 ?key=parking-lot-create');
  const ids = query.id ? [...new Set(query.id)] : undefined;
  const rows = await db.tenant(tenantOf(reader), async (tx) => present(tx, await repository.details(tx, reader, { ids, key: query.key })));
  // In the order asked for.
  if (ids) rows.sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  return { row: rows };
}

export async function get(db: Database, reader: Reader, id: number) {
  const [row] = await db.tenant(tenantOf(reader), async (tx) => present(tx, await repository.details(tx, reader, { ids: [id] })));
  if (!row) throw notFound('文章');
  return row;
}

type Input = CallBody<typeof calls.articleCreate>;

/** The stored form of the operator's input: checked references, sanitised content, the search text. */
async function stored(tx: Tx, body: Input, id?: number) {
  if (body.key && (await repository.keyTaken(tx, body.key, id))) throw badParameter(`文章标识 ${body.key} 已被其他文章使用`, '请换一个文章标识');
  if (body.category && !(await repository.categoryExists(tx, body.category))) throw badParameter('分类不存在', '请从分类列表中选择');
  if (body.merchant && !(await repository.merchantExists(tx, body.merchant))) throw badParameter(`商户 ${body.merchant} 不存在`, '请检查适用商户号；全平台文章不填');
  const crowds = [...new Set(body.crowds ?? [])];
  const known = (await repository.crowds(tx)).map((c) => c.code);
  const unknown = crowds.filter((c) => !known.includes(c));
  if (unknown.length) throw badParameter(`适用人群不存在：${unknown.join('、')}`, '请从适用人群列表中选择');
  const tagNames = [...new Set((body.tags ?? []).map((t) => t.trim()).filter(Boolean))];
  const tags = await repository.tagIds(tx, tagNames);
  const title = body.title.trim();
  if (!title) throw badParameter('参数 title（标题）不能为空');
  const content = sanitizeRichText(body.content ?? '');
  const summary = (body.summary ?? '').trim();
  return {
    key: body.key ?? null,
    title,
    summary,
    content,
    search_text: searchTextOf({ title, summary, tags: tagNames, content }),
    category: body.category ?? null,
    tags: tags.map((t) => t.id),
    crowds,
    merchant: body.merchant ?? null,
  };
}

export async function create(db: Database, access: Access, body: Input) {
  const status = body.status ?? ArticleStatus.draft;
  const id = await db.tenant(access.scope, async (tx) =>
    repository.insert(tx, {
      ...(await stored(tx, body)),
      status,
      publish_time: body.publish_time ? new Date(body.publish_time) : status === ArticleStatus.published ? new Date() : null,
      author: access.manager.id,
    }),
  );
  return { id };
}

export async function update(db: Database, access: Access, body: CallBody<typeof calls.articleUpdate>) {
  return db.tenant(access.scope, async (tx) => {
    const current = await repository.findForUpdate(tx, body.id);
    if (!current) throw notFound('文章');
    const status = body.status ?? current.status;
    if (status !== current.status) assertTransition(articleLifecycle, current.status, status);
    const publishTime = body.publish_time
      ? new Date(body.publish_time)
      : status === ArticleStatus.published && current.status !== ArticleStatus.published
        ? new Date()
        : current.publish_time;
    await repository.update(tx, body.id, { ...(await stored(tx, body, body.id)), status, publish_time: publishTime });
    return { id: body.id, status };
  });
}

export async function remove(db: Database, access: Access, id: number) {
  await db.tenant(access.scope, async (tx) => {
    if (!(await repository.findForUpdate(tx, id))) throw notFound('文章');
    await repository.remove(tx, id);
  });
  return { id };
}

export async function categories(db: Database, reader: Reader) {
  return { row: await db.tenant(tenantOf(reader), (tx) => repository.categories(tx, reader)) };
}

export async function tags(db: Database, reader: Reader) {
  return { row: await db.tenant(tenantOf(reader), (tx) => repository.tagCounts(tx, reader)) };
}

export async function crowds(db: Database) {
  return { row: (await db.tenant([], (tx) => repository.crowds(tx))).map((c) => ({ code: c.code, name: c.name, products: c.products })) };
}

/** The chat's modules: categories holding readable articles, each with its newest titles as questions. */
export async function modules(db: Database, reader: Reader, perModule = 4) {
  const result = await db.tenant(tenantOf(reader), (tx) => repository.titlesByCategory(tx, reader, perModule));
  const rows = (result as unknown as { rows: { id: string | number; name: string; article: string | number; title: string }[] }).rows;
  const out: { id: number; name: string; questions: { id: number; title: string }[] }[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    let module = out.find((m) => m.id === id);
    if (!module) out.push((module = { id, name: row.name, questions: [] }));
    module.questions.push({ id: Number(row.article), title: row.title });
  }
  return { row: out };
}

export interface FoundArticle {
  id: number;
  title: string;
  summary: string;
  /** Plain text of the content. */
  text: string;
  category: number | null;
  link: string;
  score: number;
}

/**
 * The published articles that answer a question best, for the support chat: ranked by the informative
 * terms they share with it (article.repository.ts `rank`). An article counts when it shares two terms,
 * or one rare term in its title (score 3: a term in 2 of 14 articles scores 1.8, twice in a title) — for
 * a question of one or two terms, one shared term — and scores at least half of the best one.
 */
export async function search(db: Database, reader: Reader, question: string, limit = 3): Promise<FoundArticle[]> {
  const terms = searchTerms(question);
  if (terms.length === 0) return [];
  const ranked = await db.tenant(tenantOf(reader), (tx) => repository.rank(tx, { ...reader, manage: false }, terms, limit * 3));
  const relevant = ranked.filter((r) => (terms.length <= 2 ? r.matched >= 1 : r.matched >= 2 || r.score >= 3));
  const best = relevant[0]?.score ?? 0;
  return relevant
    .filter((r) => r.score >= best / 2)
    .slice(0, limit)
    .map((r) => ({ id: r.id, title: r.title, summary: r.summary, text: htmlToText(r.content), category: r.category, link: articlePageLink(r.id), score: r.score }));
}
