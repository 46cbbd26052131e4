import { and, asc, count, desc, eq, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Scope, Tx } from '../../db/client.js';
import { article, articleCategory, articleCrowd, articleTag, merchant } from '../../db/schema/index.js';

/** Who reads: what decides which articles are visible (see article.service.ts `readerOf`). */
export interface Reader {
  /** No login: only published platform-wide articles for everyone. */
  anonymous: boolean;
  /** Merchants whose own articles the reader may see (platform-wide ones are always seen). */
  scope: Scope;
  /** Products the reader's merchant owns, which decide its crowds; 'all' for the platform operator. */
  products: 'all' | readonly string[];
  /** The operator's management view: drafts and scheduled articles too. */
  manage: boolean;
}

/** A text[] literal made of bound parameters (portable across node-postgres and PGlite). */
const textArray = (values: readonly string[]) =>
  values.length === 0 ? sql`'{}'::text[]` : sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::text[]`;
const bigintArray = (values: readonly number[]) =>
  values.length === 0 ? sql`'{}'::bigint[]` : sql`array[${sql.join(values.map((v) => sql`${v}`), sql`, `)}]::bigint[]`;

const inScope = (reader: Reader): SQL | undefined =>
  reader.anonymous
    ? isNull(article.merchant)
    : reader.scope === 'all'
      ? undefined
      : or(isNull(article.merchant), reader.scope.length ? inArray(article.merchant, [...reader.scope]) : undefined);

/** The articles a reader may read: published, publish time reached, its merchants or platform-wide, its crowds or everyone's. */
export function visible(reader: Reader): SQL | undefined {
  if (reader.manage) return inScope(reader);
  return and(
    eq(article.status, 1),
    lte(article.publish_time, sql`now()`),
    inScope(reader),
    reader.products === 'all'
      ? undefined
      : or(
          sql`cardinality(${article.crowds}) = 0`,
          sql`${article.crowds} && array(select ${articleCrowd.code} from ${articleCrowd} where ${articleCrowd.products} && ${textArray(reader.products)})`,
        ),
  );
}

export interface ListFilter {
  keywords?: string;
  category?: number;
  tag?: number;
  crowd?: string;
  status?: number;
}

const listWhere = (reader: Reader, filter: ListFilter) =>
  and(
    visible(reader),
    filter.keywords ? sql`strpos(${article.search_text}, ${filter.keywords}) > 0` : undefined,
    filter.category ? eq(article.category, filter.category) : undefined,
    filter.tag ? sql`${article.tags} @> ${bigintArray([filter.tag])}` : undefined,
    filter.crowd ? sql`${article.crowds} @> ${textArray([filter.crowd])}` : undefined,
    filter.status === undefined ? undefined : eq(article.status, filter.status),
  );

const rowColumns = {
  id: article.id,
  key: article.key,
  title: article.title,
  summary: article.summary,
  category: article.category,
  category_name: sql<string>`coalesce(${articleCategory.name}, '')`,
  tags: article.tags,
  crowds: article.crowds,
  merchant: article.merchant,
  status: article.status,
  publish_time: article.publish_time,
  update_time: article.update_time,
};

export type ArticleRecord = Awaited<ReturnType<typeof page>>[number];

export function page(tx: Tx, reader: Reader, filter: ListFilter, limit: number, offset: number) {
  return tx
    .select(rowColumns)
    .from(article)
    .leftJoin(articleCategory, eq(articleCategory.id, article.category))
    .where(listWhere(reader, filter))
    .orderBy(sql`${article.publish_time} desc nulls first`, desc(article.id))
    .limit(limit)
    .offset(offset);
}

export async function total(tx: Tx, reader: Reader, filter: ListFilter) {
  const [row] = await tx.select({ n: count() }).from(article).where(listWhere(reader, filter));
  return row?.n ?? 0;
}

/** Readable articles with their content, by ids or key. */
export function details(tx: Tx, reader: Reader, by: { ids?: number[]; key?: string }) {
  return tx
    .select({ ...rowColumns, content: article.content })
    .from(article)
    .leftJoin(articleCategory, eq(articleCategory.id, article.category))
    .where(and(visible(reader), by.ids ? inArray(article.id, by.ids) : undefined, by.key ? eq(article.key, by.key) : undefined));
}

/** One article for a change (any status), locked for this transaction. */
export async function findForUpdate(tx: Tx, id: number) {
  const [row] = await tx.select().from(article).where(eq(article.id, id)).for('update');
  return row;
}

export async function keyTaken(tx: Tx, key: string, except?: number) {
  const [row] = await tx
    .select({ id: article.id })
    .from(article)
    .where(and(eq(article.key, key), except ? sql`${article.id} <> ${except}` : undefined))
    .limit(1);
  return !!row;
}

export async function insert(tx: Tx, values: typeof article.$inferInsert) {
  const [row] = await tx.insert(article).values(values).returning({ id: article.id });
  return row!.id;
}

export async function update(tx: Tx, id: number, values: Partial<typeof article.$inferInsert>) {
  await tx.update(article).set({ ...values, update_time: sql`now()` }).where(eq(article.id, id));
}

export async function remove(tx: Tx, id: number) {
  await tx.delete(article).where(eq(article.id, id));
}

/** Tag ids of these names, created when new. */
export async function tagIds(tx: Tx, names: string[]): Promise<{ id: number; name: string }[]> {
  if (names.length === 0) return [];
  await tx.insert(articleTag).values(names.map((name) => ({ name }))).onConflictDoNothing();
  const rows = await tx.select({ id: articleTag.id, name: articleTag.name }).from(articleTag).where(inArray(articleTag.name, names));
  return names.map((name) => rows.find((r) => r.name === name)!);
}

export function tagsById(tx: Tx, ids: number[]) {
  if (ids.length === 0) return Promise.resolve([]);
  return tx.select({ id: articleTag.id, name: articleTag.name }).from(articleTag).where(inArray(articleTag.id, ids));
}

export function crowds(tx: Tx) {
  return tx.select().from(articleCrowd).orderBy(asc(articleCrowd.sort), asc(articleCrowd.code));
}

export async function categoryExists(tx: Tx, id: number) {
  const [row] = await tx.select({ id: articleCategory.id }).from(articleCategory).where(eq(articleCategory.id, id));
  return !!row;
}

export async function merchantExists(tx: Tx, id: number) {
  const [row] = await tx.select({ id: merchant.id }).from(merchant).where(eq(merchant.id, id));
  return !!row;
}

/** Categories with the number of articles the reader may read in each. */
export function categories(tx: Tx, reader: Reader) {
  return tx
    .select({
      id: articleCategory.id,
      name: articleCategory.name,
      description: articleCategory.description,
      // The outer column written out: drizzle leaves columns unqualified in a query over one table.
      article_count: sql<number>`(select count(*)::int from ${article} where ${article.category} = "article_category"."id" and ${visible(reader) ?? sql`true`})`,
    })
    .from(articleCategory)
    .orderBy(asc(articleCategory.sort), asc(articleCategory.id));
}

/** Tags in use among the readable articles, most used first. */
export async function tagCounts(tx: Tx, reader: Reader) {
  const used = tx
    .select({ tag: sql<number>`unnest(${article.tags})`.as('tag') })
    .from(article)
    .where(visible(reader))
    .as('used');
  return tx
    .select({ id: articleTag.id, name: articleTag.name, article_count: sql<number>`count(*)::int` })
    .from(used)
    .innerJoin(articleTag, eq(articleTag.id, used.tag))
    .groupBy(articleTag.id, articleTag.name)
    .orderBy(desc(sql`count(*)`), asc(articleTag.id));
}

/** The newest readable titles of each category, for the chat's modules. */
export function titlesByCategory(tx: Tx, reader: Reader, perCategory: number) {
  return tx.execute(sql`
    select c.id, c.name, a.id as article, a.title
    from ${articleCategory} c
    join lateral (
      select ${article.id} as id, ${article.title} as title, ${article.publish_time} as publish_time from ${article}
      where ${article.category} = c.id and ${visible(reader) ?? sql`true`}
      order by ${article.publish_time} desc, ${article.id} desc
      limit ${perCategory}
    ) a on true
    order by c.sort, c.id, a.publish_time desc, a.id desc`);
}

export interface Ranked {
  id: number;
  title: string;
  summary: string;
  content: string;
  category: number | null;
  score: number;
  matched: number;
}

/**
 * Retrieval: the readable articles that contain the most informative of the question's terms. A term
 * found in few articles weighs more (inverse document frequency, as BM25 computes it over the readable
 * articles); a term in the title counts twice. Plain SQL (strpos), the same on PostgreSQL and PGlite.
 */
export async function rank(tx: Tx, reader: Reader, terms: string[], limit: number): Promise<Ranked[]> {
  if (terms.length === 0) return [];
  const result = await tx.execute(sql`
    with readable as (
      select ${article.id} as id, ${article.title} as title, ${article.search_text} as search_text
      from ${article} where ${visible(reader) ?? sql`true`}
    ),
    total as (select count(*)::float8 as n from readable),
    terms as (select unnest(${textArray(terms)}) as term),
    hits as (
      select r.id, t.term, strpos(lower(r.title), t.term) > 0 as in_title
      from readable r join terms t on strpos(r.search_text, t.term) > 0
    ),
    df as (select term, count(*)::float8 as n from hits group by term),
    scored as (
      select h.id,
        sum(ln(1 + ((select n from total) - df.n + 0.5) / (df.n + 0.5)) * (case when h.in_title then 2 else 1 end)) as score,
        count(*)::int as matched
      from hits h join df on df.term = h.term
      group by h.id
    )
    select a.id, a.title, a.summary, a.content, a.category, s.score::float8 as score, s.matched
    from scored s join ${article} a on a.id = s.id
    order by s.score desc, a.id desc
    limit ${limit}`);
  return (result as unknown as { rows: Ranked[] }).rows.map((r) => ({ ...r, id: Number(r.id), category: r.category == null ? null : Number(r.category), score: Number(r.score), matched: Number(r.matched) }));
}
