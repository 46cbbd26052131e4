import {
  channelPayModes, Code, payModeText, paymentRouteStatusNames, tradeChannels, tradeChannelText, type CallBody, type CallQuery, type calls, type TradeChannel,
} from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { AppError, badParameter, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { iso } from '../../../shared/time.js';
import { findBelow } from '../../merchant/merchant/merchant.scope.js';
import { findProfileIn } from '../payment-merchant/payment-merchant.service.js';
import * as repository from './payment-route.repository.js';

/**
 * 支付路由: per pay method of a payment merchant below the caller, the channel its payments go through. The channel must
 * carry the method (`channelPayModes`) and be open for the merchant (its 进件 已开通); one route per method. Only a
 * disabled route is deleted. docs/decisions.md, "Payment service provider: merchants, routing, rank and lookup".
 */

/** 进件 status 5 已开通. */
const OPENED = 5;

const shown = (r: repository.RouteRow) => ({ ...r, create_time: iso(r.create_time), update_time: iso(r.update_time) });

export async function list(db: Database, access: Access, merchantId: number) {
  return db.tenant(access.scope, async (tx) => {
    await findProfileIn(tx, access, merchantId);
    return { row: (await repository.routesOf(tx, merchantId)).map(shown) };
  });
}

/** A route of a payment merchant below the caller; another's answers "not found". */
async function findRoute(tx: Tx, access: Access, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, id, options);
  if (!row) throw notFound('支付路由');
  try {
    await findBelow(tx, access, row.merchant);
  } catch {
    throw notFound('支付路由');
  }
  return row;
}

export async function get(db: Database, access: Access, id: number) {
  return db.tenant(access.scope, async (tx) => shown(await findRoute(tx, access, id)));
}

async function channelsOf(tx: Tx, merchantId: number, payMode?: number) {
  const applications = new Map((await repository.applicationsOf(tx, merchantId)).map((a) => [a.channel.toLowerCase(), a.status]));
  return (Object.keys(tradeChannels) as TradeChannel[])
    .filter((channel) => payMode === undefined || channelPayModes[channel].includes(payMode))
    .map((channel) => {
      const status = applications.get(channel) ?? null;
      return { channel, name: tradeChannels[channel], pay_modes: [...channelPayModes[channel]], apply_status: status, opened: status === OPENED };
    });
}

export async function channelList(db: Database, access: Access, query: CallQuery<typeof calls.paymentRouteChannelList>) {
  return db.tenant(access.scope, async (tx) => {
    await findProfileIn(tx, access, query.merchant);
    return { row: await channelsOf(tx, query.merchant, query.pay_mode) };
  });
}

/** The channel carries the method and is open for the merchant (1400 naming what is missing). */
async function assertRoutable(tx: Tx, merchantId: number, payMode: number, channel: TradeChannel) {
  if (!channelPayModes[channel].includes(payMode)) {
    throw badParameter(`${tradeChannelText(channel)}不支持${payModeText(payMode)}`, `支持${payModeText(payMode)}的通道：${(Object.keys(channelPayModes) as TradeChannel[]).filter((c) => channelPayModes[c].includes(payMode)).map(tradeChannelText).join('、')}`);
  }
  const opened = (await channelsOf(tx, merchantId, payMode)).find((c) => c.channel === channel)?.opened;
  if (!opened) throw badParameter(`商户尚未开通${tradeChannelText(channel)}通道`, '请先为商户提交该通道的进件申请，开通后再设置路由');
}

const words = (r: { pay_mode: number; channel: string; status: number; remark: string }) => ({
  pay_mode: payModeText(r.pay_mode),
  channel: tradeChannelText(r.channel),
  status: paymentRouteStatusNames[r.status],
  remark: r.remark || '（无）',
});
const target = (r: { id: number; merchant: number; pay_mode: number }) => ({ type: 'payment_route', id: r.id, name: payModeText(r.pay_mode), merchant: r.merchant });

export async function create(db: Database, actor: Actor, body: CallBody<typeof calls.paymentRouteCreate>) {
  const access = actor.access;
  const duplicate = () => badParameter(`${payModeText(body.pay_mode)}已设置路由`, '每种支付方式只能设置一条路由，请编辑已有的路由');
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const profile = await findProfileIn(tx, access, body.merchant);
        await assertRoutable(tx, profile.merchant, body.pay_mode, body.channel as TradeChannel);
        const values = { merchant: profile.merchant, pay_mode: body.pay_mode, channel: body.channel, remark: body.remark?.trim() ?? '', status: 1, operator: access.manager.name };
        const id = await repository.insert(tx, values);
        await audit(tx, actor, target({ id, ...values }), { after: words(values) });
        return { id };
      }),
    duplicate,
  );
}

export async function update(db: Database, actor: Actor, body: CallBody<typeof calls.paymentRouteUpdate>) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const before = await findRoute(tx, access, body.id, { lock: true });
    // An enabled route always points at a channel open for the merchant; a disabled one may keep a closed channel.
    if (body.status === 1) await assertRoutable(tx, before.merchant, before.pay_mode, body.channel as TradeChannel);
    const after = { pay_mode: before.pay_mode, channel: body.channel, status: body.status, remark: body.remark?.trim() ?? '' };
    await repository.update(tx, before.id, { channel: after.channel, status: after.status, remark: after.remark, operator: access.manager.name });
    await audit(tx, actor, target(before), { before: words(before), after: words(after) });
    return null;
  });
}

export async function remove(db: Database, actor: Actor, id: number) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const before = await findRoute(tx, access, id, { lock: true });
    if (before.status === 1) throw new AppError(Code.ILLEGAL_TRANSITION, `${payModeText(before.pay_mode)}的路由正在启用，不能删除`, '请先停用该路由再删除');
    await repository.remove(tx, before.id);
    await audit(tx, actor, target(before), { before: words(before) });
    return null;
  });
}
