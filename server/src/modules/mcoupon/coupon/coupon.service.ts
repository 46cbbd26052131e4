import {
  Code, COUPON_MAX_DISCOUNT, COUPON_MAX_FEN, COUPON_MAX_MINUTES, CouponStatus, couponStatuses, couponTypes, couponValidities, couponValidityText,
  CouponValidity, couponValueText, couponValueUnits, type CallBody, type CallQuery, type calls, type CouponType,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound, unlessDuplicate, unlessReferenced } from '../../../errors.js';
import { ownScope, type Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { assertTransition, type Lifecycle } from '../../../shared/lifecycle.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { chosenMerchant } from '../../../shared/scope.js';
import { iso, todayInChina } from '../../../shared/time.js';
import * as repository from './coupon.repository.js';

/**
 * A parking merchant's coupons: each merchant reads and changes its own only (another's answers 1404). 启用 ⇄ 已屏蔽;
 * a coupon is deleted only while no fixed-token batch uses it. docs/decisions.md, "Parking coupons".
 */
export const couponLifecycle: Lifecycle<number> = {
  what: '优惠券',
  names: couponStatuses,
  moves: { [CouponStatus.enabled]: [CouponStatus.blocked], [CouponStatus.blocked]: [CouponStatus.enabled] },
};

type Row = repository.CouponRow;

const shown = (r: Row) => ({ ...r, value_text: couponValueText(r), create_time: iso(r.create_time), update_time: iso(r.update_time) });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.couponList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { keywords: query.keywords?.trim() || undefined, type: query.type, status: query.status };
  // The partner's and group's 停车管理 › 优惠券 name a merchant of their scope (another answers 1404); without one, the own.
  const merchantId = chosenMerchant(access.scope, query.merchant) ?? access.merchant.id;
  const { rows, total } = await db.tenant(merchantId === access.merchant.id ? ownScope(access) : access.scope, async (tx) => ({
    rows: await repository.page(tx, merchantId, filter, page.size, page.offset),
    total: await repository.total(tx, merchantId, filter),
  }));
  return listPayload(rows.map(shown), total, page);
}

export async function detail(db: Database, access: Access, id: number) {
  const row = await db.tenant(ownScope(access), (tx) => repository.find(tx, access.merchant.id, id));
  if (!row) throw notFound('优惠券');
  return shown(row);
}

/**
 * A coupon of the merchant that a new fixed-token batch may grant: it must exist and be enabled. Called by the token
 * module inside its transaction (the row locked, so that a delete or block waits for the batch).
 */
export async function grantableIn(tx: Tx, merchantId: number, id: number) {
  const row = await repository.find(tx, merchantId, id, { lock: true });
  if (!row) throw badParameter(`优惠券 ${id} 不存在`, '请选择本商户的优惠券');
  if (row.status !== CouponStatus.enabled) throw badParameter(`优惠券「${row.name}」已屏蔽，不能用于固定码`, '请先启用该优惠券，或选择其他优惠券');
  return shown(row);
}

/** A coupon of the merchant, whatever its status (a grant rule may name a blocked one); 1400 when it is not its own. */
export async function ownedIn(tx: Tx, merchantId: number, id: number) {
  const row = await repository.find(tx, merchantId, id);
  if (!row) throw badParameter(`优惠券 ${id} 不存在`, '请选择本商户的优惠券');
  return shown(row);
}

/**
 * A coupon of the merchant that may be bought or granted (`purpose`, e.g. 采购): it must exist and be enabled. Called by
 * the purchase and grant modules inside their transaction, the row locked like `grantableIn`.
 */
export async function usableIn(tx: Tx, merchantId: number, id: number, purpose: string) {
  const row = await repository.find(tx, merchantId, id, { lock: true });
  if (!row) throw badParameter(`优惠券 ${id} 不存在`, '请选择本商户的优惠券');
  if (row.status !== CouponStatus.enabled) throw badParameter(`优惠券「${row.name}」已屏蔽，不能${purpose}`, '请先启用该优惠券，或选择其他优惠券');
  return shown(row);
}

type Fields = CallBody<typeof calls.couponCreate>;


