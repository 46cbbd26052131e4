import { devicePolicyActions, devicePolicyKinds, energyStatuses, type CallBody, type calls, type DevicePolicyKindCode } from '@console/contract';
import type { Database, Tx } from '../../../db/client.js';
import { badParameter, conflict } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { iso } from '../../../shared/time.js';
import { energyScope } from '../scope.js';
import { stationFor } from '../station/station.service.js';
import * as repository from './policy.repository.js';

/**
 * 设备安全策略 (energy/device/policy…): a station's protections, one per kind of the contract's catalogue; a kind never
 * changed runs with its default. Reading needs the station's list permission, changing its update permission.
 * docs/decisions.md, "Energy station detail: the rest".
 */

const kinds = Object.keys(devicePolicyKinds) as DevicePolicyKindCode[];
type Current = { threshold: number; action: number; status: number };

async function policiesOf(tx: Tx, merchantId: number, stationId: number) {
  const rows = await repository.ofStation(tx, merchantId, stationId);
  return kinds.map((kind) => {
    const spec = devicePolicyKinds[kind];
    const row = rows.find((r) => r.kind === kind);
    return {
      kind,
      name: spec.name,
      unit: spec.unit,
      min: spec.min,
      max: spec.max,
      threshold: row?.threshold ?? spec.threshold,
      action: row?.action ?? spec.action,
      status: row?.status ?? spec.status,
      customised: !!row,
      operator: row?.operator ?? '',
      update_time: row ? iso(row.update_time) : null,
    };
  });
}

export async function list(db: Database, access: Access, stationCode: string) {
  return db.tenant(access.scope, async (tx) => {
    const station = await stationFor(tx, energyScope(access, 'station', 'list'), stationCode);
    return policiesOf(tx, station.merchant, station.id);
  });
}

const operatorOf = (access: Access) => access.manager.name || access.manager.account;
const text = (kind: DevicePolicyKindCode, p: Current) => {
  const spec = devicePolicyKinds[kind];
  return { policy: spec.name, threshold: `${p.threshold} ${spec.unit}`, action: devicePolicyActions[p.action as 1 | 2], status: energyStatuses[p.status as 0 | 1] };
};

async function change(db: Database, actor: Actor, stationCode: string, kind: DevicePolicyKindCode, next: (current: Current) => Current) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const station = await stationFor(tx, energyScope(access, 'station', 'update'), stationCode, { lock: true });
    const policy = (await policiesOf(tx, station.merchant, station.id)).find((p) => p.kind === kind)!;
    const current: Current = { threshold: policy.threshold, action: policy.action, status: policy.status };
    const after = next(current);
    await repository.save(tx, station.merchant, station.id, kind, { threshold: after.threshold, action: after.action, status: after.status, operator: operatorOf(access) });
    await audit(tx, actor, { type: 'energy_station', id: station.station_code, name: station.name, merchant: station.merchant }, { before: text(kind, current), after: text(kind, after) });
    return { kind };
  });
}

export function update(db: Database, actor: Actor, body: CallBody<typeof calls.energyDevicePolicyUpdate>) {
  const spec = devicePolicyKinds[body.kind];
  if (body.threshold < spec.min || body.threshold > spec.max) {
    throw badParameter(`${spec.name}的阈值须在 ${spec.min}–${spec.max} ${spec.unit} 之间`, `请填写 ${spec.min} 至 ${spec.max} 之间的整数`);
  }
  return change(db, actor, body.station_code, body.kind, (c) => ({ ...c, threshold: body.threshold, action: body.action }));
}

export function setStatus(db: Database, actor: Actor, body: CallBody<typeof calls.energyDevicePolicyStatus>) {
  return change(db, actor, body.station_code, body.kind, (c) => {
    if (c.status === body.status) throw conflict(`${devicePolicyKinds[body.kind].name}已是「${energyStatuses[body.status]}」`, '请刷新页面查看最新状态');
    return { ...c, status: body.status };
  });
}
