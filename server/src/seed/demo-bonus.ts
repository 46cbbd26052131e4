import { bonusEvent, bonusGrant, bonusPlayer, bonusToken, bonusTokenBatch, bonusValue, bonusValueStock } from '../db/schema/index.js';
import type { Tx } from '../db/client.js';
import { readableCode } from '../shared/readable-code.js';
import { addDays, todayInChina } from '../shared/time.js';

/**
 * 营销中心 demo: the platform (100000) runs 新商户入驻有礼 (事件奖励, grants to four merchants over the last weeks),
 * 双十一兑换码活动 (20 codes, 3 redeemed), a draft and an ended activity; the partner 深圳泊联科技 (100100) runs
 * 泊联客户回馈 whose two rewards wait for the platform's audit and one was rejected. Grants are dated relative to today
 * so the board shows recent numbers.
 */
const PLATFORM = 100000;
const PARTNER = 100100;
const players = [
  { id: 100101, name: '福田中心停车场' },
  { id: 100102, name: '南山科技园停车场' },
  { id: 100103, name: '罗湖万象停车场' },
  { id: 100201, name: '南山快充站' },
];

export async function seedDemoBonus(tx: Tx) {
  const now = Date.now();
  const daysAgo = (days: number, hour = 2) => new Date(now - days * 86_400_000 - hour * 3_600_000);
  const today = todayInChina();
  const at = (date: string, time = '00:00:00') => new Date(`${date}T${time}+08:00`);
  const yearEnd = `${today.slice(0, 4)}-12-31`;
  const end = yearEnd > today ? yearEnd : addDays(today, 60);

  const event = async (values: typeof bonusEvent.$inferInsert) => (await tx.insert(bonusEvent).values(values).returning({ id: bonusEvent.id }))[0]!.id;
  const value = async (values: typeof bonusValue.$inferInsert) => {
    const stock = values.stock ?? 0;
    const granted = values.granted ?? 0;
    const reserved = values.reserved ?? 0;
    const [row] = await tx.insert(bonusValue).values({ ...values, remaining: stock - granted - reserved }).returning({ id: bonusValue.id });
    await tx.insert(bonusValueStock).values({ merchant: values.merchant, value: row!.id, count: stock, stock_after: stock, remark: '初始库存', operator: '平台管理员', create_time: values.create_time });
    return row!.id;
  };

  // 新商户入驻有礼: four merchants got the parking coupon, one also tried twice (refused by the limit).
  const welcome = await event({
    merchant: PLATFORM, name: '新商户入驻有礼', type: 1, issuer: 'park:apply:active', start_time: at(addDays(today, -40)), end_time: at(end, '23:59:59'),
    player_limit: 1, rules: '停车场入驻开通后自动发放 20 元停车券一张，每个商户限领一次；停车券领取后 30 天内有效。', status: 1, creator: '平台管理员', create_time: daysAgo(41),
  });
  const coupon = await value({ merchant: PLATFORM, event: welcome, name: '20 元停车券', kind: 1, amount: 2000, valid_days: 30, description: '全平台停车场通用，单次停车抵扣', stock: 500, granted: players.length, create_time: daysAgo(41) });
  await value({ merchant: PLATFORM, event: welcome, name: '入驻积分', kind: 2, amount: 500, valid_days: 365, description: '20 元停车券发完后发放', stock: 1000, create_time: daysAgo(41) });
  for (const [i, p] of players.entries()) {
    const time = daysAgo([0, 3, 9, 21][i]!, 1);
    const [g] = await tx.insert(bonusGrant).values({ merchant: PLATFORM, event: welcome, value: coupon, player: p.id, player_name: p.name, source: 1, issuer: 'park:apply:active', expire_date: addDays(time.toISOString().slice(0, 10), 30), create_time: time }).returning({ id: bonusGrant.id });
    await tx.insert(bonusPlayer).values({ merchant: PLATFORM, event: welcome, player: p.id, player_name: p.name, issuer: 'park:apply:active', granted: true, grant: g!.id, create_time: time });
  }
  await tx.insert(bonusPlayer).values({ merchant: PLATFORM, event: welcome, player: 100101, player_name: '福田中心停车场', issuer: 'park:apply:active', granted: false, reason: '每个商户限领 1 次，已领完', create_time: daysAgo(0, 0) });

  // 双十一兑换码活动: 20 codes of the 50-yuan voucher, three redeemed.
  const redeem = await event({
    merchant: PLATFORM, name: '双十一兑换码活动', type: 2, start_time: at(addDays(today, -24)), end_time: at(end, '23:59:59'), player_limit: 3,
    rules: '凭兑换码领取 50 元代金券，每个商户最多兑换 3 次。', status: 1, creator: '平台管理员', create_time: daysAgo(25),
  });
  const voucher = await value({ merchant: PLATFORM, event: redeem, name: '50 元代金券', kind: 3, amount: 5000, valid_days: 60, description: '充电、停车服务费抵扣', stock: 300, granted: 3, reserved: 17, create_time: daysAgo(25) });
  const [batch] = await tx.insert(bonusTokenBatch).values({ merchant: PLATFORM, event: redeem, value: voucher, name: '第一批兑换码', count: 20, expire_date: end, operator: '平台管理员', create_time: daysAgo(24) }).returning({ id: bonusTokenBatch.id });
  const codes = Array.from({ length: 20 }, () => readableCode(12));
  await tx.insert(bonusToken).values(codes.map((code, i) => (i < 3 ? { merchant: PLATFORM, batch: batch!.id, code, status: 1, player: players[i]!.id, player_name: players[i]!.name, redeem_time: daysAgo(i * 5 + 1) } : { merchant: PLATFORM, batch: batch!.id, code })));
  for (let i = 0; i < 3; i++) {
    const time = daysAgo(i * 5 + 1);
    const [g] = await tx.insert(bonusGrant).values({ merchant: PLATFORM, event: redeem, value: voucher, player: players[i]!.id, player_name: players[i]!.name, source: 2, voucher: codes[i]!, expire_date: addDays(time.toISOString().slice(0, 10), 60), create_time: time }).returning({ id: bonusGrant.id });
    await tx.insert(bonusPlayer).values({ merchant: PLATFORM, event: redeem, player: players[i]!.id, player_name: players[i]!.name, voucher: codes[i]!, granted: true, grant: g!.id, create_time: time });
  }

  // A draft waiting for its rewards, and an activity that ended.
  await event({
    merchant: PLATFORM, name: '充电站开业季', type: 1, issuer: 'station:apply:create', start_time: at(addDays(today, 7)), end_time: at(addDays(today, 67), '23:59:59'),
    player_limit: 1, rules: '提交充电站入驻申请即送充电代金券。', status: 0, creator: '平台管理员', create_time: daysAgo(2),
  });
  const national = await event({
    merchant: PLATFORM, name: '国庆停车节', type: 1, issuer: 'park:apply:create', start_time: at(addDays(today, -60)), end_time: at(addDays(today, -45), '23:59:59'),
    player_limit: 1, rules: '活动期间提交停车场入驻申请送 10 元停车券。', status: 2, creator: '平台管理员', create_time: daysAgo(62),
  });
  await value({ merchant: PLATFORM, event: national, name: '10 元停车券', kind: 1, amount: 1000, valid_days: 15, stock: 200, create_time: daysAgo(62) });

  // The partner's activity: its rewards wait for the platform's audit (one was rejected).
  const partner = await event({
    merchant: PARTNER, name: '泊联客户回馈', type: 1, issuer: 'park:apply:create', start_time: at(addDays(today, -5)), end_time: at(addDays(today, 55), '23:59:59'),
    player_limit: 1, rules: '泊联客户提交停车场入驻申请即送停车券。', status: 0, creator: '陈立', create_time: daysAgo(5),
  });
  await value({ merchant: PARTNER, event: partner, name: '泊联 15 元停车券', kind: 1, amount: 1500, valid_days: 30, stock: 200, audit_status: 0, create_time: daysAgo(4) });
  await value({ merchant: PARTNER, event: partner, name: '泊联 200 积分', kind: 2, amount: 200, valid_days: 180, stock: 500, audit_status: 0, create_time: daysAgo(3) });
  await value({
    merchant: PARTNER, event: partner, name: '泊联 100 元代金券', kind: 3, amount: 10000, valid_days: 30, stock: 50, audit_status: 2, audit_reason: '面值过高，请调整到 50 元以内',
    auditor: '平台管理员', audit_time: daysAgo(2), create_time: daysAgo(4),
  });
}
