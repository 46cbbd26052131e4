import { Type } from '@sinclair/typebox';
import { defineCall, Id, Text } from '../../call.js';
import { ListOf, pageQuery } from '../../envelope.js';
import { energyAnyOf } from '../../permissions/energy.js';
import { DeviceCode } from './device.js';
import { EnergyStatusField } from './station.js';

/**
 * Charger software (软件) and firmware (固件), document 2 §7 "Energy": `energy/software` and `energy/firmware` (GET, POST,
 * PUT, DELETE, list) and the upgrade of devices `energy/station/device/upgrades` (POST, 300 s). One version table with a
 * kind; a version belongs to a merchant and targets one device model; its file is a .zip in the `firmware` upload space.
 * The devices of the model (and whether they are on the version) are `energy/software/device/list` and
 * `energy/firmware/device/list` (paths inferred). docs/decisions.md, "Energy software and firmware".
 */

export const SoftwareKind = { software: 1, firmware: 2 } as const;
export type SoftwareKindValue = (typeof SoftwareKind)[keyof typeof SoftwareKind];
export const softwareKinds = { 1: '软件', 2: '固件' } as const;

/**
 * An upgrade job's state (DOMAIN.md "firmware / software"): the device gateway moves a job on from 下载中; 已安装 and 失败
 * end it. A device has at most one job in progress (1–3).
 */
export const UpgradeStatus = { downloading: 1, downloaded: 2, installing: 3, installed: 4, failed: 5 } as const;
export const upgradeStatuses = { 1: '下载中', 2: '已下载', 3: '安装中', 4: '已安装', 5: '失败' } as const;
export const UPGRADE_IN_PROGRESS = [UpgradeStatus.downloading, UpgradeStatus.downloaded, UpgradeStatus.installing] as const;

/** One upgrade request takes at most this many devices. */
export const UPGRADE_MAX_DEVICES = 100;
/** The upload space of version files, and the one type it takes. */
export const FIRMWARE_NAMESPACE = 'firmware';
/** A stored .zip of the firmware space: `/files/firmware/<xx>/<sha256>.zip`, with an optional `?name=` for the download. */
export const FIRMWARE_LINK = '/firmware/([0-9a-f]{2})/([0-9a-f]{64})\\.zip(\\?name=[^\\s]*)?$';

/** 1.0, V2.3.1, 3.0.0-beta.2: letters, digits, dots, hyphens and underscores. */
export const VersionField = Type.String({ pattern: '^[A-Za-z0-9][A-Za-z0-9._-]{0,31}$', title: '版本号', description: '1–32 位字母、数字、.、-、_', examples: ['V2.4.0'] });
const ModelField = Text('设备型号', 50, 1);

export const SoftwareFile = Type.Object({
  name: Text('文件名', 100, 1),
  link: Text('文件地址', 500, 1),
});

export const SoftwareRecord = Type.Object({
  id: Type.Integer({ title: '版本 ID' }),
  kind: Type.Integer({ title: '类型', description: '1 软件，2 固件' }),
  merchant: Type.Integer({ title: '商户号' }),
  merchant_name: Type.String({ title: '商户名称' }),
  name: Type.String({ title: '名称' }),
  model: Type.String({ title: '设备型号' }),
  version: Type.String({ title: '版本号' }),
  file: SoftwareFile,
  file_sha256: Type.String({ title: '文件 SHA-256', description: '设备下载后据此校验' }),
  notes: Type.String({ title: '版本说明' }),
  status: Type.Integer({ title: '状态', description: '1 启用，0 停用' }),
  device_count: Type.Integer({ title: '该型号设备数' }),
  current_count: Type.Integer({ title: '已是此版本的设备数' }),
  upgrading_count: Type.Integer({ title: '升级中的设备数' }),
  create_time: Type.String({ title: '创建时间' }),
  update_time: Type.String({ title: '更新时间' }),
});

export const SoftwareDeviceRecord = Type.Object({
  device_code: Type.String({ title: '设备编号' }),
  station_code: Type.String({ title: '电站编号' }),
  station_name: Type.String({ title: '电站名称' }),
  model: Type.String({ title: '设备型号' }),
  online: Type.Boolean({ title: '在线' }),
  status: Type.Integer({ title: '设备状态', description: '1 启用，0 停用' }),
  current_version: Type.String({ title: '当前版本', description: '设备上报的软件或固件版本' }),
  on_version: Type.Boolean({ title: '已是此版本' }),
  upgrading: Type.Boolean({ title: '升级进行中', description: '设备有任一版本的升级正在进行（一台设备同时只能有一个）' }),
  upgrade: Type.Union(
    [
      Type.Object({
        status: Type.Integer({ title: '升级状态', description: '1 下载中，2 已下载，3 安装中，4 已安装，5 失败' }),
        from_version: Type.String({ title: '升级前版本' }),
        reason: Type.String({ title: '失败原因' }),
        operator: Type.String({ title: '发起人' }),
        create_time: Type.String({ title: '发起时间' }),
        update_time: Type.String({ title: '状态更新时间' }),
      }),
      Type.Null(),
    ],
    { title: '最近一次升级到此版本' },
  ),
});