/** The fields checked by type and tidied: what `value` means and which of the other fields apply. */
export function couponValues(body: Fields, options: { creating: boolean }) {
  const type = body.type as CouponType;
  const unit = couponValueUnits[type];
  const typeName = couponTypes[type];
  const value = body.value ?? 0;
  const limits = { fen: [1, COUPON_MAX_FEN, '面值（分）'], minute: [1, COUPON_MAX_MINUTES, '时长（分钟）'], discount: [1, COUPON_MAX_DISCOUNT, '折扣×100'] } as const;
  if (unit === 'none') {
    if (value !== 0) throw badParameter(`参数 value（面值）：${typeName}不需要面值`, '全免券和时段免费券请不要填写面值');
  } else {
    const [min, max, label] = limits[unit];
    if (body.value === undefined) throw badParameter(`参数 value（面值）：${typeName}须填写${label}`, unit === 'discount' ? '如 8.5 折填 850' : unit === 'fen' ? '如 5 元填 500' : '如 2 小时填 120');
    if (value < min || value > max) throw badParameter(`参数 value（面值）：${typeName}的${label}应在 ${min} 到 ${max} 之间`, unit === 'discount' ? '1 到 999，即 0.01 折到 9.99 折' : '请调整面值');
  }
  let period: { period_start: string | null; period_end: string | null } = { period_start: null, period_end: null };
  if (type === 7) {
    if (!body.period_start || !body.period_end) throw badParameter('参数 period_start（免费时段）：时段免费券须填写免费时段的开始和结束时间', '如 22:00 至 07:00（跨零点表示次日）');
    if (body.period_start === body.period_end) throw badParameter('参数 period_end（免费时段结束）：开始和结束时间不能相同', '整天免费请选择全免券');
    period = { period_start: body.period_start, period_end: body.period_end };
  } else if (body.period_start || body.period_end) {
    throw badParameter(`参数 period_start（免费时段）：只有时段免费券有免费时段`, `${typeName}请不要填写免费时段`);
  }
  let validity: { valid_days: number | null; start_date: string | null; end_date: string | null };
  if (body.validity_type === CouponValidity.days) {
    if (!body.valid_days) throw badParameter('参数 valid_days（有效天数）：请填写领取后有效的天数', '1 到 365 天');
    if (body.start_date || body.end_date) throw badParameter('参数 start_date（有效期）：按领取后天数计算有效期时不填日期', '请选择一种有效期方式');
    validity = { valid_days: body.valid_days, start_date: null, end_date: null };
  } else {
    if (!body.start_date || !body.end_date) throw badParameter('参数 start_date（有效期）：固定日期须填写开始和结束日期', '请选择有效期的日期范围');
    if (body.valid_days) throw badParameter('参数 valid_days（有效天数）：固定日期的有效期不填有效天数', '请选择一种有效期方式');
    if (body.end_date < body.start_date) throw badParameter('参数 end_date（有效期结束日期）不能早于开始日期', '请重新选择日期范围');
    if (options.creating && body.end_date < todayInChina()) throw badParameter('参数 end_date（有效期结束日期）不能早于今天', '新建的优惠券须在有效期内');
    validity = { valid_days: null, start_date: body.start_date, end_date: body.end_date };
  }
  const name = body.name.trim();
  if (name.length < 2) throw badParameter('参数 name（优惠券名称）至少 2 个字', '请填写能区分优惠券的名称');
  return { name, type, value: unit === 'none' ? 0 : value, ...period, validity_type: body.validity_type, ...validity, stackable: body.stackable, remark: body.remark?.trim() ?? '' };
}

type Values = ReturnType<typeof couponValues>;

/** What the audit log shows (Chinese values). */
const snapshot = (c: Values & { status?: number }) => ({
  name: c.name,
  type: couponTypes[c.type as CouponType] ?? c.type,
  value: couponValueText(c),
  validity: `${couponValidities[c.validity_type as keyof typeof couponValidities]}：${couponValidityText(c)}`,
  stackable: c.stackable ? '可叠加' : '不可叠加',
  remark: c.remark,
  ...(c.status !== undefined ? { status: couponStatuses[c.status as keyof typeof couponStatuses] ?? c.status } : {}),
});

