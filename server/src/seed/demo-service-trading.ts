import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { paymentTrade } from '../db/schema/index.js';
import * as material from '../modules/payment/material/material.repository.js';
import * as risk from '../modules/payment/risk/risk.repository.js';

const hoursAgo = (now: Date, hours: number) => new Date(now.getTime() - hours * 3_600_000);

/**
 * 支付服务's 物料申请 and 风险事件 (docs/decisions.md, "Payment service: transfers, material, risk, channels"), relative to
 * the seeding day so the lists show recent rows. 福田中心停车场 (100101, 深圳泊联科技's payment merchant) has applications in
 * every state — filed by the partner (陈立) or by itself (王芳) — and risk events on its largest trades, three waiting
 * for the partner's review; 南山快充站 (100201, the platform's) one application and one event.
 */
export async function seedDemoServiceTrading(tx: Tx) {
  const now = new Date();
  const address = '广东省深圳市福田区深南大道 6008 号 福田中心停车场管理处';
  const apply = (at: number, values: Partial<material.ApplyValues> & Pick<material.ApplyValues, 'material' | 'quantity' | 'status'>) =>
    material.insert(tx, {
      merchant: 100101, applicant_merchant: 100100, applicant: '陈立', receiver_name: '王芳', receiver_mobile: '13800100101', address, remark: '',
      create_time: hoursAgo(now, at), update_time: hoursAgo(now, at), ...values,
    });
  await apply(24 * 40, { material: 'stand', quantity: 30, status: 2, remark: '出口岗亭及缴费机旁各放一个', auditor: '平台运营', audit_time: hoursAgo(now, 24 * 39), express_company: '顺丰速运', express_no: 'SF1402556821034', ship_time: hoursAgo(now, 24 * 38) });
  await apply(24 * 21, { material: 'sticker', quantity: 120, status: 2, remark: '车位桌贴，扫码缴费', auditor: '平台运营', audit_time: hoursAgo(now, 24 * 20), express_company: '京东物流', express_no: 'JDX008812345671', ship_time: hoursAgo(now, 24 * 19) });
  await apply(24 * 9, { material: 'speaker', quantity: 5, status: -1, remark: '岗亭收款播报', auditor: '平台运营', audit_time: hoursAgo(now, 24 * 8), reason: '停车场出口已配语音播报，云音箱暂不配发' });
  await apply(24 * 4, { material: 'hanger', quantity: 40, status: 1, remark: 'B2 层电梯厅挂牌', auditor: '平台运营', audit_time: hoursAgo(now, 24 * 3), applicant_merchant: 100101, applicant: '王芳' });
  await apply(26, { material: 'scanner', quantity: 2, status: -2, remark: '重复提交', applicant_merchant: 100101, applicant: '王芳' });
  await apply(5, { material: 'stand', quantity: 10, status: 0, remark: '新增东门出入口' });
  await material.insert(tx, {
    merchant: 100201, applicant_merchant: 100201, applicant: '孙强', material: 'sticker', quantity: 60, receiver_name: '孙强', receiver_mobile: '13800100201',
    address: '广东省深圳市南山区科技园南区 南山快充站', remark: '每个充电桩贴一张', status: 0, create_time: hoursAgo(now, 30), update_time: hoursAgo(now, 30),
  });

  // The largest recent successful trades carry the events (real trade numbers, so the detail links work).
  const largest = async (merchant: number, n: number) =>
    tx.select({ trade_no: paymentTrade.trade_no, amount: paymentTrade.amount, trade_time: paymentTrade.trade_time }).from(paymentTrade)
      .where(and(eq(paymentTrade.merchant, merchant), inArray(paymentTrade.state, [2, 3]))).orderBy(desc(paymentTrade.amount)).limit(n);
  const trades = await largest(100101, 4);
  const event = (values: Partial<risk.EventValues> & Pick<risk.EventValues, 'type' | 'level' | 'description' | 'occur_time'>) =>
    risk.insert(tx, { merchant: 100101, create_time: values.occur_time, update_time: values.occur_time, ...values });
  const t = (i: number) => trades[i] ?? { trade_no: '', amount: 0, trade_time: hoursAgo(now, 24 * i + 3) };
  await event({ type: 'large', level: 2, trade_no: t(0).trade_no, amount: t(0).amount, occur_time: t(0).trade_time, description: '单笔金额超过商户近 30 天平均客单价 10 倍' });
  await event({ type: 'frequent', level: 1, trade_no: t(1).trade_no, amount: t(1).amount, occur_time: hoursAgo(now, 30), description: '同一付款人 10 分钟内支付 6 笔' });
  await event({ type: 'night', level: 1, amount: 0, occur_time: hoursAgo(now, 52), description: '凌晨 2 点至 4 点成交 23 笔，高于日常同时段 5 倍' });
  await event({
    type: 'cashout', level: 3, trade_no: t(2).trade_no, amount: t(2).amount, occur_time: hoursAgo(now, 24 * 6), description: '整数金额集中支付，疑似套现',
    status: 2, measure: 'limit', opinion: '经核实为月卡批量续费，按整数金额支付；已限制单笔额度观察一周', auditor: '陈立', audit_time: hoursAgo(now, 24 * 5),
  });
  await event({
    type: 'complaint', level: 2, trade_no: t(3).trade_no, amount: t(3).amount, occur_time: hoursAgo(now, 24 * 12), description: '付款人投诉重复扣费',
    status: 1, opinion: '车主两次进出场，两笔均为真实停车费，已向车主解释', auditor: '陈立', audit_time: hoursAgo(now, 24 * 11),
  });
  const charging = await largest(100201, 1);
  await risk.insert(tx, {
    merchant: 100201, type: 'remote', level: 2, trade_no: charging[0]?.trade_no ?? '', amount: charging[0]?.amount ?? 0, occur_time: hoursAgo(now, 20),
    description: '同一付款账户 1 小时内在深圳、广州两地充电支付', create_time: hoursAgo(now, 20), update_time: hoursAgo(now, 20),
  });
}
