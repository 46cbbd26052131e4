import {
  EnergyStatus,
  energyStatuses,
  FIRMWARE_LINK,
  softwareKinds,
  UpgradeStatus,
  type CallBody,
  type CallQuery,
  type calls,
} from '@console/contract';
import type { Database, Scope, Tx } from '../../../db/client.js';
import { badParameter, conflict, notFound, unlessDuplicate } from '../../../errors.js';
import type { Access } from '../../../plugins/access.js';
import type { Actor } from '../../../plugins/route.js';
import { audit } from '../../../shared/audit.js';
import { cappedPageOf, listPayload } from '../../../shared/paging.js';
import { iso } from '../../../shared/time.js';
import { energyOwner, energyScope } from '../scope.js';
import * as repository from './software.repository.js';

/**
 * Charger software (kind 1) and firmware (kind 2) versions and the upgrade of devices to them. docs/decisions.md,
 * "Energy software and firmware".
 */
export type Kind = 1 | 2;

type Row = repository.SoftwareRow;
const noun = (kind: number) => softwareKinds[kind as Kind];
const targetType = (kind: number) => (kind === 1 ? 'energy_software' : 'energy_firmware');
const target = (r: { id: number; kind: number; name: string; merchant: number }) => ({ type: targetType(r.kind), id: r.id, name: r.name, merchant: r.merchant });

/** A version the caller may act on (locked for a change), else "not found": one outside the scope is as if it did not exist. */
async function versionFor(tx: Tx, scope: Scope, kind: Kind, id: number, options: { lock?: boolean } = {}) {
  const row = await repository.find(tx, scope, kind, id, options);
  if (!row) throw notFound(`${noun(kind)}版本`);
  return row;
}

const shown = ({ file_name, file_link, ...r }: Row) => ({ ...r, file: { name: file_name, link: file_link }, create_time: iso(r.create_time), update_time: iso(r.update_time) });

export async function list(db: Database, access: Access, kind: Kind, query: CallQuery<typeof calls.energySoftwareList>) {
  const page = cappedPageOf(query);
  const filter: repository.Filter = {
    merchants: energyScope(access, 'software', 'list'),
    kind,
    merchant: query.merchant,
    keywords: query.keywords?.trim() || undefined,
    status: query.status,
  };
  const { rows, total } = await db.tenant(access.scope, async (tx) => ({ rows: await repository.page(tx, filter, page.size, page.offset), total: await repository.total(tx, filter) }));
  return listPayload(rows.map(shown), total, page);
}

export async function get(db: Database, access: Access, kind: Kind, id: number) {
  return shown(await db.tenant(access.scope, (tx) => versionFor(tx, energyScope(access, 'software', 'list'), kind, id)));
}

type FileBody = CallBody<typeof calls.energySoftwareCreate>['file'];

/** The file must be a .zip of the firmware upload space; its SHA-256 is read from the content-addressed link. */
function fileValues(file: FileBody) {
  const link = file.link.trim();
  const match = new RegExp(FIRMWARE_LINK).exec(link);
  if (!match) throw badParameter('请上传 .zip 格式的安装包', '安装包须通过本页的「上传文件」上传到设备软件与固件空间');
  const name = file.name.trim().replace(/[\\/]/g, '_');
  if (!name) throw badParameter('安装包文件名不能为空', '请重新上传安装包');
  return { file_name: name, file_link: link, file_sha256: match[2]! };
}

const textOf = (name: string, what: string) => {
  const text = name.trim();
  if (text.length < 2) throw badParameter(`${what}至少 2 个字`, `请填写${what}`);
  return text;
};

const taken = (kind: number, model: string, version: string) =>
  badParameter(`型号「${model}」已有${noun(kind)}版本「${version}」`, '同一型号的版本号不能重复；新的安装包请填写新的版本号');

const snapshot = (r: { name: string; file_name: string; notes: string; status: number }) => ({
  name: r.name,
  file: r.file_name,
  notes: r.notes,
  status: energyStatuses[r.status as 0 | 1],
});

export async function create(db: Database, actor: Actor, kind: Kind, body: CallBody<typeof calls.energySoftwareCreate>) {
  const access = actor.access;
  const values = {
    kind,
    name: textOf(body.name, '名称'),
    model: body.model.trim(),
    version: body.version,
    notes: body.notes?.trim() ?? '',
    ...fileValues(body.file),
    status: EnergyStatus.enabled,
  };
  if (!values.model) throw badParameter('设备型号不能为空', '请填写适用的设备型号，如 TELD-DC120');
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const merchantId = await energyOwner(tx, access, body.merchant, 'software', `${noun(kind)}版本`);
        const { id } = await repository.insert(tx, { ...values, merchant: merchantId });
        await audit(tx, actor, target({ id, kind, name: values.name, merchant: merchantId }), { after: { model: values.model, version: values.version, ...snapshot(values) } });
        return { id };
      }),
    () => taken(kind, values.model, values.version),
  );
}

