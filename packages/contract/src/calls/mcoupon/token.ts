import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';

/**
 * Fixed QR tokens (固定码, document 1 §7 "Parking coupon": `token` list and create, `token/batch` list, get, create,
 * update, delete, discard, enable). A batch grants one coupon through a number of QR tokens, each a unique random
 * code, within per-token daily and total grant limits and a validity. Refused while the merchant's runtime rule has
 * `token_limit` 1. docs/decisions.md, "Parking coupons".
 */
export const TokenBatchStatus = { enabled: 1, discarded: -1 } as const;
export const tokenBatchStatuses = { [TokenBatchStatus.enabled]: '启用', [TokenBatchStatus.discarded]: '已作废' } as const;

/** Tokens one batch holds (created with it or added later). */
export const TOKEN_BATCH_MAX_TOKENS = 1000;
/** Tokens one create or add call makes. */
export const TOKEN_CREATE_MAX = 200;
export const TOKEN_MAX_DAY_LIMIT = 10_000;
export const TOKEN_MAX_TOTAL_LIMIT = 1_000_000;
/** Length of a token's code: 20 characters of a 32-letter alphabet (100 random bits). */
export const TOKEN_CODE_LENGTH = 20;

const StatusField = Type.Union([Type.Literal(1), Type.Literal(-1)], { title: '状态', description: '1 启用，-1 已作废' });
const DateField = (title: string) => Type.String({ format: 'date', title, description: 'YYYY-MM-DD（北京时间）' });

const batchFields = {
  name: Text('批次名称', 30, 2),
  day_limit: Type.Integer({ minimum: 1, maximum: TOKEN_MAX_DAY_LIMIT, title: '每码每日发放上限', examples: [50] }),
  total_limit: Type.Integer({ minimum: 1, maximum: TOKEN_MAX_TOTAL_LIMIT, title: '每码累计发放上限', examples: [1000] }),
  start_date: DateField('有效期开始日期'),
  end_date: DateField('有效期结束日期'),
  remark: Type.Optional(Text('备注', 200)),
};

export const TokenBatchRecord = Type.Object({
  id: Type.Integer({ title: '批次 ID' }),
  merchant: Type.Integer({ title: '商户号' }),
  name: Type.String({ title: '批次名称' }),
  coupon: Type.Integer({ title: '优惠券 ID' }),
  coupon_name: Type.String({ title: '优惠券' }),
  coupon_type: Type.Integer({ title: '优惠券类型' }),
  coupon_value_text: Type.String({ title: '优惠券面值' }),
  token_count: Type.Integer({ title: '固定码数量' }),
  grant_count: Type.Integer({ title: '已发放张数' }),
  day_limit: Type.Integer({ title: '每码每日发放上限' }),
  total_limit: Type.Integer({ title: '每码累计发放上限' }),
  start_date: Type.String({ title: '有效期开始日期' }),
  end_date: Type.String({ title: '有效期结束日期' }),
  remark: Type.String({ title: '备注' }),
  status: Type.Integer({ title: '状态', description: '1 启用，-1 已作废' }),
  creator: Type.String({ title: '创建人' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const TokenRecord = Type.Object({
  id: Type.Integer({ title: '固定码 ID' }),
  batch: Type.Integer({ title: '批次 ID' }),
  code: Type.String({ title: '固定码' }),
  grant_count: Type.Integer({ title: '累计发放张数' }),
  today_grant_count: Type.Integer({ title: '今日发放张数' }),
  last_grant_time: Type.Union([Type.String(), Type.Null()], { title: '最近发放时间' }),
  create_time: Type.String({ title: '创建时间' }),
});

const BatchRef = Type.Object({ id: Id('批次 ID') });

/** The tokens of one batch (or of all the merchant's batches), oldest first: the order they were printed in. */
export const tokenList = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/token/list',
  summary: '固定码列表',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:token:list'] },
  query: Type.Object({ ...pageQuery(20), batch: Type.Optional(Id('批次 ID')), code: Type.Optional(Text('固定码', 40)) }),
  reply: ListOf(TokenRecord),
});

/** Adds tokens to a batch (the batch's limits apply to them as to the others). */
export const tokenCreate = defineCall({
  method: 'POST',
  path: 'parking/mcoupon/token',
  summary: '追加固定码',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:token:create'] },
  body: Type.Object({ batch: Id('批次 ID'), count: Type.Integer({ minimum: 1, maximum: TOKEN_CREATE_MAX, title: '追加数量', examples: [10] }) }),
  reply: Type.Object({ batch: Type.Integer(), token_count: Type.Integer({ title: '批次的固定码数量' }) }),
});

export const tokenBatchList = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/token/batch/list',
  summary: '固定码批次列表',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:token:list'] },
  query: Type.Object({
    ...pageQuery(20),
    keywords: Type.Optional(Text('批次名称', 30)),
    coupon: Type.Optional(Id('优惠券 ID')),
    status: Type.Optional(StatusField),
  }),
  reply: ListOf(TokenBatchRecord),
});

export const tokenBatchGet = defineCall({
  method: 'GET',
  path: 'parking/mcoupon/token/batch',
  summary: '固定码批次详情',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:token:list'] },
  query: BatchRef,
  reply: TokenBatchRecord,
});

export const tokenBatchCreate = defineCall({
  method: 'POST',
  path: 'parking/mcoupon/token/batch',
  summary: '新建固定码批次（生成固定码，新建即启用）',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:token:create'] },
  body: Type.Object({
    coupon: Id('优惠券 ID'),
    token_count: Type.Integer({ minimum: 1, maximum: TOKEN_CREATE_MAX, title: '固定码数量', examples: [10] }),
    ...batchFields,
  }),
  reply: Type.Object({ id: Type.Integer({ title: '批次 ID' }) }),
});

/** The coupon and the tokens stay: printed codes keep granting what they were printed for. */
export const tokenBatchUpdate = defineCall({
  method: 'PUT',
  path: 'parking/mcoupon/token/batch',
  summary: '编辑固定码批次',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:token:update'] },
  body: Type.Object({ id: Id('批次 ID'), ...batchFields }),
  reply: Type.Object({ id: Type.Integer() }),
});

export const tokenBatchDelete = defineCall({
  method: 'DELETE',
  path: 'parking/mcoupon/token/batch',
  summary: '删除固定码批次（须先作废）',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:token:delete'] },
  query: BatchRef,
  reply: Type.Object({ id: Type.Integer() }),
});

export const tokenBatchDiscard = defineCall({
  method: 'PUT',
  path: 'parking/mcoupon/token/batch/discard',
  summary: '作废固定码批次（其固定码停止发券）',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:token:update'] },
  body: BatchRef,
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});

export const tokenBatchEnable = defineCall({
  method: 'PUT',
  path: 'parking/mcoupon/token/batch/enable',
  summary: '启用固定码批次',
  auth: 'token',
  permission: { anyOf: ['parking:mcoupon:token:update'] },
  body: BatchRef,
  reply: Type.Object({ id: Type.Integer(), status: Type.Integer() }),
});