const valuesOf = (r: Row): Values => ({
  name: r.name, type: r.type as CouponType, value: r.value, period_start: r.period_start, period_end: r.period_end, validity_type: r.validity_type as 1 | 2,
  valid_days: r.valid_days, start_date: r.start_date, end_date: r.end_date, stackable: r.stackable, remark: r.remark,
});

const target = (c: { id: number; name: string; merchant: number }) => ({ type: 'mcoupon_coupon', id: c.id, name: c.name, merchant: c.merchant });

const nameTaken = (name: string) => badParameter(`已有名为「${name}」的优惠券`, '同一商户的优惠券名称不能重复，请换一个名称');

/** Name races lost to the unique index answer as the check would have. */
const guarded = <T>(name: string, work: () => Promise<T>) => unlessDuplicate(work, () => nameTaken(name));

export async function create(db: Database, actor: Actor, body: Fields) {
  const access = actor.access;
  const values = couponValues(body, { creating: true });
  const merchantId = access.merchant.id;
  return guarded(values.name, () =>
    db.tenant(ownScope(access), async (tx) => {
      if (await repository.byName(tx, merchantId, values.name)) throw nameTaken(values.name);
      const id = await repository.insert(tx, { ...values, merchant: merchantId, status: CouponStatus.enabled });
      await audit(tx, actor, target({ id, name: values.name, merchant: merchantId }), { after: snapshot({ ...values, status: CouponStatus.enabled }) });
      return { id };
    }),
  );
}

async function forChange(tx: Tx, access: Access, id: number) {
  const row = await repository.find(tx, access.merchant.id, id, { lock: true });
  if (!row) throw notFound('优惠券');
  return row;
}

/** Editing keeps the status; batches using the coupon grant the edited coupon from then on. */
export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.couponUpdate>) {
  const access = actor.access;
  const values = couponValues(body, { creating: false });
  return guarded(values.name, () =>
    db.tenant(ownScope(access), async (tx) => {
      const row = await forChange(tx, access, body.id);
      if (await repository.byName(tx, row.merchant, values.name, row.id)) throw nameTaken(values.name);
      await repository.update(tx, row.merchant, row.id, values);
      await audit(tx, actor, target({ ...row, name: values.name }), { before: snapshot({ ...valuesOf(row), status: row.status }), after: snapshot({ ...values, status: row.status }) });
      return { id: row.id };
    }),
  );
}

async function move(db: Database, actor: Actor, id: number, next: number) {
  return db.tenant(ownScope(actor.access), async (tx) => {
    const row = await forChange(tx, actor.access, id);
    assertTransition(couponLifecycle, row.status, next);
    await repository.update(tx, row.merchant, row.id, { status: next });
    await audit(tx, actor, target(row), { before: { status: couponStatuses[row.status as keyof typeof couponStatuses] }, after: { status: couponStatuses[next as keyof typeof couponStatuses] } });
    return { id: row.id, status: next };
  });
}

export const enable = (db: Database, actor: Actor, id: number) => move(db, actor, id, CouponStatus.enabled);
export const block = (db: Database, actor: Actor, id: number) => move(db, actor, id, CouponStatus.blocked);

/** Refused while a fixed-token batch uses it (its printed codes would grant nothing). */
export async function remove(db: Database, actor: Actor, id: number) {
  // A coupon bought or granted (purchase, stock and grant rows refer to it), or named by an event rule or record, stays.
  const used = () => new AppError(Code.ILLEGAL_TRANSITION, '该优惠券已有采购或发放记录（或被事件规则使用），不能删除', '不再使用可改为屏蔽');
  return unlessReferenced(() => db.tenant(ownScope(actor.access), async (tx) => {
    const row = await forChange(tx, actor.access, id);
    if (row.batch_count > 0) {
      throw new AppError(Code.ILLEGAL_TRANSITION, `优惠券「${row.name}」正被 ${row.batch_count} 个固定码批次使用，不能删除`, '请先删除使用它的固定码批次；不再发放可改为屏蔽');
    }
    await repository.remove(tx, row.merchant, row.id);
    await audit(tx, actor, target(row), { before: snapshot({ ...valuesOf(row), status: row.status }) });
    return { id: row.id };
  }), used);
}