export async function update(db: Database, actor: Actor, kind: Kind, body: CallBody<typeof calls.energySoftwareUpdate>) {
  const access = actor.access;
  const next = { name: textOf(body.name, '名称'), notes: body.notes?.trim() ?? '', ...fileValues(body.file) };
  return db.tenant(access.scope, async (tx) => {
    const row = await versionFor(tx, energyScope(access, 'software', 'update'), kind, body.id, { lock: true });
    const status = body.status ?? row.status;
    // A device downloading the old file would install bytes other than its checksum says.
    if (next.file_sha256 !== row.file_sha256 && row.upgrading_count > 0) {
      throw conflict(`有 ${row.upgrading_count} 台设备正在升级到此版本，不能更换安装包`, '请等升级结束后再更换，或新建一个版本');
    }
    await repository.update(tx, row.id, { ...next, status });
    await audit(tx, actor, target({ ...row, name: next.name }), { before: snapshot(row), after: snapshot({ ...next, status }) });
    return { id: row.id };
  });
}

export async function remove(db: Database, actor: Actor, kind: Kind, id: number) {
  const access = actor.access;
  return db.tenant(access.scope, async (tx) => {
    const row = await versionFor(tx, energyScope(access, 'software', 'delete'), kind, id, { lock: true });
    if (row.upgrading_count > 0) throw conflict(`有 ${row.upgrading_count} 台设备正在升级到此版本，不能删除`, '请等升级结束后再删除；不再使用可先停用');
    await repository.remove(tx, row.id);
    await audit(tx, actor, target(row), { before: { model: row.model, version: row.version, ...snapshot(row) } });
    return { id: row.id };
  });
}

// ---- devices and upgrades ------------------------------------------------------------------------------------------

export async function devices(db: Database, access: Access, kind: Kind, query: CallQuery<typeof calls.energySoftwareDevices>) {
  const page = cappedPageOf(query);
  return db.tenant(access.scope, async (tx) => {
    const version = await versionFor(tx, energyScope(access, 'software', 'list'), kind, query.id);
    const filter: repository.DeviceFilter = {
      merchant: version.merchant,
      model: version.model,
      kind,
      version: version.version,
      keywords: query.keywords?.trim() || undefined,
      onVersion: query.on_version === undefined ? undefined : query.on_version === 1,
    };
    const rows = await repository.devices(tx, version.id, filter, page.size, page.offset);
    const total = await repository.deviceTotal(tx, filter);
    return listPayload(
      rows.map(({ id: _id, upgrade, ...r }) => ({
        ...r,
        on_version: r.current_version.toLowerCase() === version.version.toLowerCase(),
        upgrade: upgrade && { ...upgrade, create_time: iso(upgrade.create_time), update_time: iso(upgrade.update_time) },
      })),
      total,
      page,
    );
  });
}

/**
 * One job per device, all or none: each device must be the version's merchant's, of its model, enabled, online, not
 * already on the version and with no upgrade in progress (the partial unique index is the last line under a race).
 */
export async function upgrade(db: Database, actor: Actor, body: CallBody<typeof calls.energyDeviceUpgrade>) {
  const access = actor.access;
  const kind = body.kind as Kind;
  const codes = [...new Set(body.device_codes.map((c) => c.trim()))];
  const busy = () => conflict('所选设备中有设备正在升级', '请等其升级结束后再试');
  return unlessDuplicate(
    () =>
      db.tenant(access.scope, async (tx) => {
        const version = await versionFor(tx, energyScope(access, 'software', 'update'), kind, body.id, { lock: true });
        if (version.status !== EnergyStatus.enabled) throw badParameter(`${noun(kind)}版本「${version.version}」已停用`, '请先启用该版本再发起升级');
        const found = await repository.devicesFor(tx, version.merchant, codes);
        const missing = codes.filter((c) => !found.some((d) => d.device_code === c));
        if (missing.length) throw badParameter(`设备 ${missing.join('、')} 不存在或不属于「${version.merchant_name}」`, '只能升级该版本所属商户的设备');
        const refuse = (test: (d: (typeof found)[number]) => boolean, message: string, hint: string) => {
          const bad = found.filter(test).map((d) => d.device_code);
          if (bad.length) throw badParameter(`${message}：${bad.join('、')}`, hint);
        };
        const current = (d: (typeof found)[number]) => (kind === 1 ? d.software_version : d.firmware_version);
        refuse((d) => d.model.toLowerCase() !== version.model.toLowerCase(), `设备型号不是 ${version.model}`, `此${noun(kind)}只适用于 ${version.model} 型号的设备`);
        refuse((d) => d.status !== EnergyStatus.enabled, '设备已停用', '请先启用设备');
        refuse((d) => !d.online, '设备离线，无法升级', '请等设备上线后再发起升级');
        refuse((d) => current(d).toLowerCase() === version.version.toLowerCase(), `设备已是版本 ${version.version}`, '请只选择需要升级的设备');
        if (found.some((d) => d.running)) throw busy();
        await repository.insertUpgrades(
          tx,
          found.map((d) => ({
            merchant: version.merchant,
            software: version.id,
            device: d.id,
            device_code: d.device_code,
            kind,
            from_version: current(d),
            to_version: version.version,
            status: UpgradeStatus.downloading,
            operator: access.manager.name || access.manager.account,
          })),
        );
        await audit(tx, actor, target(version), { after: { upgrade: `${found.map((d) => d.device_code).join('、')} → ${version.version}` } });
        return { count: found.length };
      }),
    busy,
  );
}