/** The five calls of one kind at its own paths (`energy/software…`, `energy/firmware…`), the same schemas. */
function versionCalls(resource: 'software' | 'firmware') {
  const noun = resource === 'software' ? '软件' : '固件';
  return {
    list: defineCall({
      method: 'GET',
      path: `energy/${resource}/list`,
      summary: `${noun}版本列表`,
      auth: 'token',
      permission: { anyOf: energyAnyOf('software', 'list') },
      query: Type.Object({
        ...pageQuery(20),
        keywords: Type.Optional(Text('名称、型号或版本号开头', 50)),
        status: Type.Optional(EnergyStatusField),
        merchant: Type.Optional(Id('商户号')),
      }),
      reply: ListOf(SoftwareRecord),
    }),
    get: defineCall({
      method: 'GET',
      path: `energy/${resource}`,
      summary: `${noun}版本详情`,
      auth: 'token',
      permission: { anyOf: energyAnyOf('software', 'list') },
      query: Type.Object({ id: Id('版本 ID') }),
      reply: SoftwareRecord,
    }),
    /** A merchant creates for itself (leaves `merchant` out); a partner, group or the platform names the merchant. */
    create: defineCall({
      method: 'POST',
      path: `energy/${resource}`,
      summary: `新建${noun}版本`,
      auth: 'token',
      permission: { anyOf: energyAnyOf('software', 'create') },
      body: Type.Object({
        merchant: Type.Optional(Id('所属商户号')),
        name: Text('名称', 50, 2),
        model: ModelField,
        version: VersionField,
        file: SoftwareFile,
        notes: Type.Optional(Text('版本说明', 500)),
      }),
      reply: Type.Object({ id: Type.Integer() }),
    }),
    /** Name, file, notes and status; the model and version are fixed once created (a new version is a new row). */
    update: defineCall({
      method: 'PUT',
      path: `energy/${resource}`,
      summary: `编辑${noun}版本`,
      auth: 'token',
      permission: { anyOf: energyAnyOf('software', 'update') },
      body: Type.Object({
        id: Id('版本 ID'),
        name: Text('名称', 50, 2),
        file: SoftwareFile,
        notes: Type.Optional(Text('版本说明', 500)),
        status: Type.Optional(EnergyStatusField),
      }),
      reply: Type.Object({ id: Type.Integer() }),
    }),
    /** Refused while a device is upgrading to it; its finished jobs go with it. */
    remove: defineCall({
      method: 'DELETE',
      path: `energy/${resource}`,
      summary: `删除${noun}版本`,
      auth: 'token',
      permission: { anyOf: energyAnyOf('software', 'delete') },
      query: Type.Object({ id: Id('版本 ID') }),
      reply: Type.Object({ id: Type.Integer() }),
    }),
    /** The devices of the version's model at its merchant, each with its current version and its latest job to this one. */
    devices: defineCall({
      method: 'GET',
      path: `energy/${resource}/device/list`,
      summary: `${noun}版本适用的设备`,
      auth: 'token',
      permission: { anyOf: energyAnyOf('software', 'list') },
      query: Type.Object({
        ...pageQuery(20),
        id: Id('版本 ID'),
        keywords: Type.Optional(Text('设备编号开头', 32)),
        on_version: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(0)], { title: '版本', description: '1 已是此版本，0 非此版本' })),
      }),
      reply: ListOf(SoftwareDeviceRecord),
    }),
  };
}

const software = versionCalls('software');
const firmware = versionCalls('firmware');
export const energySoftwareList = software.list;
export const energySoftwareGet = software.get;
export const energySoftwareCreate = software.create;
export const energySoftwareUpdate = software.update;
export const energySoftwareDelete = software.remove;
export const energySoftwareDevices = software.devices;
export const energyFirmwareList = firmware.list;
export const energyFirmwareGet = firmware.get;
export const energyFirmwareCreate = firmware.create;
export const energyFirmwareUpdate = firmware.update;
export const energyFirmwareDelete = firmware.remove;
export const energyFirmwareDevices = firmware.devices;

/**
 * 升级 (document 2 §7 device `upgrades`, 300 s): one job per device, each an enabled device of the version's model and
 * merchant, online, with no upgrade in progress and not already on the version; all or none.
 */
export const energyDeviceUpgrade = defineCall({
  method: 'POST',
  path: 'energy/station/device/upgrades',
  summary: '设备升级软件、固件',
  auth: 'token',
  timeout: 300_000,
  permission: { anyOf: energyAnyOf('software', 'update') },
  body: Type.Object({
    kind: Type.Union([Type.Literal(1), Type.Literal(2)], { title: '类型', description: '1 软件，2 固件' }),
    id: Id('版本 ID'),
    device_codes: Type.Array(DeviceCode, { minItems: 1, maxItems: UPGRADE_MAX_DEVICES, title: '设备编号', description: `1–${UPGRADE_MAX_DEVICES} 台` }),
  }),
  reply: Type.Object({ count: Type.Integer({ title: '发起升级的设备数' }) }),
});
