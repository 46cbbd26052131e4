import { PlusOutlined } from '@ant-design/icons';
import { EnergyStatus, energyStationDelete, energyStationList, energyStationUpdate, formatDateTime, type CallReply } from '@console/contract';
import { Button, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { AreaPicker } from '../../widgets/area-picker';
import { ExportButton } from '../../widgets/export/export-button';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { EnergyStatusTag, merchantText, statusOptions, useEnergyPlatform } from './shared';

type Row = CallReply<typeof energyStationList>['row'][number];

const filters = (showsMerchant: boolean): FilterField[] => [
  { kind: 'text', key: 'keywords', label: '电站', placeholder: '电站编号或名称', maxLength: 50 },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
  { kind: 'custom', key: 'region', label: '所在地区', render: () => <AreaPicker changeOnSelect placeholder="省 / 市 / 区县" /> },
  ...(showsMerchant ? [{ kind: 'remote' as const, key: 'merchant', label: '所属商户', source: 'merchant-below', placeholder: '商户名称或商户号' }] : []),
];

const columns = (open: (row: Row) => void, showsMerchant: boolean): Column<Row>[] => [
  { key: 'station_code', title: '电站编号', width: 110, fixed: 'left' },
  { key: 'name', title: '电站名称', width: 180, ellipsis: true, render: (r) => <Typography.Link onClick={() => open(r)}>{r.name}</Typography.Link> },
  ...(showsMerchant ? [{ key: 'merchant', title: '所属商户', width: 180, ellipsis: true, value: merchantText }] : []),
  { key: 'region_name', title: '所在地区', width: 170, ellipsis: true },
  { key: 'address', title: '详细地址', width: 220, ellipsis: true },
  { key: 'hours', title: '营业时间', width: 110, value: (r) => `${r.open_time}-${r.close_time}` },
  { key: 'device_count', title: '设备数', width: 80 },
  { key: 'port_count', title: '端口数', width: 80 },
  { key: 'status', title: '状态', width: 80, render: (r) => <EnergyStatusTag status={r.status} /> },
  { key: 'contact', title: '联系人', width: 160, value: (r) => `${r.contact_name} ${r.contact_mobile}` },
  { key: 'create_time', title: '创建时间', width: 170, value: (r) => formatDateTime(r.create_time), defaultHidden: true },
];

/** 电站列表: the stations the platform's user acts for; 新建电站, 编辑, 停用 / 启用, 删除 (asked first), 导出. */
export default function StationListPage() {
  const gate = useGate();
  const navigate = useNavigate();
  const { platform, paths, can, showsMerchant } = useEnergyPlatform();
  const changed = useChanged(energyStationList);
  const open = (r: Row) => navigate(`${paths.detail}?station=${r.station_code}`);
  const setStatus = async (r: Row, status: 0 | 1) => {
    await send(energyStationUpdate, { station_code: r.station_code, status });
    await changed(status === EnergyStatus.enabled ? '已启用' : '已停用');
  };
  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', onClick: open },
    { key: 'edit', label: '编辑', permission: can('station', 'update'), onClick: (r) => navigate(`${paths.stationEdit}?station_code=${r.station_code}`) },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: can('station', 'update'),
      when: (r) => r.status === EnergyStatus.enabled,
      confirm: (r) => `停用后「${r.name}」不再对外提供充电服务。确定停用吗？`,
      onClick: (r) => setStatus(r, EnergyStatus.disabled),
    },
    { key: 'enable', label: '启用', permission: can('station', 'update'), when: (r) => r.status === EnergyStatus.disabled, onClick: (r) => setStatus(r, EnergyStatus.enabled) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: can('station', 'delete'),
      confirm: (r) => `确定删除电站「${r.name}」（${r.station_code}）吗？删除后其告警记录一并删除，不可恢复。`,
      onClick: async (r) => {
        await send(energyStationDelete, { station_code: r.station_code });
        await changed('已删除');
      },
    },
  ];
  return (
    <ListPage
      id={`energy-station-list-${platform}`}
      call={energyStationList}
      rowKey="station_code"
      filters={filters(showsMerchant)}
      columns={columns(open, showsMerchant)}
      actions={actions}
      toolbar={({ query }) => (
        <Space>
          {gate({ permission: can('station', 'create') }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.stationCreate)}>
              新建电站
            </Button>
          )}
          <ExportButton reportId="energy:station" query={query} />
        </Space>
      )}
    />
  );
}
