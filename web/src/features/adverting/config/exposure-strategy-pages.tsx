import { PlusOutlined } from '@ant-design/icons';
import {
  adRotationNames,
  AdvertStatus,
  exposureStrategyCreate,
  exposureStrategyGet,
  exposureStrategyList,
  exposureStrategyStatus,
  exposureStrategyUpdate,
  formatDateTime,
  type CallReply,
} from '@console/contract';
import { App, Button, Form, Input, InputNumber, Radio, Space } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { DetailPage, type DetailAction, type DetailField } from '../../../widgets/resource/detail-page';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { EnabledTag } from '../../../widgets/status-tag/enabled-tag';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { EXPOSURE_DETAIL, EXPOSURE_LIST, optionsOf, POLICY_CREATE, POLICY_DETAIL, statusOptions } from './shared';

type Strategy = CallReply<typeof exposureStrategyGet>;
interface Values {
  name: string;
  user_daily_cap?: number;
  interval_minutes?: number;
  rotation: number;
  remark?: string;
}
const UPDATE = ['adverting:config:exposure:update'];
const reads = [exposureStrategyList, exposureStrategyGet] as const;
const capText = (s: Strategy) => (s.user_daily_cap ? `${s.user_daily_cap} 次` : '不限');
const intervalText = (s: Strategy) => (s.interval_minutes ? `${s.interval_minutes} 分钟` : '不限');

const filters: FilterField[] = [
  { kind: 'text', key: 'name', label: '策略名称', maxLength: 30 },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
];
const columns: Column<Strategy>[] = [
  { key: 'name', title: '策略名称', width: 180, fixed: 'left' },
  { key: 'user_daily_cap', title: '每人每日展示上限', width: 150, value: capText },
  { key: 'interval_minutes', title: '最短间隔', width: 120, value: intervalText },
  { key: 'rotation', title: '轮播方式', width: 140, value: (s) => adRotationNames[s.rotation] },
  { key: 'status', title: '状态', width: 90, render: (s) => <EnabledTag enabled={s.status === AdvertStatus.enabled} /> },
  { key: 'remark', title: '备注', width: 200, ellipsis: true, value: (s) => s.remark || '-' },
  { key: 'update_time', title: '更新时间', width: 170, value: (s) => formatDateTime(s.update_time) },
];

/** The strategy's fields: one set for the create page (策略 › 新建策略) and the 编辑 dialog. */
function StrategyFields() {
  return (
    <>
      <Form.Item name="name" label="策略名称" rules={[{ required: true, whitespace: true, message: '请输入策略名称' }]}>
        <Input maxLength={30} showCount placeholder="如：默认频控" />
      </Form.Item>
      <Form.Item name="user_daily_cap" label="每人每日展示上限" extra="同一用户每天最多看到几次，不填为不限">
        <InputNumber aria-label="每人每日展示上限" min={0} max={1000} precision={0} suffix="次" placeholder="不限" style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="interval_minutes" label="最短间隔" extra="同一用户两次展示之间至少相隔，不填为不限">
        <InputNumber aria-label="最短间隔" min={0} max={1440} precision={0} suffix="分钟" placeholder="不限" style={{ width: 180 }} />
      </Form.Item>
      <Form.Item name="rotation" label="轮播方式" rules={[{ required: true, message: '请选择轮播方式' }]} extra="同一广告位有多个计划时谁先展示">
        <Radio.Group options={optionsOf(adRotationNames)} />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </>
  );
}

/** The form's values as the create and update calls' body (不限 travels as 0). */
const strategyBody = (v: Values) => ({
  name: v.name.trim(),
  user_daily_cap: v.user_daily_cap ?? 0,
  interval_minutes: v.interval_minutes ?? 0,
  rotation: v.rotation,
  remark: v.remark?.trim() || undefined,
});

/** 编辑策略 (新建 is a page: StrategyCreatePage). */
function StrategyDialog({ editing, onClose }: { editing: Strategy | null; onClose: () => void }) {
  return (
    <FormDialog<Values>
      open={editing !== null}
      title="编辑曝光策略"
      name="adverting-exposure"
      initialValues={editing ? { ...editing, user_daily_cap: editing.user_daily_cap || undefined, interval_minutes: editing.interval_minutes || undefined } : undefined}
      changes={reads}
      onClose={onClose}
      onSubmit={async (v) => {
        await send(exposureStrategyUpdate, { id: editing!.id, ...strategyBody(v) });
        return '已保存';
      }}
    >
      <StrategyFields />
    </FormDialog>
  );
}

/**
 * 新建策略 (/adverting/operation/policy/create): a new 曝光策略 on a page; saved, it opens the strategy's detail
 * (策略详情). Leaving with something typed asks first; the page starts empty again on the next visit.
 */
