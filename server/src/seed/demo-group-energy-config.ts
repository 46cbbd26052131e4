import type { Tx } from '../db/client.js';
import { energyStation, energyStationCharge, energyStationChannel } from '../db/schema/index.js';

/**
 * The group's 支付通道配置 and 充电配置 demo (深能充电集团 100400, operator 周婷): 南山科技园充电站 (100201) collects to the
 * group (集团统一收款, 银联商务), 宝安中心充电站 (100202) to its own merchant (微信支付); 南山后海充电站 follows its merchant's
 * default. Charge settings saved at 南山科技园充电站 and 宝安中心充电站; 南山后海充电站 runs with the defaults.
 * docs/decisions.md, "The group's station channel and charge configuration".
 */
export async function seedDemoGroupEnergyConfig(tx: Tx, now = new Date()) {
  const stations = new Map((await tx.select({ id: energyStation.id, name: energyStation.name, merchant: energyStation.merchant }).from(energyStation)).map((s) => [s.name, s]));
  const NS = stations.get('南山科技园充电站');
  const BA = stations.get('宝安中心充电站');
  if (!NS || !BA) return;
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
  await tx.insert(energyStationChannel).values([
    { merchant: NS.merchant, station: NS.id, mode: 2, payee: 2, payee_merchant: 100400, channel: 'CHINAUMS', mch_no: '898440358120031', remark: '集团统一收款，按月与站点结算', operator: '周婷', create_time: ago(60), update_time: ago(21) },
    { merchant: BA.merchant, station: BA.id, mode: 2, payee: 1, payee_merchant: BA.merchant, channel: 'WXPAY', mch_no: '1601234567', remark: '站点自有微信子商户', operator: '周婷', create_time: ago(30), update_time: ago(30) },
  ]);
  await tx.insert(energyStationCharge).values([
    { merchant: NS.merchant, station: NS.id, max_power: 120, max_energy: 0, max_amount: 30_000, stop_balance: 200, full_stop: true, trickle_power: 30, trickle_minutes: 10, user_sessions: 1, operator: '周婷', create_time: ago(45), update_time: ago(14) },
    { merchant: BA.merchant, station: BA.id, max_power: 60, max_energy: 80, max_amount: 0, stop_balance: 0, full_stop: false, trickle_power: 20, trickle_minutes: 15, user_sessions: 2, operator: '周婷', create_time: ago(20), update_time: ago(20) },
  ]);
}
