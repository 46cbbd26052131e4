import { PlusOutlined } from '@ant-design/icons';
import { AdvertStatus, formatDateTime, maskPhone, trafficProviderCreate, trafficProviderList, trafficProviderStatus, trafficProviderTypeNames, trafficProviderUpdate, type CallReply } from '@console/contract';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { formRule } from '../../../widgets/resource/form-page';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { EnabledTag } from '../../../widgets/status-tag/enabled-tag';
import { providerTypeOptions, spaceReads, statusOptions } from './shared';

type Row = CallReply<typeof trafficProviderList>['row'][number];
interface Values {
  name: string;
  type: number;
  contact_name?: string;
  contact_mobile?: string;
  share_rate: number;
  remark?: string;
}

const filters: FilterField[] = [
  { kind: 'text', key: 'name', label: '流量主名称', maxLength: 40 },
  { kind: 'select', key: 'type', label: '类型', options: providerTypeOptions },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
];

const columns: Column<Row>[] = [
  { key: 'name', title: '流量主名称', width: 180, fixed: 'left' },
  { key: 'type', title: '类型', width: 120, value: (r) => trafficProviderTypeNames[r.type] ?? r.type },
  { key: 'contact', title: '联系人', width: 180, value: (r) => [r.contact_name, r.contact_mobile && maskPhone(r.contact_mobile)].filter(Boolean).join(' ') || '-' },
  { key: 'share_rate', title: '分成比例', width: 100, value: (r) => `${r.share_rate}%` },
  { key: 'space_count', title: '广告位数', width: 100 },
  { key: 'status', title: '状态', width: 90, render: (r) => <EnabledTag enabled={r.status === AdvertStatus.enabled} /> },
  { key: 'remark', title: '备注', width: 180, ellipsis: true, value: (r) => r.remark || '-' },
  { key: 'update_time', title: '更新时间', width: 170, value: (r) => formatDateTime(r.update_time) },
];

const text = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);

/** 新建流量主 / 编辑流量主. */
function ProviderDialog({ editing, open, onClose }: { editing: Row | null; open: boolean; onClose: () => void }) {
  return (
    <FormDialog<Values>
      open={open}
      title={editing ? '编辑流量主' : '新建流量主'}
      name="adverting-provider"
      initialValues={editing ?? { type: 1, share_rate: 30 }}
      changes={spaceReads}
      onClose={onClose}
      onSubmit={async (v) => {
        const body = { name: v.name.trim(), type: v.type, contact_name: text(v.contact_name), contact_mobile: text(v.contact_mobile), share_rate: v.share_rate, remark: text(v.remark) };
        if (editing) {
          await send(trafficProviderUpdate, { id: editing.id, ...body });
          return '已保存';
        }
        await send(trafficProviderCreate, body);
        return '已新建流量主';
      }}
    >
      <Form.Item name="name" label="流量主名称" rules={[{ required: true, whitespace: true, message: '请输入流量主名称' }]}>
        <Input maxLength={40} showCount placeholder="如：福田中心停车场" />
      </Form.Item>
      <Form.Item name="type" label="类型" rules={[{ required: true, message: '请选择类型' }]}>
        <Select options={providerTypeOptions} />
      </Form.Item>
      <Form.Item name="share_rate" label="分成比例" extra="流量主分得的广告收入比例，0–100 的整数" rules={[{ required: true, message: '请填写分成比例' }]}>
        <InputNumber min={0} max={100} precision={0} suffix="%" style={{ width: 160 }} />
      </Form.Item>
      <Form.Item name="contact_name" label="联系人">
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name="contact_mobile" label="联系电话" rules={[formRule('mobile')]}>
        <Input maxLength={11} placeholder="11 位手机号（选填）" />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}

/** 流量主: who brings the traffic the ad spaces sell, and its revenue share; 停用 keeps its spaces but no new one may pick it. */
export default function ProviderListPage() {
  const gate = useGate();
  const changed = useChanged(...spaceReads);
  const [dialog, setDialog] = useState<{ editing: Row | null } | null>(null);
  const setStatus = async (row: Row, status: number) => {
    await send(trafficProviderStatus, { id: row.id, status });
    await changed(status === AdvertStatus.enabled ? '已启用' : '已停用');
  };
  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: ['adverting:config:provider:update'], onClick: (r) => setDialog({ editing: r }) },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: ['adverting:config:provider:update'],
      when: (r) => r.status === AdvertStatus.enabled,
      confirm: (r) => `停用「${r.name}」后，${r.space_count ? `它的 ${r.space_count} 个广告位照常投放，但` : ''}新的广告位不能再选择它。确定停用吗？`,
      onClick: (r) => setStatus(r, AdvertStatus.disabled),
    },
    { key: 'enable', label: '启用', permission: ['adverting:config:provider:update'], when: (r) => r.status === AdvertStatus.disabled, onClick: (r) => setStatus(r, AdvertStatus.enabled) },
  ];
  return (
    <>
      <ListPage
        id="adverting-provider"
        call={trafficProviderList}
        rowKey="id"
        filters={filters}
        columns={columns}
        actions={actions}
        toolbar={() =>
          gate({ permission: ['adverting:config:provider:create'] }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>
              新建流量主
            </Button>
          )
        }
      />
      <ProviderDialog open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
    </>
  );
}