export function StrategyCreatePage() {
  const [form] = Form.useForm<Values>();
  const navigate = useNavigate();
  const { modal } = App.useApp();
  const changed = useChanged(...reads);
  const [saving, setSaving] = useState(false);
  const leave = () => {
    const done = () => {
      form.resetFields();
      navigate(EXPOSURE_LIST);
    };
    if (!form.isFieldsTouched()) return done();
    modal.confirm({ title: '放弃未保存的修改？', content: '离开后，本页填写的内容不会保存。', okText: '放弃修改', okButtonProps: { danger: true }, cancelText: '继续编辑', onOk: done });
  };
  return (
    <Form<Values>
      form={form}
      name="adverting-policy-create"
      layout="vertical"
      initialValues={{ rotation: 1 }}
      style={{ background: '#fff', padding: 24, borderRadius: 8, maxWidth: 640 }}
      scrollToFirstError
      onFinish={async (v) => {
        setSaving(true);
        try {
          const { id } = await send(exposureStrategyCreate, strategyBody(v));
          await changed('已新建曝光策略');
          form.resetFields();
          navigate(`${POLICY_DETAIL}?id=${id}`);
        } catch {
          // The request layer has shown why; the form keeps what was typed.
        } finally {
          setSaving(false);
        }
      }}
    >
      <StrategyFields />
      <Space>
        <Button type="primary" htmlType="submit" loading={saving}>
          创建策略
        </Button>
        <Button onClick={leave}>取消</Button>
      </Space>
    </Form>
  );
}

/** 曝光策略: frequency caps and rotation of the partner's ads; 新建 opens the create page, 编辑 a dialog, 停用 asks first. */
export function ExposureStrategyListPage() {
  const gate = useGate();
  const navigate = useNavigate();
  const changed = useChanged(...reads);
  const [editing, setEditing] = useState<Strategy | null>(null);
  const setStatus = async (s: Strategy, status: number) => {
    await send(exposureStrategyStatus, { id: s.id, status });
    await changed(status === AdvertStatus.enabled ? '已启用' : '已停用');
  };
  const actions: RowAction<Strategy>[] = [
    { key: 'detail', label: '详情', onClick: (s) => navigate(`${EXPOSURE_DETAIL}?id=${s.id}`) },
    { key: 'edit', label: '编辑', permission: UPDATE, onClick: (s) => setEditing(s) },
    {
      key: 'disable',
      label: '停用',
      permission: UPDATE,
      when: (s) => s.status === AdvertStatus.enabled,
      confirm: (s) => `停用策略「${s.name}」后不再生效。确定停用吗？`,
      onClick: (s) => setStatus(s, AdvertStatus.disabled),
    },
    { key: 'enable', label: '启用', permission: UPDATE, when: (s) => s.status === AdvertStatus.disabled, onClick: (s) => setStatus(s, AdvertStatus.enabled) },
  ];
  return (
    <>
      <ListPage
        id="adverting-exposure"
        call={exposureStrategyList}
        rowKey="id"
        filters={filters}
        columns={columns}
        actions={actions}
        toolbar={() =>
          gate({ permission: ['adverting:config:exposure:create'] }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(POLICY_CREATE)}>
              新建策略
            </Button>
          )
        }
      />
      <StrategyDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}

const fields: DetailField<Strategy>[] = [
  { key: 'name', label: '策略名称' },
  { key: 'status', label: '状态', render: (s) => <EnabledTag enabled={s.status === AdvertStatus.enabled} /> },
  { key: 'user_daily_cap', label: '每人每日展示上限', value: capText },
  { key: 'interval_minutes', label: '最短间隔', value: intervalText },
  { key: 'rotation', label: '轮播方式', value: (s) => adRotationNames[s.rotation] },
  { key: 'create_time', label: '创建时间', value: (s) => formatDateTime(s.create_time) },
  { key: 'update_time', label: '更新时间', value: (s) => formatDateTime(s.update_time) },
  { key: 'remark', label: '备注', span: 'filled' },
];

/** 曝光策略详情 and 策略详情 (one page at both addresses, ?id=): the strategy, 编辑, 停用 / 启用 and its 操作记录. */
export function ExposureStrategyDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const changed = useChanged(...reads);
  const [editing, setEditing] = useState<Strategy | null>(null);
  const setStatus = async (status: number) => {
    await send(exposureStrategyStatus, { id, status });
    await changed(status === AdvertStatus.enabled ? '已启用' : '已停用');
  };
  const actions: DetailAction<Strategy>[] = [
    { key: 'edit', label: '编辑', primary: true, permission: UPDATE, onClick: (s) => setEditing(s) },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: UPDATE,
      when: (s) => s.status === AdvertStatus.enabled,
      confirm: (s) => `停用策略「${s.name}」后不再生效。确定停用吗？`,
      onClick: () => setStatus(AdvertStatus.disabled),
    },
    { key: 'enable', label: '启用', permission: UPDATE, when: (s) => s.status === AdvertStatus.disabled, onClick: () => setStatus(AdvertStatus.enabled) },
  ];
  return (
    <>
      <DetailPage<Strategy>
        loadKey={[exposureStrategyGet.path, id]}
        load={() => send(exposureStrategyGet, { id })}
        title={(s) => `${s.name} · 曝光策略`}
        fields={fields}
        back={EXPOSURE_LIST}
        actions={actions}
        tabs={[
          {
            key: 'timeline',
            label: '操作记录',
            render: (s) => <AuditTimeline type="ad_exposure_strategy" id={s.id} />,
          },
        ]}
      />
      <StrategyDialog editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
