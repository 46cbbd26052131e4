import { PlusOutlined } from '@ant-design/icons';
import {
  DEVICE_MAX_PORTS,
  EnergyStatus,
  energyDeviceCreate,
  energyDeviceDelete,
  energyDeviceGet,
  energyDeviceList,
  energyDeviceStatus,
  energyDeviceUpdate,
  energyPortList,
  energyStationGet,
  energyStationList,
  formatDateTime,
  PORT_MAX_POWER_W,
  type CallReply,
} from '@console/contract';
import { Button, Form, Input, InputNumber, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { ExportButton } from '../../widgets/export/export-button';
import { FormDialog } from '../../widgets/resource/form-dialog';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { EnergyStatusTag, merchantText, onlineOptions, OnlineBadge, portTypeOptions, protocolOptions, protocolText, StationPicker, statusOptions, useEnergyPlatform } from './shared';

type Row = CallReply<typeof energyDeviceList>['row'][number];

const columns = (showsMerchant: boolean, showsStation: boolean): Column<Row>[] => [
  { key: 'device_code', title: '设备编号', width: 140, fixed: 'left' },
  ...(showsStation ? [{ key: 'station', title: '电站', width: 180, ellipsis: true, value: (r: Row) => `${r.station_name}（${r.station_code}）` }] : []),
  ...(showsMerchant ? [{ key: 'merchant', title: '所属商户', width: 170, ellipsis: true, value: merchantText }] : []),
  { key: 'vendor', title: '厂商 / 型号', width: 170, ellipsis: true, value: (r) => `${r.vendor} ${r.model}` },
  { key: 'protocol', title: '通信协议', width: 100, value: (r) => protocolText(r.protocol) },
  { key: 'online', title: '在线状态', width: 90, render: (r) => <OnlineBadge online={r.online} /> },
  { key: 'last_heartbeat_time', title: '最后心跳', width: 170, value: (r) => (r.last_heartbeat_time ? formatDateTime(r.last_heartbeat_time) : '-') },
  { key: 'port_count', title: '端口数', width: 80 },
  { key: 'status', title: '状态', width: 80, render: (r) => <EnergyStatusTag status={r.status} /> },
  { key: 'firmware_version', title: '固件版本', width: 100, value: (r) => r.firmware_version || '-' },
  { key: 'iccid', title: 'SIM 卡 ICCID', width: 200, value: (r) => r.iccid || '-', defaultHidden: true },
];

interface DeviceValues {
  station_code: string;
  device_code: string;
  vendor: string;
  model: string;
  protocol: 'OCPP16' | 'OCPP201' | 'YKC';
  firmware_version?: string;
  iccid?: string;
  port_count: number;
  port_type: 1 | 2;
  max_power_kw: number;
}

/** 新增设备 (its ports 1..n created with it) and 编辑设备 (the charger's own fields). */
function DeviceDialog({ editing, creating, station, onClose }: { editing: Row | null; creating: boolean; station?: string; onClose: () => void }) {
  const open = creating || !!editing;
  return (
    <FormDialog<DeviceValues>
      open={open}
      title={editing ? `编辑设备 · ${editing.device_code}` : '新增设备'}
      name="energy-device"
      width={560}
      initialValues={editing ? { ...editing, protocol: editing.protocol as DeviceValues['protocol'] } : { station_code: station, protocol: 'OCPP16', port_count: 2, port_type: 2, max_power_kw: 60 }}
      changes={[energyDeviceList, energyDeviceGet, energyPortList, energyStationList, energyStationGet]}
      onClose={onClose}
      onSubmit={async (v) => {
        const fields = { vendor: v.vendor.trim(), model: v.model.trim(), protocol: v.protocol, firmware_version: v.firmware_version?.trim() || undefined, iccid: v.iccid?.trim() || undefined };
        if (editing) {
          await send(energyDeviceUpdate, { device_code: editing.device_code, ...fields });
          return '已保存';
        }
        const reply = await send(energyDeviceCreate, { station_code: v.station_code, device_code: v.device_code.trim(), ...fields, port_count: v.port_count, port_type: v.port_type, max_power: Math.round(v.max_power_kw * 1000) });
        return `已新增设备 ${reply.device_code}，${reply.port_count} 个端口`;
      }}
    >
      {!editing && (
        <>
          <Form.Item name="station_code" label="所属电站" rules={[{ required: true, message: '请选择电站' }]}>
            <StationPicker placeholder="选择电站" style={{ width: '100%' }} aria-label="所属电站" />
          </Form.Item>
          <Form.Item name="device_code" label="设备编号" extra="设备序列号，全平台唯一" rules={[{ required: true, message: '请输入设备编号' }, { pattern: /^[A-Za-z0-9_-]{4,32}$/, message: '4–32 位字母、数字、-、_' }]}>
            <Input maxLength={32} />
          </Form.Item>
        </>
      )}
      <Form.Item name="vendor" label="设备厂商" rules={[{ required: true, whitespace: true, message: '请输入设备厂商' }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="model" label="设备型号" rules={[{ required: true, whitespace: true, message: '请输入设备型号' }]}>
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="protocol" label="通信协议" rules={[{ required: true, message: '请选择通信协议' }]}>
        <Select options={protocolOptions} />
      </Form.Item>
      <Form.Item name="firmware_version" label="固件版本">
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item name="iccid" label="SIM 卡 ICCID" rules={[{ pattern: /^[0-9A-Fa-f]{19,20}$/, message: 'ICCID 为 19–20 位' }]}>
        <Input maxLength={20} />
      </Form.Item>
      {!editing && (
        <Space size="middle" wrap>
          <Form.Item name="port_count" label="端口数" rules={[{ required: true, message: '请输入端口数' }]}>
            <InputNumber min={1} max={DEVICE_MAX_PORTS} precision={0} suffix="个" style={{ width: 120 }} />
          </Form.Item>
          <Form.Item name="port_type" label="端口类型" rules={[{ required: true, message: '请选择端口类型' }]}>
            <Select options={portTypeOptions} style={{ width: 140 }} />
          </Form.Item>
          <Form.Item name="max_power_kw" label="单口最大功率" rules={[{ required: true, message: '请输入功率' }]}>
            <InputNumber min={1} max={PORT_MAX_POWER_W / 1000} precision={1} suffix="kW" style={{ width: 140 }} />
          </Form.Item>
        </Space>
      )}
    </FormDialog>
  );
}

/**
 * 设备列表 (…/station/device/list, and the station detail's 设备配置 with `station` fixed): chargers with their online
 * state and heartbeat; 新增设备, 编辑, 停用 / 启用, 删除 (asked first).
 */
export function DeviceList({ station }: { station?: string }) {
  const gate = useGate();
  const { platform, can, showsMerchant } = useEnergyPlatform();
  const changed = useChanged(energyDeviceList, energyStationList, energyStationGet);
  const [editing, setEditing] = useState<Row | null>(null);
  const [creating, setCreating] = useState(false);
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', key: 'keywords', label: '设备', placeholder: '设备编号、厂商或型号', maxLength: 50 },
      ...(station ? [] : [{ kind: 'custom' as const, key: 'station_code', label: '电站', render: () => <StationPicker style={{ width: '100%' }} /> }]),
      { kind: 'select', key: 'online', label: '在线状态', options: onlineOptions },
      { kind: 'select', key: 'status', label: '状态', options: statusOptions },
      { kind: 'select', key: 'protocol', label: '通信协议', options: protocolOptions },
    ],
    [station],
  );
  const fixedQuery = useMemo(() => (station ? { station_code: station } : undefined), [station]);
  const setStatus = async (r: Row, status: 0 | 1) => {
    await send(energyDeviceStatus, { device_code: r.device_code, status });
    await changed(status === EnergyStatus.enabled ? '已启用' : '已停用');
  };
  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: can('device', 'update'), onClick: (r) => setEditing(r) },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: can('device', 'update'),
      when: (r) => r.status === EnergyStatus.enabled,
      confirm: (r) => `停用后设备 ${r.device_code} 不再接受充电。确定停用吗？`,
      onClick: (r) => setStatus(r, EnergyStatus.disabled),
    },
    { key: 'enable', label: '启用', permission: can('device', 'update'), when: (r) => r.status === EnergyStatus.disabled, onClick: (r) => setStatus(r, EnergyStatus.enabled) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: can('device', 'delete'),
      confirm: (r) => `确定删除设备 ${r.device_code} 及其 ${r.port_count} 个端口吗？告警记录会保留。`,
      onClick: async (r) => {
        await send(energyDeviceDelete, { device_code: r.device_code });
        await changed('已删除');
      },
    },
  ];
  return (
    <>
      <ListPage
        id={`energy-device-list-${platform}${station ? '-station' : ''}`}
        call={energyDeviceList}
        rowKey="device_code"
        filters={filters}
        fixedQuery={fixedQuery}
        columns={columns(showsMerchant, !station)}
        actions={actions}
        toolbar={({ query }) => (
          <Space>
            {gate({ permission: can('device', 'create') }) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
                新增设备
              </Button>
            )}
            <ExportButton reportId="energy:device" query={query} />
          </Space>
        )}
      />
      <DeviceDialog
        editing={editing}
        creating={creating}
        station={station}
        onClose={() => {
          setEditing(null);
          setCreating(false);
        }}
      />
    </>
  );
}

export default function DeviceListPage() {
  return <DeviceList />;
}
