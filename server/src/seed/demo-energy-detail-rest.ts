import { lossAmountOf, lossOf } from '@console/contract';
import { and, gt, inArray, isNotNull } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { energyDevicePolicy, energyQuantity, energyQuantityRt, energyReplenish, energyStation, energyWalletAuth, wallet } from '../db/schema/index.js';

/**
 * The station detail's 虚拟电损 and 设备安全策略 demo (after the orders): the loss on at 南山科技园充电站 (3.00%) and
 * 宝安中心充电站 (2.50%), off at 南山后海充电站 (saved, switched off); a record for each finished session of those two
 * stations — the settled ones older than two days 已同步, one unsettled 同步失败, the rest 待同步 —; a few policies
 * changed from their defaults; 南山快充站's 机构钱包: 福田中心停车场's wallet (daily 500 元) and 南山科技园停车场's (停用).
 * docs/decisions.md, "Energy station detail: the rest".
 */
export async function seedDemoEnergyDetailRest(tx: Tx, now = new Date()) {
  const stations = new Map((await tx.select({ id: energyStation.id, name: energyStation.name, merchant: energyStation.merchant }).from(energyStation)).map((s) => [s.name, s]));
  const NS = stations.get('南山科技园充电站')!;
  const HH = stations.get('南山后海充电站')!;
  const BA = stations.get('宝安中心充电站')!;
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
  const settings = [
    { station: NS, enabled: true, loss_ratio: 300, notes: '按供电局关口表与桩端电表对比核定', days: 40 },
    { station: BA, enabled: true, loss_ratio: 250, notes: '变压器至桩线路较短', days: 25 },
    { station: HH, enabled: false, loss_ratio: 350, notes: '改造期间暂停计算电损', days: 8 },
  ];
  await tx.insert(energyQuantityRt).values(
    settings.map((s) => ({ merchant: s.station.merchant, station: s.station.id, enabled: s.enabled, loss_ratio: s.loss_ratio, notes: s.notes, create_time: ago(s.days + 30), update_time: ago(s.days) })),
  );

  const sessions = await tx
    .select()
    .from(energyReplenish)
    .where(and(inArray(energyReplenish.station, [NS.id, BA.id]), isNotNull(energyReplenish.end_time), gt(energyReplenish.energy_wh, 0), inArray(energyReplenish.state, [2, 3, 4])))
    .orderBy(energyReplenish.end_time);
  const ratioOf = (station: number) => (station === NS.id ? 300 : 250);
  const twoDaysAgo = ago(2);
  // One 同步失败: the latest unsettled session over two days old (within the last 30 days that 最新统计 sums by default).
  const failing = sessions.findLast((s) => s.state !== 3 && s.end_time! < twoDaysAgo)?.id;
  const rows = sessions.map((s) => {
    const ratio = ratioOf(s.station);
    const loss = lossOf(s.energy_wh, ratio);
    const end = s.end_time!;
    const settled = s.state === 3;
    let sync: { sync_state: number; sync_time: Date | null; sync_message: string } = { sync_state: 0, sync_time: null, sync_message: '' };
    if (settled && end < twoDaysAgo) sync = { sync_state: 1, sync_time: new Date(end.getTime() + 86_400_000), sync_message: '' };
    else if (s.id === failing) {
      sync = { sync_state: 2, sync_time: new Date(end.getTime() + 86_400_000), sync_message: '充电订单尚未结算，结算后再同步' };
    }
    return {
      merchant: s.merchant,
      station: s.station,
      replenish: s.id,
      order_no: s.order_no,
      device_code: s.device_code,
      port_no: s.port_no,
      record_time: end,
      meter_start: s.meter_start,
      meter_end: s.meter_end ?? s.meter_start + s.energy_wh,
      energy_wh: s.energy_wh,
      loss_ratio: ratio,
      loss_wh: loss,
      loss_amount: lossAmountOf(loss, s.energy_wh, s.elec_amount),
      ...sync,
      create_time: end,
    };
  });
  for (let i = 0; i < rows.length; i += 500) await tx.insert(energyQuantity).values(rows.slice(i, i + 500));

  const policies = [
    { station: NS, kind: 'over_temperature', threshold: 80, action: 2, status: 1, operator: '孙强', days: 30 },
    { station: NS, kind: 'soc_limit', threshold: 95, action: 2, status: 1, operator: '孙强', days: 12 },
    { station: HH, kind: 'under_voltage', threshold: 190, action: 1, status: 0, operator: '孙强', days: 5 },
    { station: BA, kind: 'leakage', threshold: 20, action: 2, status: 1, operator: '李明', days: 18 },
  ];
  await tx.insert(energyDevicePolicy).values(
    policies.map(({ station, days, ...p }) => ({ ...p, merchant: station.merchant, station: station.id, create_time: ago(days), update_time: ago(days) })),
  );

  const wallets = await tx.select({ id: wallet.id, merchant: wallet.merchant, wallet_no: wallet.wallet_no }).from(wallet).where(inArray(wallet.merchant, [100101, 100102]));
  const walletOf = (m: number) => wallets.find((w) => w.merchant === m);
  const auths = [
    { institution: 100101, daily_limit: 50_000, status: 1, notes: '停车场巡逻车、摆渡车充电，月底对账', days: 45 },
    { institution: 100102, daily_limit: 0, status: 0, notes: '合作暂停', days: 20 },
  ].filter((a) => walletOf(a.institution));
  if (auths.length) {
    await tx.insert(energyWalletAuth).values(
      auths.map(({ days, ...a }) => ({ ...a, merchant: 100201, wallet: walletOf(a.institution)!.id, wallet_no: walletOf(a.institution)!.wallet_no, operator: '孙强', create_time: ago(days), update_time: ago(days) })),
    );
  }
}
