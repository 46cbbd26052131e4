import {
  energyDeviceUpgrade,
  energyFirmwareCreate,
  energyFirmwareDelete,
  energyFirmwareDevices,
  energyFirmwareGet,
  energyFirmwareList,
  energyFirmwareUpdate,
  energySoftwareCreate,
  energySoftwareDelete,
  energySoftwareDevices,
  energySoftwareGet,
  energySoftwareList,
  energySoftwareUpdate,
  EnergyStatus,
  formatDateTime,
  UPGRADE_IN_PROGRESS,
  UPGRADE_MAX_DEVICES,
  upgradeStatuses,
  type CallReply,
} from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Input, Select, Space, Tag, Tooltip } from 'antd';
import { useState, type Key } from 'react';
import { useLocation } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { DataTable } from '../../widgets/data-table/data-table';
import type { Column } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { softwareKindOf } from './paths';
import { OnlineBadge, useEnergyPlatform } from './shared';

/** Each kind's calls: 软件 at `energy/software…`, 固件 at `energy/firmware…` (the same schemas). */
export const softwareCalls = {
  1: { list: energySoftwareList, get: energySoftwareGet, create: energySoftwareCreate, update: energySoftwareUpdate, remove: energySoftwareDelete, devices: energySoftwareDevices },
  2: { list: energyFirmwareList, get: energyFirmwareGet, create: energyFirmwareCreate, update: energyFirmwareUpdate, remove: energyFirmwareDelete, devices: energyFirmwareDevices },
} as const;

export type VersionRow = CallReply<typeof energySoftwareGet>;
type DeviceRow = CallReply<typeof energySoftwareDevices>['row'][number];

/** The kind of this page (by its address), its name and its addresses on this platform. */
export function useSoftwareKind() {
  const { pathname } = useLocation();
  const { paths } = useEnergyPlatform();
  const kind = softwareKindOf(pathname);
  return {
    kind,
    noun: kind === 1 ? '软件' : '固件',
    calls: softwareCalls[kind],
    paths: kind === 1
      ? { list: paths.softwareList, create: paths.softwareCreate, edit: paths.softwareEdit, detail: paths.softwareDetail as string | undefined }
      : { list: paths.firmwareList, create: paths.firmwareCreate, edit: paths.firmwareEdit, detail: undefined },
  };
}

const upgradeColours: Record<number, string> = { 1: 'processing', 2: 'processing', 3: 'processing', 4: 'success', 5: 'error' };
export const UpgradeStatusTag = ({ status }: { status: number }) => <Tag color={upgradeColours[status]}>{upgradeStatuses[status as keyof typeof upgradeStatuses] ?? status}</Tag>;

/** The device's latest job to this version is still in progress (the panel refreshes itself meanwhile). */
const running = (d: DeviceRow) => !!d.upgrade && (UPGRADE_IN_PROGRESS as readonly number[]).includes(d.upgrade.status);

/** Why a device cannot be upgraded to the version now (the server checks the same), or undefined. */
export function upgradeRefusal(d: DeviceRow): string | undefined {
  if (d.on_version) return '已是此版本';
  if (d.status !== EnergyStatus.enabled) return '设备已停用';
  if (!d.online) return '设备离线';
  if (d.upgrading) return '正在升级';
  return undefined;
}

const columns: Column<DeviceRow>[] = [
  { key: 'device_code', title: '设备编号', width: 140, fixed: 'left' },
  { key: 'station_name', title: '所属电站', width: 180, ellipsis: true, value: (d) => `${d.station_name}（${d.station_code}）` },
  { key: 'online', title: '在线状态', width: 90, render: (d) => <OnlineBadge online={d.online} /> },
  { key: 'current_version', title: '当前版本', width: 120, render: (d) => (d.on_version ? <Tag color="success">{d.current_version}</Tag> : d.current_version || '-') },
  {
    key: 'upgrade',
    title: '升级状态',
    width: 130,
    render: (d) =>
      d.upgrade ? (
        <Tooltip title={d.upgrade.reason || undefined}>
          <span>
            <UpgradeStatusTag status={d.upgrade.status} />
          </span>
        </Tooltip>
      ) : (
        '-'
      ),
  },
  { key: 'from_version', title: '升级前版本', width: 110, value: (d) => d.upgrade?.from_version || '-' },
  { key: 'upgrade_time', title: '发起时间', width: 170, value: (d) => (d.upgrade ? formatDateTime(d.upgrade.create_time) : '-') },
  { key: 'operator', title: '发起人', width: 100, value: (d) => d.upgrade?.operator || '-' },
  { key: 'reason', title: '失败原因', width: 160, ellipsis: true, value: (d) => d.upgrade?.reason || '-' },
];

