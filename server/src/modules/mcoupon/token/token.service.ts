import {
  Code, couponValueText, TOKEN_BATCH_MAX_TOKENS, TOKEN_CODE_LENGTH, TokenBatchStatus, tokenBatchStatuses, type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { readableCode } from '../../../shared/readable-code.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { iso, todayInChina } from '../../../shared/time.js';
import { assertTokensOn } from '../configuration/configuration.service.js';
import { grantableIn } from '../coupon/coupon.service.js';
import * as repository from './token.repository.js';

/**
 * Fixed QR tokens: each merchant's own, and only while its runtime rule switches them on (token_limit 0) — every call,
 * reads included, answers 1406 otherwise. 启用 ⇄ 已作废; only a discarded batch is deleted. docs/decisions.md,
 * "Parking coupons".
 */
export const tokenBatchLifecycle: Lifecycle<number> = {
  what: '固定码批次',
  names: tokenBatchStatuses,
  moves: { [TokenBatchStatus.enabled]: [TokenBatchStatus.discarded], [TokenBatchStatus.discarded]: [TokenBatchStatus.enabled] },
};

/** A random token code: 20 letters, 100 bits — unguessable, and unique by the table's index. */
export const tokenCode = () => readableCode(TOKEN_CODE_LENGTH);

const codes = (n: number) => Array.from({ length: n }, tokenCode);


type BatchRow = repository.BatchRow;

const shownBatch = ({ coupon_value, coupon_period_start, coupon_period_end, coupon_status: _status, ...r }: BatchRow) => ({
  ...r,
  coupon_value_text: couponValueText({ type: r.coupon_type, value: coupon_value, period_start: coupon_period_start, period_end: coupon_period_end }),
  create_time: iso(r.create_time),
  update_time: iso(r.update_time),
});

/** A transaction over the caller's own merchant, refused unless its fixed tokens are on. */
function withTokens<T>(db: Database, access: Access, work: (tx: Tx, merchantId: number, rule: Awaited<ReturnType<typeof assertTokensOn>>) => Promise<T>) {
  return db.tenant(ownScope(access), async (tx) => work(tx, access.merchant.id, await assertTokensOn(tx, access.merchant.id)));
}

export async function batchList(db: Database, access: Access, query: CallQuery<typeof calls.tokenBatchList>) {
  const page = pageOf(query);
  const filter: repository.BatchFilter = { keywords: query.keywords?.trim() || undefined, coupon: query.coupon, status: query.status };
  const { rows, total } = await withTokens(db, access, async (tx, merchantId) => ({
    rows: await repository.batchPage(tx, merchantId, filter, page.size, page.offset),
    total: await repository.batchTotal(tx, merchantId, filter),
  }));
  return listPayload(rows.map(shownBatch), total, page);
}

export async function batchGet(db: Database, access: Access, id: number) {
  const row = await withTokens(db, access, (tx, merchantId) => repository.findBatch(tx, merchantId, id));
  if (!row) throw notFound('固定码批次');
  return shownBatch(row);
}

export async function tokenList(db: Database, access: Access, query: CallQuery<typeof calls.tokenList>) {
  const page = pageOf(query);
  const filter: repository.TokenFilter = { batch: query.batch, code: query.code?.trim().toUpperCase() || undefined };
  const { rows, total } = await withTokens(db, access, async (tx, merchantId) => ({
    rows: await repository.tokenPage(tx, merchantId, filter, page.size, page.offset),
    total: await repository.tokenTotal(tx, merchantId, filter),
  }));
  return listPayload(rows.map((r) => ({ ...r, last_grant_time: r.last_grant_time ? iso(r.last_grant_time) : null, create_time: iso(r.create_time) })), total, page);
}

type Fields = Omit<CallBody<typeof calls.tokenBatchUpdate>, 'id'>;

/** Limits and validity checked against each other and the merchant's daily cap. */
function batchValues(body: Fields, grantDayLimit: number, options: { creating: boolean }) {
  const name = body.name.trim();
  if (name.length < 2) throw badParameter('参数 name（批次名称）至少 2 个字', '请填写能区分批次的名称');
  if (body.total_limit < body.day_limit) throw badParameter('参数 total_limit（每码累计发放上限）不能小于每日上限', `每日上限为 ${body.day_limit}，请调大累计上限`);
  if (grantDayLimit > 0 && body.day_limit > grantDayLimit) throw badParameter(`参数 day_limit（每码每日发放上限）不能超过商户的每日发券上限 ${grantDayLimit}`, '每日发券上限由平台在运行规则中设置');
  if (body.end_date < body.start_date) throw badParameter('参数 end_date（有效期结束日期）不能早于开始日期', '请重新选择日期范围');
  if (options.creating && body.end_date < todayInChina()) throw badParameter('参数 end_date（有效期结束日期）不能早于今天', '新建的批次须在有效期内');
  return { name, day_limit: body.day_limit, total_limit: body.total_limit, start_date: body.start_date, end_date: body.end_date, remark: body.remark?.trim() ?? '' };
}

type Values = ReturnType<typeof batchValues>;

const snapshot = (b: Values & { coupon_name?: string; token_count?: number; status?: number }) => ({
  name: b.name,
  ...(b.coupon_name !== undefined ? { coupon: b.coupon_name } : {}),
  ...(b.token_count !== undefined ? { token_count: b.token_count } : {}),
  limits: `每码每日 ${b.day_limit} 张，累计 ${b.total_limit} 张`,
  validity: `${b.start_date} 至 ${b.end_date}`,
  remark: b.remark,
  ...(b.status !== undefined ? { status: tokenBatchStatuses[b.status as keyof typeof tokenBatchStatuses] ?? b.status } : {}),
});

const target = (b: { id: number; name: string; merchant: number }) => ({ type: 'mcoupon_token_batch', id: b.id, name: b.name, merchant: b.merchant });

/** A new batch of the caller's merchant for one of its enabled coupons, with its tokens, enabled at once. */
export async function batchCreate(db: Database, actor: Actor, body: CallBody<typeof calls.tokenBatchCreate>) {
  return withTokens(db, actor.access, async (tx, merchantId, rule) => {
    const values = batchValues(body, rule.grant_day_limit, { creating: true });
    const coupon = await grantableIn(tx, merchantId, body.coupon);
    const id = await repository.insertBatch(tx, { ...values, merchant: merchantId, coupon: coupon.id, status: TokenBatchStatus.enabled, creator: actor.access.manager.name });
    await repository.insertTokens(tx, merchantId, id, codes(body.token_count));
    await audit(tx, actor, target({ id, name: values.name, merchant: merchantId }), { after: snapshot({ ...values, coupon_name: coupon.name, token_count: body.token_count, status: TokenBatchStatus.enabled }) });
    return { id };
  });
}

async function forChange(tx: Tx, merchantId: number, id: number) {
  const row = await repository.findBatch(tx, merchantId, id, { lock: true });
  if (!row) throw notFound('固定码批次');
  return row;
}

const valuesOf = (r: BatchRow): Values => ({ name: r.name, day_limit: r.day_limit, total_limit: r.total_limit, start_date: r.start_date, end_date: r.end_date, remark: r.remark });

/** The coupon and the tokens stay; limits and validity apply to every token of the batch at once. */
export async function batchUpdate(db: Database, actor: Actor, body: CallBody<typeof calls.tokenBatchUpdate>) {
  return withTokens(db, actor.access, async (tx, merchantId, rule) => {
    const values = batchValues(body, rule.grant_day_limit, { creating: false });
    const row = await forChange(tx, merchantId, body.id);
    await repository.updateBatch(tx, merchantId, row.id, values);
    await audit(tx, actor, target({ ...row, name: values.name }), { before: snapshot(valuesOf(row)), after: snapshot(values) });
    return { id: row.id };
  });
}

/** More tokens for an enabled batch, up to 1,000 in one batch. */
export async function tokenCreate(db: Database, actor: Actor, body: CallBody<typeof calls.tokenCreate>) {
  return withTokens(db, actor.access, async (tx, merchantId) => {
    const row = await forChange(tx, merchantId, body.batch);
    if (row.status !== TokenBatchStatus.enabled) throw new AppError(Code.ILLEGAL_TRANSITION, `固定码批次「${row.name}」已作废，不能追加固定码`, '请先启用该批次');
    if (row.token_count + body.count > TOKEN_BATCH_MAX_TOKENS) {
      throw badParameter(`参数 count（追加数量）：批次已有 ${row.token_count} 个固定码，最多 ${TOKEN_BATCH_MAX_TOKENS} 个`, `最多还能追加 ${TOKEN_BATCH_MAX_TOKENS - row.token_count} 个，或新建一个批次`);
    }
    await repository.insertTokens(tx, merchantId, row.id, codes(body.count));
    const tokenCount = row.token_count + body.count;
    await audit(tx, actor, target(row), { before: { token_count: row.token_count }, after: { token_count: tokenCount } });
    return { batch: row.id, token_count: tokenCount };
  });
}

async function move(db: Database, actor: Actor, id: number, next: number) {
  return withTokens(db, actor.access, async (tx, merchantId) => {
    const row = await forChange(tx, merchantId, id);
    assertTransition(tokenBatchLifecycle, row.status, next);
    if (next === TokenBatchStatus.enabled && row.coupon_status !== 1) throw badParameter(`优惠券「${row.coupon_name}」已屏蔽，批次不能启用`, '请先启用该优惠券');
    await repository.updateBatch(tx, merchantId, row.id, { status: next });
    await audit(tx, actor, target(row), { before: { status: tokenBatchStatuses[row.status as keyof typeof tokenBatchStatuses] }, after: { status: tokenBatchStatuses[next as keyof typeof tokenBatchStatuses] } });
    return { id: row.id, status: next };
  });
}

export const batchDiscard = (db: Database, actor: Actor, id: number) => move(db, actor, id, TokenBatchStatus.discarded);
export const batchEnable = (db: Database, actor: Actor, id: number) => move(db, actor, id, TokenBatchStatus.enabled);

/** Only a discarded batch is deleted, with its tokens (its printed codes already grant nothing). */
export async function batchDelete(db: Database, actor: Actor, id: number) {
  return withTokens(db, actor.access, async (tx, merchantId) => {
    const row = await forChange(tx, merchantId, id);
    if (row.status !== TokenBatchStatus.discarded) throw new AppError(Code.ILLEGAL_TRANSITION, '启用中的固定码批次不能删除', '请先作废该批次，再删除');
    await repository.removeBatch(tx, merchantId, row.id);
    await audit(tx, actor, target(row), { before: snapshot({ ...valuesOf(row), coupon_name: row.coupon_name, token_count: row.token_count, status: row.status }) });
    return { id: row.id };
  });
}
