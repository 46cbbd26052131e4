import { BonusEventStatus, bonusEventStatuses, bonusValueText, Code, type CallBody, type CallQuery, type calls } from '@console/contract';
import type { Database } from '../../../db/client.js';
import { AppError, badParameter } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { addDays, dayRange, iso, todayInChina } from '../../../shared/time.js';
import * as events from '../event/event.repository.js';
import * as tokens from '../token/token.repository.js';
import * as values from '../value/value.repository.js';
import * as repository from './grant.repository.js';

/**
 * 发放记录 and 参与记录, and the event trigger (document 1 §7): a merchant asks an activity for a reward, for itself. The
 * activity's row is locked while the player's grants are counted and the stock moves, so a repeated or concurrent
 * trigger never grants past `player_limit` nor past the stock. Every attempt is a player record; one that grants nothing
 * answers 1003 with the reason. docs/decisions.md, "Marketing center".
 */
export const shownGrant = ({ value_kind, value_amount, ...r }: repository.GrantRow) => ({
  ...r,
  value_text: bonusValueText({ kind: value_kind, amount: value_amount }),
  create_time: iso(r.create_time),
});

export async function grants(db: Database, access: Access, query: CallQuery<typeof calls.bonusGrantList>) {
  const page = cappedPageOf(query);
  const { from, before } = dayRange(query);
  const filter: repository.GrantFilter = { merchants: access.scope, event: query.event, value: query.value, player: query.player, source: query.source, from, before };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.grantPage(tx, filter, page.size, page.offset), total: await repository.grantTotal(tx, filter) }));
  return listPayload(rows.map(shownGrant), total, page);
}

export async function players(db: Database, access: Access, query: CallQuery<typeof calls.bonusApplyList>) {
  const page = cappedPageOf(query);
  const { from, before } = dayRange(query);
  const filter: repository.PlayerFilter = { merchants: access.scope, event: query.event, granted: query.granted === undefined ? undefined : query.granted === 1, from, before };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.playerPage(tx, filter, page.size, page.offset), total: await repository.playerTotal(tx, filter) }));
  return listPayload(rows.map((r) => ({ ...r, create_time: iso(r.create_time) })), total, page);
}

type Outcome = { granted: false; reason: string } | { granted: true; grant: number; event: number; value_name: string; value_text: string };

/** 活动触发: `voucher` redeems a code; otherwise `event_id` (with the business event `issuer`) asks a 事件奖励 activity. */
export async function trigger(db: Database, access: Access, body: CallBody<typeof calls.bonusEventTrigger>): Promise<Omit<Extract<Outcome, { granted: true }>, 'granted'> & { message: string }> {
  const player = access.merchant.id;
  if (body.merchant !== undefined && body.merchant !== player) throw badParameter('只能为本商户领取活动奖励', '请去掉 merchant 参数，或填写本商户的商户号');
  if (!body.voucher && !body.event_id) throw badParameter('请提供活动 ID（event_id）或兑换码（voucher）');
  const voucher = body.voucher?.toUpperCase() ?? '';
  // Who runs the activity (another tenant than the caller's): read by id or code only, nothing else leaves it.
  const owner = await db.tenant('all', async (tx) => {
    if (voucher) return (await tokens.findCode(tx, voucher))?.merchant;
    return (await events.find(tx, 'all', body.event_id!))?.merchant;
  });
  if (owner === undefined) throw new AppError(Code.NOT_GRANTED, voucher ? '兑换码不存在，请核对后重新输入' : '活动不存在', voucher ? '兑换码为 12 位字母和数字' : '');

  const outcome = await db.tenant([owner], async (tx): Promise<Outcome> => {
    const code = voucher ? await tokens.findCode(tx, voucher) : undefined;
    const eventId = code?.event ?? body.event_id!;
    const event = (await events.find(tx, [owner], eventId, { lock: true }))!;
    const refuse = async (reason: string): Promise<Outcome> => {
      await repository.insertPlayer(tx, { merchant: owner, event: event.id, player, player_name: access.merchant.name, issuer: body.issuer ?? '', voucher, granted: false, reason });
      return { granted: false, reason };
    };
    if (code && body.event_id && body.event_id !== code.event) return refuse('兑换码不属于该活动');
    if (event.status !== BonusEventStatus.running) return refuse(event.status === BonusEventStatus.draft ? '活动尚未发布' : `活动${bonusEventStatuses[event.status]}`);
    if (event.start_time > new Date()) return refuse('活动尚未开始');
    if (event.type === 2 && !code) return refuse('该活动需凭兑换码领取');
    if (event.type === 1 && code) return refuse('该活动不使用兑换码');
    if (event.type === 1 && body.issuer && body.issuer !== event.issuer) return refuse('触发事件与活动不符');
    if (code?.status === 1) return refuse('兑换码已被使用');
    if (code && code.expire_date < todayInChina()) return refuse('兑换码已过期');
    if ((await repository.grantsOf(tx, owner, event.id, player)) >= event.player_limit) return refuse(`每个商户限领 ${event.player_limit} 次，已领完`);

    let value: { id: number; name: string; kind: number; amount: number; valid_days: number } | undefined;
    if (code) {
      const row = (await values.find(tx, [owner], code.value, { lock: true }))!;
      if (row.status !== 1) return refuse('奖品已停用');
      await values.moveStock(tx, owner, row.id, { reserved: -1, granted: 1 });
      await tokens.redeem(tx, owner, code.id, player, access.merchant.name);
      value = row;
    } else {
      value = (await values.usable(tx, owner, event.id)).find((v) => v.remaining > 0);
      if (!value) return refuse('奖品已发完');
      await values.moveStock(tx, owner, value.id, { granted: 1 });
    }
    const grant = await repository.insertGrant(tx, {
      merchant: owner, event: event.id, value: value.id, player, player_name: access.merchant.name, source: code ? 2 : 1, voucher, issuer: body.issuer ?? '',
      expire_date: addDays(todayInChina(), value.valid_days),
    });
    await repository.insertPlayer(tx, { merchant: owner, event: event.id, player, player_name: access.merchant.name, issuer: body.issuer ?? '', voucher, granted: true, grant });
    return { granted: true, grant, event: event.id, value_name: value.name, value_text: bonusValueText(value) };
  });
  if (!outcome.granted) throw new AppError(Code.NOT_GRANTED, `未领取到奖励：${outcome.reason}`, '');
  const { granted: _g, ...won } = outcome;
  return { ...won, message: `恭喜，获得「${won.value_name}」（${won.value_text}）` };
}
