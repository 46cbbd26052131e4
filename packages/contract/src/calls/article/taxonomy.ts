import { Type } from '@sinclair/typebox';
import { defineCall } from '../../call.js';

/** Categories of the help centre; the support chat's modules are the same categories (`qa/module/list`). */
export const ArticleCategory = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  description: Type.String(),
  article_count: Type.Integer({ description: '调用者可读的已发布文章数' }),
});

export const articleCategoryList = defineCall({
  method: 'GET',
  path: 'article/category/list',
  summary: '帮助文章分类',
  auth: 'token',
  reply: Type.Object({ row: Type.Array(ArticleCategory) }),
});

export const articleTagList = defineCall({
  method: 'GET',
  path: 'article/tag/list',
  summary: '帮助文章标签（按使用次数）',
  auth: 'token',
  reply: Type.Object({ row: Type.Array(Type.Object({ id: Type.Integer(), name: Type.String(), article_count: Type.Integer() })) }),
});

/** Audiences: an article for some crowds is read by merchants owning one of their products. */
export const articleCrowdList = defineCall({
  method: 'GET',
  path: 'article/crowd/list',
  summary: '帮助文章适用人群',
  auth: 'token',
  reply: Type.Object({
    row: Type.Array(Type.Object({ code: Type.String(), name: Type.String(), products: Type.Array(Type.String(), { description: '拥有其中任一产品的商户属于该人群' }) })),
  }),
});
