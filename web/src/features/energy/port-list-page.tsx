import { EnergyStatus, energyDeviceGet, energyDeviceList, energyPortDelete, energyPortList, energyPortStatus, energyStationGet, energyStationList, PortState, type CallReply } from '@console/contract';
import { useMemo } from 'react';
import { send } from '../../lib/request';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { EnergyStatusTag, merchantText, PortStateBadge, portStateOptions, portTypeOptions, powerText, StationPicker, statusOptions, useEnergyPlatform } from './shared';
import { portTypes } from '@console/contract';

type Row = CallReply<typeof energyPortList>['row'][number];

const columns = (showsMerchant: boolean, showsStation: boolean): Column<Row>[] => [
  ...(showsStation ? [{ key: 'station', title: '电站', width: 180, ellipsis: true, fixed: 'left' as const, value: (r: Row) => `${r.station_name}（${r.station_code}）` }] : []),
  { key: 'device_code', title: '设备编号', width: 140 },
  { key: 'port_no', title: '端口号', width: 80 },
  ...(showsMerchant ? [{ key: 'merchant', title: '所属商户', width: 170, ellipsis: true, value: merchantText }] : []),
  { key: 'type', title: '端口类型', width: 100, value: (r) => portTypes[r.type as 1 | 2] ?? r.type },
  { key: 'max_power', title: '最大功率', width: 100, value: (r) => powerText(r.max_power) },
  { key: 'state', title: '端口状态', width: 100, render: (r) => <PortStateBadge state={r.state} /> },
  { key: 'error_code', title: '故障码', width: 100, value: (r) => r.error_code || '-' },
  { key: 'status', title: '服务状态', width: 90, render: (r) => <EnergyStatusTag status={r.status} /> },
];

/** 端口列表 (…/station/port/list, and the detail's 端口配置): connectors with their state; 停用 / 启用, 删除. */
export function PortList({ station }: { station?: string }) {
  const { platform, can, showsMerchant } = useEnergyPlatform();
  const changed = useChanged(energyPortList, energyDeviceList, energyDeviceGet, energyStationList, energyStationGet);
  const filters = useMemo<FilterField[]>(
    () => [
      ...(station ? [] : [{ kind: 'custom' as const, key: 'station_code', label: '电站', render: () => <StationPicker style={{ width: '100%' }} /> }]),
      { kind: 'text', key: 'device_code', label: '设备编号', maxLength: 32 },
      { kind: 'select', key: 'state', label: '端口状态', options: portStateOptions },
      { kind: 'select', key: 'status', label: '服务状态', options: statusOptions },
      { kind: 'select', key: 'type', label: '端口类型', options: portTypeOptions },
    ],
    [station],
  );
  const fixedQuery = useMemo(() => (station ? { station_code: station } : undefined), [station]);
  const setStatus = async (r: Row, status: 0 | 1) => {
    await send(energyPortStatus, { id: r.id, status });
    await changed(status === EnergyStatus.enabled ? '已启用' : '已停用');
  };
  const actions: RowAction<Row>[] = [
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: can('port', 'update'),
      when: (r) => r.status === EnergyStatus.enabled,
      confirm: (r) => `停用后 ${r.device_code} 的 ${r.port_no} 号端口不再对外服务。确定停用吗？`,
      onClick: (r) => setStatus(r, EnergyStatus.disabled),
    },
    { key: 'enable', label: '启用', permission: can('port', 'update'), when: (r) => r.status === EnergyStatus.disabled, onClick: (r) => setStatus(r, EnergyStatus.enabled) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: can('port', 'update'),
      when: (r) => r.state !== PortState.charging,
      confirm: (r) => `确定从设备 ${r.device_code} 删除 ${r.port_no} 号端口吗？`,
      onClick: async (r) => {
        await send(energyPortDelete, { id: r.id });
        await changed('已删除');
      },
    },
  ];
  return (
    <ListPage
      id={`energy-port-list-${platform}${station ? '-station' : ''}`}
      call={energyPortList}
      rowKey="id"
      filters={filters}
      fixedQuery={fixedQuery}
      columns={columns(showsMerchant, !station)}
      actions={actions}
    />
  );
}

export default function PortListPage() {
  return <PortList />;
}
