import { PlusOutlined } from '@ant-design/icons';
import {
  EnergyStatus,
  energySimCreate,
  energySimDelete,
  energySimList,
  energySimStatus,
  energySimUpdate,
  formatDateTime,
  ICCID_PATTERN,
  SIM_EXPIRING_DAYS,
  simOperators,
  todayInChina,
  type CallReply,
} from '@console/contract';
import { Button, DatePicker, Form, Input, InputNumber, Progress, Select, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { RemoteSelect } from '../../widgets/remote-select/remote-select';
import { FormDialog } from '../../widgets/resource/form-dialog';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, OptionItem, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { StationLayout } from './station-detail';
import { DevicePicker, EnergyStatusTag, merchantText, StationPicker, statusOptions, useEnergyPlatform } from './shared';

type Row = CallReply<typeof energySimList>['row'][number];

const operatorOptions: OptionItem[] = Object.entries(simOperators).map(([value, label]) => ({ value: Number(value), label }));
const expiryOptions: OptionItem[] = [
  { value: 1, label: `${SIM_EXPIRING_DAYS} 天内到期` },
  { value: 2, label: '已过期' },
];

/** 已过期 (red), 即将到期 within 30 days (orange), else the date. */
export function ExpiryCell({ row }: { row: Pick<Row, 'expire_date' | 'days_left'> }) {
  if (row.days_left < 0) return <Tag color="error">{`${row.expire_date} 已过期`}</Tag>;
  if (row.days_left <= SIM_EXPIRING_DAYS) return <Tag color="warning">{`${row.expire_date}（剩 ${row.days_left} 天）`}</Tag>;
  return <>{row.expire_date}</>;
}

/** This month's traffic against the plan; over 80 % orange, over the plan red. */
export const TrafficCell = ({ row }: { row: Pick<Row, 'used_mb' | 'plan_mb'> }) => {
  const percent = Math.round((row.used_mb / row.plan_mb) * 100);
  return (
    <div style={{ minWidth: 150 }}>
      <Progress percent={Math.min(percent, 100)} size="small" status={percent > 100 ? 'exception' : 'normal'} strokeColor={percent > 80 && percent <= 100 ? '#fa8c16' : undefined} showInfo={false} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{`${row.used_mb} / ${row.plan_mb} MB`}</Typography.Text>
    </div>
  );
};

const columns = (deviceList: string, showsMerchant: boolean, showsStation: boolean): Column<Row>[] => [
  { key: 'iccid', title: 'ICCID', width: 200, fixed: 'left' },
  { key: 'msisdn', title: '卡号', width: 130, value: (r) => r.msisdn || '-' },
  { key: 'operator', title: '运营商', width: 90, value: (r) => simOperators[r.operator as 1 | 2 | 3] ?? String(r.operator) },
  {
    key: 'device_code',
    title: '绑定设备',
    width: 140,
    render: (r) => (r.device_code ? <Link to={`${deviceList}?keywords=${encodeURIComponent(r.device_code)}`}>{r.device_code}</Link> : <Typography.Text type="secondary">未绑定</Typography.Text>),
  },
  ...(showsStation ? [{ key: 'station', title: '电站', width: 170, ellipsis: true, value: (r: Row) => (r.station_code ? `${r.station_name}（${r.station_code}）` : '-') }] : []),
  { key: 'traffic', title: '本月流量', width: 170, render: (r) => <TrafficCell row={r} /> },
  { key: 'expire_date', title: '到期日', width: 170, render: (r) => <ExpiryCell row={r} /> },
  { key: 'status', title: '状态', width: 80, render: (r) => <EnergyStatusTag status={r.status} /> },
  ...(showsMerchant ? [{ key: 'merchant', title: '所属商户', width: 170, ellipsis: true, value: merchantText }] : []),
  { key: 'notes', title: '备注', width: 180, ellipsis: true, value: (r) => r.notes || '-' },
  { key: 'create_time', title: '登记时间', width: 170, defaultHidden: true, value: (r) => formatDateTime(r.create_time) },
];

interface SimValues {
  merchant?: number;
  iccid: string;
  msisdn?: string;
  operator: 1 | 2 | 3;
  plan_mb: number;
  expire_date: Dayjs;
  device_code?: string;
  notes?: string;
}

/** 新增 or 编辑 a SIM (the ICCID is fixed once registered); choosing a device binds it, clearing unbinds. */
function SimDialog({ sim, station, open, onClose }: { sim?: Row; station?: string; open: boolean; onClose: () => void }) {
  const { showsMerchant } = useEnergyPlatform();
  return (
    <FormDialog<SimValues>
      open={open}
      title={sim ? `编辑 SIM 卡 · ${sim.iccid}` : '新增 SIM 卡'}
      name="energy-sim"
      initialValues={
        sim
          ? { msisdn: sim.msisdn || undefined, operator: sim.operator as 1 | 2 | 3, plan_mb: sim.plan_mb, expire_date: dayjs(sim.expire_date), device_code: sim.device_code ?? undefined, notes: sim.notes }
          : { operator: 1, plan_mb: 1024, expire_date: dayjs(todayInChina()).add(1, 'year') }
      }
      changes={[energySimList]}
      onClose={onClose}
      onSubmit={async (v) => {
        const fields = {
          ...(v.msisdn?.trim() ? { msisdn: v.msisdn.trim() } : {}),
          operator: v.operator,
          plan_mb: v.plan_mb,
          expire_date: v.expire_date.format('YYYY-MM-DD'),
          ...(v.device_code ? { device_code: v.device_code } : {}),
          ...(v.notes?.trim() ? { notes: v.notes.trim() } : {}),
        };
        if (sim) {
          await send(energySimUpdate, { id: sim.id, ...fields });
          return 'SIM 卡已保存';
        }
        await send(energySimCreate, { ...(v.merchant ? { merchant: v.merchant } : {}), iccid: v.iccid.replace(/\s+/g, '').toUpperCase(), ...fields });
        return 'SIM 卡已登记';
      }}
    >
      {!sim && showsMerchant && (
        <Form.Item name="merchant" label="所属商户" rules={[{ required: true, message: '请选择 SIM 卡所属的商户' }]}>
          <RemoteSelect source="merchant-below" placeholder="商户名称或商户号" aria-label="所属商户" style={{ width: '100%' }} />
        </Form.Item>
      )}
      {!sim && (
        <Form.Item
          name="iccid"
          label="ICCID"
          extra="卡面或卡托上的 19–20 位编号，8986 开头"
          rules={[
            { required: true, message: '请输入 ICCID' },
            { validator: (_, v: string | undefined) => (!v || new RegExp(ICCID_PATTERN).test(v.replace(/\s+/g, '')) ? Promise.resolve() : Promise.reject(new Error('请输入正确的 ICCID'))) },
          ]}
        >
          <Input maxLength={24} placeholder="如 89860412102080123456" />
        </Form.Item>
      )}
      <Form.Item name="operator" label="运营商" rules={[{ required: true, message: '请选择运营商' }]}>
        <Select options={operatorOptions} aria-label="运营商" />
      </Form.Item>
      <Form.Item name="msisdn" label="卡号（MSISDN）" rules={[{ pattern: /^[0-9]{11,13}$/, message: '卡号为 11–13 位数字' }]}>
        <Input maxLength={13} placeholder="选填，如 1440912345678" />
      </Form.Item>
      <Form.Item name="plan_mb" label="套餐流量（MB/月）" rules={[{ required: true, message: '请填写套餐流量' }]}>
        <InputNumber min={1} max={1_048_576} precision={0} style={{ width: '100%' }} aria-label="套餐流量" />
      </Form.Item>
      <Form.Item name="expire_date" label="到期日" rules={[{ required: true, message: '请选择到期日' }]}>
        <DatePicker style={{ width: '100%' }} aria-label="到期日" />
      </Form.Item>
      <Form.Item name="device_code" label="绑定设备" extra="一台设备只能绑定一张 SIM 卡；清空即解绑，设备的 ICCID 随之更新">
        <DevicePicker station={station} placeholder="不绑定" aria-label="绑定设备" style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="notes" label="备注">
        <Input.TextArea rows={2} maxLength={200} showCount />
      </Form.Item>
    </FormDialog>
  );
}

/**
 * SIM 卡 (…/config/sim) of the merchants the user acts for, and a station detail's (`station` fixed: the SIMs of its
 * devices). 新增, 编辑 (binding a device), 停用 / 启用, 删除 (asked first).
 */
export function SimList({ station }: { station?: string }) {
  const gate = useGate();
  const { platform, paths, can, showsMerchant } = useEnergyPlatform();
  const changed = useChanged(energySimList);
  const [editing, setEditing] = useState<{ sim?: Row } | null>(null);
  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', key: 'keywords', label: '关键词', placeholder: 'ICCID、卡号或设备编号开头', maxLength: 32 },
      { kind: 'select', key: 'expiry', label: '到期情况', options: expiryOptions },
      ...(station ? [] : [{ kind: 'custom' as const, key: 'station_code', label: '电站', render: () => <StationPicker style={{ width: '100%' }} /> }]),
      { kind: 'select', key: 'operator', label: '运营商', options: operatorOptions },
      { kind: 'select', key: 'status', label: '状态', options: statusOptions },
      ...(showsMerchant ? [{ kind: 'remote' as const, key: 'merchant', label: '所属商户', source: 'merchant-below', placeholder: '商户名称或商户号' }] : []),
    ],
    [station, showsMerchant],
  );
  const fixedQuery = useMemo(() => (station ? { station_code: station } : undefined), [station]);
  const setStatus = async (r: Row, status: 0 | 1) => {
    await send(energySimStatus, { id: r.id, status });
    await changed(status ? '已启用' : '已停用');
  };
  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: can('sim', 'update'), onClick: (r) => setEditing({ sim: r }) },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: can('sim', 'update'),
      when: (r) => r.status === EnergyStatus.enabled,
      confirm: (r) => `停用 SIM 卡 ${r.iccid}？停用只是登记状态，不会向运营商办理停机。`,
      onClick: (r) => setStatus(r, 0),
    },
    { key: 'enable', label: '启用', permission: can('sim', 'update'), when: (r) => r.status === EnergyStatus.disabled, onClick: (r) => setStatus(r, 1) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: can('sim', 'delete'),
      confirm: (r) => `删除 SIM 卡 ${r.iccid}？${r.device_code ? `设备 ${r.device_code} 将随之解绑。` : ''}删除后不可恢复。`,
      onClick: async (r) => {
        await send(energySimDelete, { id: r.id });
        await changed('SIM 卡已删除');
      },
    },
  ];
  return (
    <>
      <ListPage
        id={`energy-sim-${platform}${station ? '-station' : ''}`}
        call={energySimList}
        rowKey="id"
        filters={filters}
        fixedQuery={fixedQuery}
        columns={columns(paths.deviceList, showsMerchant, !station)}
        actions={actions}
        toolbar={() =>
          gate({ permission: can('sim', 'create') }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({})}>
              新增 SIM 卡
            </Button>
          )
        }
      />
      <SimDialog key={editing?.sim?.id ?? 'new'} sim={editing?.sim} station={station} open={!!editing} onClose={() => setEditing(null)} />
    </>
  );
}

export default function SimListPage() {
  return <SimList />;
}

export function StationSimPage() {
  return <StationLayout>{(station) => <SimList station={station} />}</StationLayout>;
}
