import { addDays, todayInChina } from '@console/contract';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { energyApp, energyDevice, energyDeviceMessageLog, energyDeviceOnlineLog, energyEmapApply, energySim, energyStation, energyUserList } from '../db/schema/index.js';

/**
 * The 配置 demo (after `seedDemoEnergy` and the cards): blacklist and whitelist entries, a SIM for every demo charger
 * (its seeded ICCID) and two spare ones, a week of online/offline events and a day of protocol frames, the merchants'
 * charging apps and map referral applications in each audit state. docs/decisions.md, "Energy configuration:
 * blacklist, whitelist, SIM, logs, apps, map referrals".
 */
export async function seedDemoEnergyConfigLists(tx: Tx, now = new Date()) {
  const today = todayInChina(now);
  const stations = new Map((await tx.select({ id: energyStation.id, name: energyStation.name }).from(energyStation)).map((s) => [s.name, s.id]));
  const station = (name: string) => stations.get(name)!;
  const devices = await tx
    .select({ id: energyDevice.id, code: energyDevice.device_code, merchant: energyDevice.merchant, station: energyDevice.station, iccid: energyDevice.iccid, protocol: energyDevice.protocol, online: energyDevice.online })
    .from(energyDevice)
    .where(inArray(energyDevice.merchant, [100201, 100202]))
    .orderBy(energyDevice.device_code);
  const ago = (days: number, hours = 0) => new Date(now.getTime() - days * 86_400_000 - hours * 3_600_000);

  // ---- blacklist and whitelist ------------------------------------------------------------------------------------
  const NS = station('南山科技园充电站');
  const HH = station('南山后海充电站');
  const BA = station('宝安中心充电站');
  const entries = [
    { merchant: 100201, kind: 1, station: null, identity_type: 1, identity: '13912340001', name: '刘先生', reason: '多次恶意占用充电车位，充满后不挪车', expire_date: null, days: 40 },
    { merchant: 100201, kind: 1, station: HH, identity_type: 3, identity: 'LSGBC5345HS123457', name: '粤B3K678', reason: '燃油车占用充电车位，已多次劝离', expire_date: addDays(today, 90), days: 21 },
    { merchant: 100201, kind: 1, station: NS, identity_type: 2, identity: '880020100009', name: '', reason: '卡片涉嫌盗刷，待核实', expire_date: addDays(today, 15), days: 6 },
    { merchant: 100201, kind: 1, station: null, identity_type: 1, identity: '13698765432', name: '陈女士', reason: '拖欠充电费用 3 笔', expire_date: addDays(today, -5), days: 60 },
    { merchant: 100201, kind: 1, station: NS, identity_type: 1, identity: '15011112222', name: '王先生', reason: '误加，已核实为正常用户', expire_date: null, days: 12, status: 0 },
    { merchant: 100202, kind: 1, station: BA, identity_type: 1, identity: '18922223333', name: '黄先生', reason: '损坏充电枪拒不赔偿', expire_date: null, days: 30 },
    { merchant: 100201, kind: 2, station: null, identity_type: 1, identity: '13800000201', name: '孙强', reason: '站点运维人员测试充电', expire_date: null, days: 90 },
    { merchant: 100201, kind: 2, station: HH, identity_type: 3, identity: 'LFV3A23C8K3012345', name: '粤B12345 鹏程车队', reason: '合作网约车车队，月结', expire_date: addDays(today, 180), days: 45 },
    { merchant: 100201, kind: 2, station: NS, identity_type: 2, identity: '880020100001', name: '园区班车', reason: '科技园区通勤班车，夜间优先充电', expire_date: addDays(today, 30), days: 20 },
    { merchant: 100202, kind: 2, station: null, identity_type: 1, identity: '13800000202', name: '李明', reason: '站点运维人员测试充电', expire_date: null, days: 50 },
  ];
  await tx.insert(energyUserList).values(
    entries.map(({ days, status, ...e }) => ({ ...e, status: status ?? 1, operator: e.merchant === 100201 ? '孙强' : '李明', create_time: ago(days), update_time: ago(days) })),
  );

  // ---- SIM cards: one per charger (its ICCID), two spares --------------------------------------------------------
  const operators = [1, 2, 3];
  await tx.insert(energySim).values([
    ...devices.map((d, i) => ({
      merchant: d.merchant,
      iccid: d.iccid.toUpperCase(),
      msisdn: `1440${String(20_000_000 + i * 7_919).padStart(9, '0')}`.slice(0, 13),
      operator: operators[i % 3]!,
      device: d.id,
      plan_mb: i % 2 ? 500 : 1024,
      used_mb: d.online ? 120 + ((i * 137) % 600) : 3,
      expire_date: i === 3 ? addDays(today, -8) : i === 1 ? addDays(today, 18) : addDays(today, 200 + i * 30),
      status: 1,
      notes: i === 3 ? '已欠费停机，待续费' : '',
      create_time: ago(120 - i),
      update_time: ago(120 - i),
    })),
    { merchant: 100201, iccid: '89860123456789012345', msisdn: '1440912345678', operator: 1, device: null, plan_mb: 1024, used_mb: 0, expire_date: addDays(today, 330), status: 1, notes: '备用卡', create_time: ago(10), update_time: ago(10) },
    { merchant: 100202, iccid: '8986031987654321098', msisdn: '1410987654321', operator: 3, device: null, plan_mb: 500, used_mb: 0, expire_date: addDays(today, 100), status: 0, notes: '旧桩拆下的卡，已停用', create_time: ago(80), update_time: ago(30) },
  ]);

  // ---- online / offline events of the last 7 days ----------------------------------------------------------------
  const online: (typeof energyDeviceOnlineLog.$inferInsert)[] = [];
  const offReasons = ['心跳超时（180 秒未收到心跳）', '网络断开', '设备重启', '平台升级主动断开'];
  for (const [i, d] of devices.entries()) {
    const ip = `112.97.${40 + i}.${(i * 37) % 250}`;
    // Flaky devices drop more often; an offline one's last event is its drop.
    const drops = d.online ? 1 + (i % 3) : 3;
    for (let k = 0; k < drops; k++) {
      const downAt = ago(6 - k * 2, 3 + i);
      online.push({ merchant: d.merchant, station: d.station, device_code: d.code, event: 2, reason: offReasons[(i + k) % offReasons.length]!, remote_ip: ip, protocol: d.protocol, event_time: downAt });
      if (d.online || k < drops - 1) {
        online.push({ merchant: d.merchant, station: d.station, device_code: d.code, event: 1, reason: k % 2 ? '断线重连' : '设备登录', remote_ip: ip, protocol: d.protocol, event_time: new Date(downAt.getTime() + (5 + i * 3) * 60_000) });
      }
    }
    online.push({ merchant: d.merchant, station: d.station, device_code: d.code, event: 1, reason: '设备登录', remote_ip: ip, protocol: d.protocol, event_time: ago(7, i) });
  }
  await tx.insert(energyDeviceOnlineLog).values(online);

  // ---- protocol frames of the last day (online chargers) ---------------------------------------------------------
  const frames: (typeof energyDeviceMessageLog.$inferInsert)[] = [];
  for (const [i, d] of devices.filter((x) => x.online).entries()) {
    const row = (direction: number, action: string, payload: string, at: Date) =>
      frames.push({ merchant: d.merchant, station: d.station, device_code: d.code, direction, protocol: d.protocol, action, payload, event_time: at });
    for (let h = 0; h < 24; h++) {
      const at = ago(0, h + i * 0.1);
      const stamp = at.toISOString();
      if (d.protocol === 'YKC') {
        const serial = d.code.replace(/\D/g, '').padStart(14, '0');
        row(1, '0x03 心跳包', `68 0D ${String(h).padStart(4, '0')} 00 03 ${serial} 01 00`, at);
        row(2, '0x04 心跳包应答', `68 0D ${String(h).padStart(4, '0')} 00 04 ${serial} 01 00`, new Date(at.getTime() + 200));
        if (h % 6 === 1) row(1, '0x13 上传实时监测数据', `68 40 ${String(h).padStart(4, '0')} 00 13 ${serial} 01 03 00 E8 03 C4 09 20 1C`, new Date(at.getTime() + 5_000));
      } else {
        const id = `${d.code}-${h}`;
        row(1, 'Heartbeat', `[2,"${id}","Heartbeat",{}]`, at);
        row(2, 'Heartbeat.conf', `[3,"${id}",{"currentTime":"${stamp}"}]`, new Date(at.getTime() + 150));
        if (h % 6 === 2) {
          row(1, 'StatusNotification', `[2,"${id}s","StatusNotification",{"connectorId":1,"errorCode":"NoError","status":"Charging","timestamp":"${stamp}"}]`, new Date(at.getTime() + 3_000));
          row(1, 'MeterValues', `[2,"${id}m","MeterValues",{"connectorId":1,"meterValue":[{"timestamp":"${stamp}","sampledValue":[{"value":"${18_000 + h * 950}","measurand":"Energy.Active.Import.Register","unit":"Wh"}]}]}]`, new Date(at.getTime() + 6_000));
        }
        if (h === 9) row(2, 'RemoteStartTransaction', `[2,"${id}r","RemoteStartTransaction",{"connectorId":1,"idTag":"APP13800000201"}]`, new Date(at.getTime() + 9_000));
      }
    }
  }
  await tx.insert(energyDeviceMessageLog).values(frames);

  // ---- charging apps ---------------------------------------------------------------------------------------------
  await tx.insert(energyApp).values([
    { merchant: 100201, name: '南山快充', kind: 1, app_id: 'wx8f3c21a6d4b70e15', version: 'v3.2.1', service_phone: '0755-86001201', launch_date: '2025-06-18', status: 1, create_time: ago(500) },
    { merchant: 100201, name: '南山快充', kind: 2, app_id: '2021004135678901', version: 'v3.1.0', service_phone: '0755-86001201', launch_date: '2025-09-02', status: 1, create_time: ago(420) },
    { merchant: 100201, name: '南山快充 H5', kind: 3, app_id: 'h5-nanshan-charge', version: 'v2.0.4', service_phone: '0755-86001201', launch_date: '2025-03-10', status: 0, create_time: ago(600) },
    { merchant: 100202, name: '宝安充电', kind: 1, app_id: 'wx27be90c13f5a8d62', version: 'v1.4.0', service_phone: '0755-27001202', launch_date: '2026-01-05', status: 1, create_time: ago(300) },
    { merchant: 100200, name: '鹏城充电', kind: 4, app_id: 'com.pengcheng.charge', version: '5.6.0', service_phone: '400-820-0200', launch_date: '2024-11-11', status: 1, create_time: ago(700) },
  ]);

  // ---- map referral applications ---------------------------------------------------------------------------------
  const applies = [
    { station: NS, merchant: 100201, platform: 'amap', status: 1, audit_note: '资料齐全，已提交高德上架', days: 30 },
    { station: NS, merchant: 100201, platform: 'baidu', status: 0, audit_note: '', days: 2 },
    { station: HH, merchant: 100201, platform: 'tencent', status: 2, audit_note: '电站定位与地址不符，请更正坐标后重新申请', days: 12 },
    { station: HH, merchant: 100201, platform: 'kuaidian', status: 0, audit_note: '', days: 1 },
    { station: BA, merchant: 100202, platform: 'amap', status: 0, audit_note: '', days: 3 },
  ];
  await tx.insert(energyEmapApply).values(
    applies.map((a, i) => ({
      apply_no: `EM${today.replace(/-/g, '')}${String(i + 1).padStart(4, '0')}`,
      merchant: a.merchant,
      station: a.station,
      platform: a.platform,
      contact_name: a.merchant === 100201 ? '孙强' : '李明',
      contact_mobile: a.merchant === 100201 ? '13800000201' : '13800000202',
      note: '申请在地图上展示电站位置、实时空闲枪数与价格',
      status: a.status,
      audit_note: a.audit_note,
      auditor: a.status ? '赵敏' : '',
      audit_time: a.status ? ago(a.days - 1) : null,
      create_time: ago(a.days),
      update_time: ago(a.status ? a.days - 1 : a.days),
    })),
  );
}
