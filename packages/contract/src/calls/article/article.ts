import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/** Help articles are drafts (0) until published (1); a published one may go back to draft (docs/decisions.md). */
export const ArticleStatus = { draft: 0, published: 1 } as const;
export const articleStatusLabels: Record<number, string> = { 0: '草稿', 1: '已发布' };

// Kept apart so that the console's router can name the page without loading the article calls.
export { ARTICLE_PAGE_PATH, articlePageLink } from './page.js';

/** A slug that pages can name an article by (`article/article/fetch?key=`). */
const ArticleKey = (title = '文章标识') => Type.String({ minLength: 1, maxLength: 64, pattern: '^[a-z0-9][a-z0-9-]*$', title });

export const ArticleTagRef = Type.Object({ id: Type.Integer(), name: Type.String() });
export const ArticleCrowdRef = Type.Object({ code: Type.String(), name: Type.String() });

export const ArticleRow = Type.Object({
  id: Type.Integer(),
  key: Type.String({ description: '文章标识，未设置时为空' }),
  title: Type.String(),
  summary: Type.String(),
  category: Type.Integer({ description: '分类 ID，0 为未分类' }),
  category_name: Type.String(),
  tags: Type.Array(ArticleTagRef),
  crowds: Type.Array(ArticleCrowdRef, { description: '适用人群；为空表示所有用户（未登录的访客也可阅读）' }),
  merchant: Type.Integer({ description: '适用商户号，0 为全平台' }),
  status: Type.Integer({ description: '0 草稿，1 已发布' }),
  publish_time: Type.String({ description: '发布时间，草稿未发布过时为空' }),
  update_time: Type.String(),
  /** The public page of the article. */
  link: Type.String(),
});

export const ArticleDetail = Type.Composite([ArticleRow, Type.Object({ content: Type.String({ description: '正文（HTML，保存时已净化）' }) })]);

/**
 * Help articles: published ones the caller may read (no token: those for all users), newest first. A
 * holder of base:article:list (the platform operator) sees drafts too and may filter by status.
 */
export const articleList = defineCall({
  method: 'GET',
  path: 'article/article/list',
  summary: '帮助文章列表（无需登录可读公开文章）',
  auth: 'none',
  query: Type.Object({
    ...pageQuery(),
    keywords: Type.Optional(Text('关键词', 50)),
    category: Type.Optional(Id('分类')),
    tag: Type.Optional(Id('标签')),
    crowd: Type.Optional(Type.String({ maxLength: 32, pattern: '^[a-z][a-z-]*$', title: '适用人群' })),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '状态' })),
  }),
  reply: ListOf(ArticleRow),
});

/**
 * Several readable articles at once: by ids (in the order asked, unreadable or unknown ones left out) or
 * by one key (a page's contextual help). Answers `row` without paging.
 */
export const articleFetch = defineCall({
  method: 'GET',
  path: 'article/article/fetch',
  summary: '按 ID 或标识批量取得帮助文章（无需登录可读公开文章）',
  auth: 'none',
  query: Type.Object({
    id: Type.Optional(Type.Array(Id('文章 ID'), { minItems: 1, maxItems: 50, title: '文章 ID' })),
    key: Type.Optional(ArticleKey()),
  }),
  reply: Type.Object({ row: Type.Array(ArticleDetail) }),
});

export const articleGet = defineCall({
  method: 'GET',
  path: 'article/article',
  summary: '帮助文章详情（无需登录可读公开文章）',
  auth: 'none',
  query: Type.Object({ id: Id('文章 ID') }),
  reply: ArticleDetail,
});

/** What the operator writes: the same for create and update. Tags are names (created when new). */
export const ArticleInput = Type.Object({
  title: Text('标题', 100, 1),
  key: Type.Optional(ArticleKey()),
  summary: Type.Optional(Text('摘要', 300)),
  content: Type.Optional(Text('正文', 200000)),
  category: Type.Optional(Id('分类')),
  tags: Type.Optional(Type.Array(Text('标签名称', 20, 1), { maxItems: 10, title: '标签' })),
  crowds: Type.Optional(Type.Array(Type.String({ maxLength: 32, pattern: '^[a-z][a-z-]*$', title: '适用人群' }), { maxItems: 20, title: '适用人群' })),
  merchant: Type.Optional(Id('适用商户')),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, title: '状态' })),
  publish_time: Type.Optional(Type.String({ format: 'date-time', title: '发布时间' })),
});

export const articleCreate = defineCall({
  method: 'POST',
  path: 'article/article',
  summary: '新建帮助文章',
  auth: 'token',
  permission: { anyOf: ['base:article:create'] },
  product: ['ALL'],
  body: ArticleInput,
  reply: Type.Object({ id: Type.Integer() }),
});

export const articleUpdate = defineCall({
  method: 'PUT',
  path: 'article/article',
  summary: '编辑、发布或下架帮助文章',
  auth: 'token',
  permission: { anyOf: ['base:article:update'] },
  product: ['ALL'],
  body: Type.Composite([Type.Object({ id: Id('文章 ID') }), ArticleInput]),
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

export const articleDelete = defineCall({
  method: 'DELETE',
  path: 'article/article',
  summary: '删除帮助文章',
  auth: 'token',
  permission: { anyOf: ['base:article:update'] },
  product: ['ALL'],
  query: Type.Object({ id: Id('文章 ID') }),
  reply: Type.Object({ id: Type.Integer() }),
});
