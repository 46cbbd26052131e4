import { AlarmProcess, alarmKinds, EnergyStatus, PortState, type AlarmKind } from '@console/contract';
import type { Tx } from '../db/client.js';
import { energyAlarm, energyDevice, energyPort, energyStation } from '../db/schema/index.js';

interface DemoDevice {
  code: string;
  vendor: string;
  model: string;
  protocol: 'OCPP16' | 'OCPP201' | 'YKC';
  online: boolean;
  /** Port type (1 AC, 2 DC), power (W) and each port's state. */
  type: 1 | 2;
  power: number;
  states: number[];
}

const { offline, idle, occupied, charging, fault } = PortState;

/**
 * The energy demo: 南山快充站 (100201, customer of 鹏城充电服务商 100200 and member of 深能充电集团 100400) runs two stations
 * in 深圳南山, 宝安充电站 (100202, the group's other member) one in 宝安; 2–4 chargers each with 2–10 ports in mixed states;
 * 40 alarms over the last 60 days, counted back from the seeding time so the to-do badges show unprocessed alarms of
 * the last 30 days (100201: 8, so also its partner; the group 100201 + 100202: 13).
 */
const stations = [
  {
    merchant: 100201, name: '南山科技园充电站', region: '440305', region_name: '广东省深圳市南山区', address: '科技南十路 6 号停车场 B1', lat: 22.540_512, lng: 113.943_205,
    open_time: '00:00', close_time: '24:00', contact_name: '孙强', contact_mobile: '13800000201',
    devices: [
      { code: 'NS-DC-0001', vendor: '特来电', model: 'TELD-DC120', protocol: 'OCPP16', online: true, type: 2, power: 120_000, states: [charging, idle] },
      { code: 'NS-DC-0002', vendor: '特来电', model: 'TELD-DC120', protocol: 'OCPP16', online: true, type: 2, power: 120_000, states: [idle, occupied] },
      { code: 'NS-AC-0003', vendor: '星星充电', model: 'XX-AC7', protocol: 'YKC', online: true, type: 1, power: 7_000, states: [idle, charging, idle, fault, idle, idle] },
      { code: 'NS-AC-0004', vendor: '星星充电', model: 'XX-AC7', protocol: 'YKC', online: false, type: 1, power: 7_000, states: [offline, offline, offline, offline] },
    ] satisfies DemoDevice[],
  },
  {
    merchant: 100201, name: '南山后海充电站', region: '440305', region_name: '广东省深圳市南山区', address: '后海大道 2388 号', lat: 22.514_836, lng: 113.944_713,
    open_time: '07:00', close_time: '23:00', contact_name: '孙强', contact_mobile: '13800000201',
    devices: [
      { code: 'HH-DC-0101', vendor: '盛弘', model: 'SH-DC160', protocol: 'OCPP201', online: true, type: 2, power: 160_000, states: [charging, charging] },
      { code: 'HH-AC-0102', vendor: '盛弘', model: 'SH-AC11', protocol: 'OCPP201', online: true, type: 1, power: 11_000, states: [idle, idle, idle, idle, occupied, idle, idle, fault, idle, idle] },
    ] satisfies DemoDevice[],
  },
  {
    merchant: 100202, name: '宝安中心充电站', region: '440306', region_name: '广东省深圳市宝安区', address: '宝安大道 4001 号', lat: 22.555_372, lng: 113.883_781,
    open_time: '06:00', close_time: '24:00', contact_name: '李明', contact_mobile: '13800000202',
    devices: [
      { code: 'BA-DC-0201', vendor: '英可瑞', model: 'YKR-DC60', protocol: 'YKC', online: true, type: 2, power: 60_000, states: [idle, charging, idle] },
      { code: 'BA-AC-0202', vendor: '英可瑞', model: 'YKR-AC7', protocol: 'OCPP16', online: false, type: 1, power: 7_000, states: [offline, offline] },
      { code: 'BA-AC-0203', vendor: '英可瑞', model: 'YKR-AC7', protocol: 'OCPP16', online: true, type: 1, power: 7_000, states: [idle, fault, idle, idle] },
    ] satisfies DemoDevice[],
  },
];

const messages: Record<AlarmKind, string> = {
  offline: '设备心跳超时，已离线',
  over_temperature: '枪头温度 92℃，超过阈值 85℃',
  emergency_stop: '急停按钮被按下，充电已中止',
  insulation: '绝缘检测电阻低于 100Ω/V',
  meter: '电表通信中断，计量暂停',
  over_current: '输出电流超过额定值 10%',
};
const kinds = Object.keys(alarmKinds) as AlarmKind[];

export async function seedDemoEnergy(tx: Tx, now = new Date()) {
  const created = new Date('2026-06-01T02:00:00Z');
  const devices: { id: number; code: string; station: number; merchant: number; ports: number }[] = [];
  for (const s of stations) {
    const { devices: chargers, ...fields } = s;
    const [station] = await tx.insert(energyStation).values({ ...fields, status: EnergyStatus.enabled, create_time: created, update_time: created }).returning({ id: energyStation.id });
    for (const d of chargers) {
      const [device] = await tx
        .insert(energyDevice)
        .values({
          device_code: d.code, merchant: s.merchant, station: station!.id, vendor: d.vendor, model: d.model, protocol: d.protocol, firmware_version: 'V2.3.1',
          iccid: `8986011${d.code.replace(/\D/g, '').padStart(13, '0')}`, online: d.online,
          last_heartbeat_time: new Date(now.getTime() - (d.online ? 30_000 : 3 * 86_400_000)), status: EnergyStatus.enabled, create_time: created, update_time: created,
        })
        .returning({ id: energyDevice.id });
      await tx.insert(energyPort).values(
        d.states.map((state, i) => ({ merchant: s.merchant, device: device!.id, port_no: i + 1, type: d.type, max_power: d.power, state, error_code: state === fault ? 'E-0x21' : '', create_time: created, update_time: created })),
      );
      devices.push({ id: device!.id, code: d.code, station: station!.id, merchant: s.merchant, ports: d.states.length });
    }
  }
  // 40 alarms, one every 1.5 days back from now: within 30 days two in three wait (a third already handled), older ones
  // are handled but every fifth (still open, outside the to-do's 30 days).
  const rows = Array.from({ length: 40 }, (_, i) => {
    const device = devices[(i * 7) % devices.length]!;
    const kind = kinds[i % kinds.length]!;
    const time = new Date(now.getTime() - (i * 1.5 + 0.2) * 86_400_000);
    const recent = i * 1.5 + 0.2 < 30;
    const pending = recent ? i % 3 !== 0 : i % 5 === 0;
    return {
      merchant: device.merchant, station: device.station, device: device.id, device_code: device.code, port_no: kind === 'offline' || kind === 'meter' ? null : (i % device.ports) + 1,
      level: (i % 5) + 1, kind, message: messages[kind], alarm_time: time, process: pending ? AlarmProcess.pending : AlarmProcess.done,
      processor: pending ? '' : '孙强', process_time: pending ? null : new Date(time.getTime() + 3_600_000), note: pending ? '' : '已现场检查并复位',
    };
  });
  await tx.insert(energyAlarm).values(rows);
}
