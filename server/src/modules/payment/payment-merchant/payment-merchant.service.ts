import {
  formatFeeRate, paymentIndustryText, paymentMerchantStatusNames, settleCycleText, tradeChannelText, type CallBody, type CallQuery, type calls,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { listPayload, pageOf } from '../../../shared/paging.js';
import { addDays, boundedDays, iso, todayInChina } from '../../../shared/time.js';
import { findBelow } from '../../merchant/merchant/merchant.scope.js';
import { grantIn, holdsProduct } from '../../merchant/product/product.service.js';
import type { SessionService } from '../../merchant/session/session.service.js';
import * as repository from './payment-merchant.repository.js';

/**
 * 支付商户: the payment profiles of the merchants below the caller (a provider its customers, the platform all; never
 * its own merchant — a provider is not its own sub-merchant). Opening one grants the payment merchant platform when the
 * merchant lacks it, in the same transaction. docs/decisions.md, "Payment service provider: merchants, routing, rank
 * and lookup".
 */

export const PAYMENT_MERCHANT_PRODUCT = 'payment:merchant:platform';

const shown = (r: repository.ProfileRow) => ({ ...r, create_time: iso(r.create_time), update_time: iso(r.update_time) });

export async function list(db: Database, access: Access, query: CallQuery<typeof calls.paymentMerchantList>) {
  const page = pageOf(query);
  const filter: repository.Filter = { scope: access.scope, own: access.merchant.id, keywords: query.keywords, industry: query.industry, status: query.status };
  return db.tenant(access.scope, async (tx) => listPayload((await repository.page(tx, filter, page.size, page.offset)).map(shown), await repository.total(tx, filter), page));
}

/** The profile of a payment merchant below the caller; another's (or one without a profile) is not found. */
export async function findProfileIn(tx: Tx, access: Access, merchantId: number) {
  await findBelow(tx, access, merchantId);
  const row = await repository.find(tx, merchantId);
  if (!row) throw notFound('支付商户');
  return row;
}

export async function summary(db: Database, access: Access, merchantId: number) {
  const days = boundedDays({ start_date: addDays(todayInChina(), -29) }, 30, 30, '交易时间');
  return db.tenant(access.scope, async (tx) => {
    const row = await findProfileIn(tx, access, merchantId);
    const channels = await repository.openedChannels(tx, merchantId);
    const sums = await repository.tradeSums(tx, merchantId, days.from, days.before);
    return {
      ...shown(row),
      channels: channels.map((c) => ({ channel: c.code.toLowerCase(), name: tradeChannelText(c.code.toLowerCase()), apply_no: c.apply_no })),
      trade: { start_date: days.start, end_date: days.end, count: sums.count, amount: Number(sums.amount), fee: Number(sums.fee), refunded: Number(sums.refunded) },
    };
  });
}

type Profile = Omit<CallBody<typeof calls.paymentMerchantCreate>, 'merchant'>;

const values = (body: Profile) => ({
  short_name: body.short_name.trim(),
  industry: body.industry,
  fee_rate: body.fee_rate,
  settle_cycle: body.settle_cycle,
  contact_name: body.contact_name.trim(),
  contact_telephone: body.contact_telephone,
  service_phone: body.service_phone,
  remark: body.remark?.trim() ?? '',
});

/** The profile in words for the operation log. */
const words = (v: ReturnType<typeof values> & { status?: number }) => ({
  short_name: v.short_name,
  industry: paymentIndustryText(v.industry),
  fee_rate: formatFeeRate(v.fee_rate),
  settle_cycle: settleCycleText(v.settle_cycle),
  contact: `${v.contact_name} ${v.contact_telephone}`,
  service_phone: v.service_phone,
  remark: v.remark || '（无）',
  ...(v.status !== undefined ? { status: paymentMerchantStatusNames[v.status] } : {}),
});

const target = (m: { id: number; name: string }) => ({ type: 'payment_merchant', id: m.id, name: m.name, merchant: m.id });

/**
 * 开通支付商户: a merchant below the caller, enabled, without a profile yet (1400 otherwise, naming it). It is granted
 * the payment merchant platform (when it lacks it) under the grant rules; every session's access is dropped.
 */
export async function create(db: Database, sessions: SessionService, actor: Actor, body: CallBody<typeof calls.paymentMerchantCreate>) {
  const access = actor.access;
  const duplicate = () => badParameter('该商户已开通支付', '请在支付商户列表中编辑它的支付资料');
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const below = await findBelow(tx, access, body.merchant, { lock: true });
        if (below.status !== 1) throw badParameter(`商户「${below.name}」已停用，不能开通支付`, '请先启用该商户');
        if (await repository.find(tx, below.id)) throw duplicate();
        const v = values(body);
        await repository.insert(tx, { merchant: below.id, partner: access.merchant.id, ...v });
        const granted = !(await holdsProduct(tx, below.id, PAYMENT_MERCHANT_PRODUCT));
        if (granted) await grantIn(tx, access, below.id, [PAYMENT_MERCHANT_PRODUCT], null);
        await audit(tx, actor, target(below), { after: { ...words(v), product: granted ? '开通支付商户平台' : '已持有支付商户平台' } });
        if (granted) await sessions.publish(tx, { type: 'all' });
        return { merchant: below.id };
      }),
    duplicate,
  );
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.paymentMerchantUpdate>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const below = await findBelow(tx, access, body.merchant);
    const before = await repository.find(tx, below.id, { lock: true });
    if (!before) throw notFound('支付商户');
    const v = values(body);
    await repository.update(tx, below.id, { ...v, status: body.status });
    await audit(tx, actor, target(below), { before: words({ ...before, remark: before.remark }), after: words({ ...v, status: body.status }) });
    return null;
  });
}
