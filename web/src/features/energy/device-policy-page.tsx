import { devicePolicyActions, energyDevicePolicyList, energyDevicePolicyStatus, energyDevicePolicyUpdate, formatDateTime, type CallReply, type DevicePolicyKindCode, devicePolicyKinds } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Form, InputNumber, Radio, Tag, Typography } from 'antd';
import { useState } from 'react';
import { send } from '../../lib/request';
import { DataTable } from '../../widgets/data-table/data-table';
import { FormDialog } from '../../widgets/resource/form-dialog';
import type { Column, RowAction } from '../../widgets/resource/types';
import { useChanged } from '../../widgets/resource/use-changed';
import { EnergyStatusTag, useEnergyPlatform } from './shared';
import { StationLayout } from './station-detail';

/**
 * 设备安全策略 (…/config/policy?station=): the protections the station's chargers apply — threshold, what a charger does
 * when it is crossed, on or off —; a kind never changed shows its default (默认). 编辑 in a dialog, 停用 (asked first) /
 * 启用. docs/decisions.md, "Energy station detail: the rest".
 */

type Row = CallReply<typeof energyDevicePolicyList>[number];

const columns: Column<Row>[] = [
  { key: 'name', title: '策略', width: 140, render: (r) => <span>{r.name}</span> },
  { key: 'hint', title: '说明', width: 240, ellipsis: true, value: (r) => devicePolicyKinds[r.kind as DevicePolicyKindCode]?.hint ?? '' },
  { key: 'threshold', title: '阈值', width: 110, value: (r) => `${r.threshold} ${r.unit}` },
  { key: 'action', title: '触发动作', width: 140, render: (r) => <Tag color={r.action === 2 ? 'red' : 'orange'}>{devicePolicyActions[r.action as 1 | 2]}</Tag> },
  { key: 'status', title: '状态', width: 80, render: (r) => <EnergyStatusTag status={r.status} /> },
  { key: 'customised', title: '来源', width: 80, render: (r) => (r.customised ? <Tag color="blue">已修改</Tag> : <Typography.Text type="secondary">默认</Typography.Text>) },
  { key: 'operator', title: '最后修改人', width: 100, value: (r) => r.operator || '-' },
  { key: 'update_time', title: '更新时间', width: 170, value: (r) => (r.update_time ? formatDateTime(r.update_time) : '-') },
];

interface EditValues {
  threshold: number;
  action: 1 | 2;
}

function PolicyDialog({ station, policy, onClose }: { station: string; policy?: Row; onClose: () => void }) {
  return (
    <FormDialog<EditValues>
      open={!!policy}
      title={policy ? `编辑${policy.name}` : ''}
      name="energy-device-policy"
      initialValues={policy ? { threshold: policy.threshold, action: policy.action as 1 | 2 } : undefined}
      changes={[energyDevicePolicyList]}
      onSubmit={(v) => send(energyDevicePolicyUpdate, { station_code: station, kind: policy!.kind as DevicePolicyKindCode, threshold: v.threshold, action: v.action }).then(() => `${policy!.name}已保存`)}
      onClose={onClose}
    >
      {policy && (
        <>
          <Form.Item
            name="threshold"
            label="阈值"
            extra={`${policy.min}–${policy.max} ${policy.unit}`}
            rules={[
              { required: true, message: '请填写阈值' },
              { type: 'number', min: policy.min, max: policy.max, message: `阈值须在 ${policy.min}–${policy.max} ${policy.unit} 之间` },
            ]}
          >
            <InputNumber precision={0} addonAfter={policy.unit} style={{ width: 200 }} aria-label="阈值" />
          </Form.Item>
          <Form.Item name="action" label="触发动作" rules={[{ required: true, message: '请选择触发动作' }]}>
            <Radio.Group options={Object.entries(devicePolicyActions).map(([value, label]) => ({ value: Number(value), label }))} />
          </Form.Item>
        </>
      )}
    </FormDialog>
  );
}

export function DevicePolicyList({ station }: { station: string }) {
  const { can } = useEnergyPlatform();
  const [editing, setEditing] = useState<Row>();
  const changed = useChanged(energyDevicePolicyList);
  const list = useQuery({ queryKey: [energyDevicePolicyList.path, station], queryFn: () => send(energyDevicePolicyList, { station_code: station }, { silent: true }) });
  const rows = list.data ?? [];
  const setStatus = async (r: Row, status: 0 | 1) => {
    await send(energyDevicePolicyStatus, { station_code: station, kind: r.kind as DevicePolicyKindCode, status });
    await changed(status ? `${r.name}已启用` : `${r.name}已停用`);
  };
  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: can('station', 'update'), onClick: setEditing },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: can('station', 'update'),
      when: (r) => r.status === 1,
      confirm: (r) => `停用「${r.name}」后，本站充电桩不再按该策略保护，可能带来安全风险。确定停用吗？`,
      onClick: (r) => setStatus(r, 0),
    },
    { key: 'enable', label: '启用', permission: can('station', 'update'), when: (r) => r.status === 0, onClick: (r) => setStatus(r, 1) },
  ];
  return (
    <>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message="本站所有充电桩按这些策略保护；未修改过的策略使用平台默认值。" />
      <DataTable<Row>
        id="energy-device-policy"
        rowKey="kind"
        columns={columns}
        rows={rows}
        total={rows.length}
        page={1}
        size={20}
        onPage={() => undefined}
        loading={list.isFetching}
        error={list.error}
        onRetry={() => void list.refetch()}
        actions={actions}
      />
      <PolicyDialog station={station} policy={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}

export default function StationPolicyPage() {
  return <StationLayout>{(station) => <DevicePolicyList station={station} />}</StationLayout>;
}
