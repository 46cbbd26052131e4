import { createHash } from 'node:crypto';
import { EnergyStatus, SoftwareKind, UpgradeStatus } from '@console/contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../db/client.js';
import { energyDevice, energySoftware, energyUpgrade } from '../db/schema/index.js';

/** Each demo charger's application software version (its firmware is seeded V2.3.1 by `seedDemoEnergy`). */
const softwareVersions: Record<string, string> = {
  'NS-DC-0001': 'V1.8.0', 'NS-DC-0002': 'V1.8.0', 'NS-AC-0003': 'V1.2.0', 'NS-AC-0004': 'V1.2.0',
  'HH-DC-0101': 'V2.1.0', 'HH-AC-0102': 'V1.9.5', 'BA-DC-0201': 'V1.0.3', 'BA-AC-0202': 'V1.0.1', 'BA-AC-0203': 'V1.0.1',
};

interface DemoJob {
  device: string;
  status: number;
  from: string;
  reason?: string;
  /** Days before the seeding time. */
  days: number;
}

interface DemoVersion {
  merchant: number;
  kind: 1 | 2;
  name: string;
  model: string;
  version: string;
  notes: string;
  status?: number;
  jobs?: DemoJob[];
}

const { downloading, installing, installed, failed } = UpgradeStatus;
const versions: DemoVersion[] = [
  { merchant: 100201, kind: SoftwareKind.firmware, name: '特来电直流桩固件', model: 'TELD-DC120', version: 'V2.3.1', notes: '出厂稳定版' },
  {
    merchant: 100201, kind: SoftwareKind.firmware, name: '特来电直流桩固件', model: 'TELD-DC120', version: 'V2.4.0', notes: '优化枪头温度采样；修复 OCPP 心跳重连',
    jobs: [{ device: 'NS-DC-0001', status: installed, from: 'V2.3.1', days: 6 }, { device: 'NS-DC-0002', status: failed, from: 'V2.3.1', reason: '下载超时（300 秒）', days: 6 }],
  },
  { merchant: 100201, kind: SoftwareKind.firmware, name: '星星交流桩固件', model: 'XX-AC7', version: 'V3.1.0', notes: '支持云快充协议 1.6', jobs: [{ device: 'NS-AC-0003', status: downloading, from: 'V2.3.1', days: 0 }] },
  { merchant: 100201, kind: SoftwareKind.firmware, name: '盛弘直流桩固件', model: 'SH-DC160', version: 'V1.2.0', notes: '测试版，已停用', status: EnergyStatus.disabled },
  { merchant: 100201, kind: SoftwareKind.software, name: '充电控制程序', model: 'TELD-DC120', version: 'V1.8.0', notes: '当前在用版本' },
  { merchant: 100201, kind: SoftwareKind.software, name: '充电控制程序', model: 'TELD-DC120', version: 'V1.9.0', notes: '新增即插即充；计费精度提升到 0.001 kWh' },
  { merchant: 100201, kind: SoftwareKind.software, name: '交流桩运营程序', model: 'SH-AC11', version: 'V2.0.0', notes: '支持分时电价', jobs: [{ device: 'HH-AC-0102', status: installing, from: 'V1.9.5', days: 0 }] },
  { merchant: 100202, kind: SoftwareKind.firmware, name: '英可瑞交流桩固件', model: 'YKR-AC7', version: 'V1.5.2', notes: '修复离线后重连失败' },
  { merchant: 100202, kind: SoftwareKind.software, name: '直流桩运营程序', model: 'YKR-DC60', version: 'V1.0.3', notes: '当前在用版本' },
];

/**
 * The software and firmware demo (after `seedDemoEnergy`): versions for the demo chargers' models at 南山快充站 (100201)
 * and 宝安充电站 (100202), with upgrade jobs in each state. The packages' links are content-addressed like uploaded ones,
 * but no bytes are stored for them (a demo download answers 文件不存在).
 */
export async function seedDemoEnergySoftware(tx: Tx, now = new Date()) {
  for (const [code, version] of Object.entries(softwareVersions)) await tx.update(energyDevice).set({ software_version: version }).where(eq(energyDevice.device_code, code));
  await tx.update(energyDevice).set({ firmware_version: 'V2.4.0' }).where(eq(energyDevice.device_code, 'NS-DC-0001'));
  const created = new Date('2026-08-01T02:00:00Z');
  for (const [i, v] of versions.entries()) {
    const sha = createHash('sha256').update(`${v.merchant}/${v.kind}/${v.model}/${v.version}`).digest('hex');
    const fileName = `${v.model}-${v.version}.zip`;
    const time = new Date(created.getTime() + i * 86_400_000);
    const [row] = await tx
      .insert(energySoftware)
      .values({
        merchant: v.merchant, kind: v.kind, name: v.name, model: v.model, version: v.version, notes: v.notes, status: v.status ?? EnergyStatus.enabled,
        file_name: fileName, file_link: `/files/firmware/${sha.slice(0, 2)}/${sha}.zip?name=${encodeURIComponent(fileName)}`, file_sha256: sha, create_time: time, update_time: time,
      })
      .returning({ id: energySoftware.id });
    for (const job of v.jobs ?? []) {
      const [device] = await tx.select({ id: energyDevice.id }).from(energyDevice).where(eq(energyDevice.device_code, job.device));
      const at = new Date(now.getTime() - job.days * 86_400_000 - 600_000);
      await tx.insert(energyUpgrade).values({
        merchant: v.merchant, software: row!.id, device: device!.id, device_code: job.device, kind: v.kind, from_version: job.from, to_version: v.version,
        status: job.status, reason: job.reason ?? '', operator: '孙强', create_time: at, update_time: new Date(at.getTime() + 120_000),
      });
    }
  }
}