/**
 * The devices of a version's model at its merchant — their current version and latest upgrade to this one — and, for a
 * user who may, 升级所选设备 (asked first; the devices that cannot be upgraded are named and left out). Its own paging
 * (not the address), so it sits in a detail tab or a drawer over a list alike; refreshes itself while jobs run.
 */
export function VersionDevices({ kind, version }: { kind: 1 | 2; version: VersionRow }) {
  const { modal, message } = App.useApp();
  const gate = useGate();
  const { can } = useEnergyPlatform();
  const calls = softwareCalls[kind];
  const [page, setPage] = useState({ page: 1, size: 20 });
  const [keywords, setKeywords] = useState('');
  const [onVersion, setOnVersion] = useState<0 | 1>();
  const [selected, setSelected] = useState<{ keys: Key[]; rows: DeviceRow[] }>({ keys: [], rows: [] });
  const changed = useChanged(calls.devices, calls.get, calls.list);
  const query = { id: version.id, page_index: page.page, page_size: page.size, ...(keywords ? { keywords } : {}), ...(onVersion !== undefined ? { on_version: onVersion } : {}) };
  const list = useQuery({
    queryKey: [calls.devices.path, query],
    queryFn: () => send(calls.devices, query, { silent: true }),
    placeholderData: keepPreviousData,
    refetchInterval: (q) => ((q.state.data?.row ?? []).some(running) ? 10_000 : false),
  });
  const mayUpgrade = gate({ permission: can('software', 'update') });
  const noun = kind === 1 ? '软件' : '固件';

  const upgrade = () => {
    const ready = selected.rows.filter((d) => !upgradeRefusal(d));
    const skipped = selected.rows.filter((d) => upgradeRefusal(d));
    if (ready.length === 0) return void message.warning(`所选设备都不能升级：${skipped.map((d) => `${d.device_code}（${upgradeRefusal(d)}）`).join('、')}`);
    if (ready.length > UPGRADE_MAX_DEVICES) return void message.warning(`一次最多升级 ${UPGRADE_MAX_DEVICES} 台设备`);
    modal.confirm({
      title: `确定将 ${ready.length} 台设备的${noun}升级到 ${version.version} 吗？`,
      content: (
        <>
          <div>{ready.map((d) => d.device_code).join('、')}</div>
          {skipped.length > 0 && <div style={{ marginTop: 8, color: '#8c8c8c' }}>跳过：{skipped.map((d) => `${d.device_code}（${upgradeRefusal(d)}）`).join('、')}</div>}
          <div style={{ marginTop: 8, color: '#8c8c8c' }}>升级期间设备可能重启，正在充电的端口会在充电结束后再安装。</div>
        </>
      ),
      okText: '开始升级',
      onOk: async () => {
        const { count } = await send(energyDeviceUpgrade, { kind, id: version.id, device_codes: ready.map((d) => d.device_code) });
        setSelected({ keys: [], rows: [] });
        await changed(`已向 ${count} 台设备下发升级`);
      },
    });
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }} size="middle">
      {version.status !== EnergyStatus.enabled && <Alert type="warning" showIcon message="此版本已停用，启用后才能发起升级" />}
      <Space wrap>
        <Input.Search
          allowClear
          placeholder="设备编号开头"
          aria-label="设备编号"
          maxLength={32}
          style={{ width: 220 }}
          onSearch={(value) => {
            setKeywords(value.trim());
            setPage((p) => ({ ...p, page: 1 }));
          }}
        />
        <Select
          allowClear
          placeholder="全部设备"
          aria-label="版本"
          style={{ width: 160 }}
          value={onVersion}
          onChange={(value) => {
            setOnVersion(value);
            setPage((p) => ({ ...p, page: 1 }));
          }}
          options={[{ label: '已是此版本', value: 1 }, { label: '非此版本', value: 0 }]}
        />
      </Space>
      <DataTable<DeviceRow>
        id={`energy-version-devices-${kind}`}
        rowKey="device_code"
        columns={columns}
        rows={list.data?.row ?? []}
        total={list.data?.paging_header.total_count ?? 0}
        page={page.page}
        size={page.size}
        onPage={(p, size) => setPage({ page: p, size })}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        selection={mayUpgrade ? { selected: selected.keys, onChange: (keys, rows) => setSelected({ keys, rows }) } : undefined}
        toolbar={
          mayUpgrade && (
            <Button type="primary" disabled={selected.rows.length === 0 || version.status !== EnergyStatus.enabled} onClick={upgrade}>
              升级所选设备{selected.rows.length > 0 ? `（${selected.rows.length}）` : ''}
            </Button>
          )
        }
      />
    </Space>
  );
}
