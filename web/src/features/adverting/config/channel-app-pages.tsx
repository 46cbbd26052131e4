import { PlusOutlined } from '@ant-design/icons';
import { AdvertStatus, channelAppCreate, channelAppGet, channelAppList, channelAppPlatformNames, channelAppStatus, channelAppUpdate, formatDateTime, optionList, type CallReply } from '@console/contract';
import { Button, Form, Input, Select } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { CopyText } from '../../../widgets/copy-text/copy-text';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { DetailPage, type DetailAction, type DetailField } from '../../../widgets/resource/detail-page';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { EnabledTag } from '../../../widgets/status-tag/enabled-tag';
import { AuditTimeline } from '../../../widgets/timeline/record-timeline';
import { CHANNEL_APP_DETAIL, CHANNEL_APP_LIST, optionsOf, statusOptions } from './shared';

type ChannelApp = CallReply<typeof channelAppGet>;
interface Values {
  name: string;
  platform: number;
  bundle: string;
  provider?: number;
  remark?: string;
}
const UPDATE = ['adverting:config:channel_app:update'];
const reads = [channelAppList, channelAppGet, optionList] as const;
const platformOptions = optionsOf(channelAppPlatformNames);

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '应用', placeholder: '名称或包名', maxLength: 40 },
  { kind: 'select', key: 'platform', label: '平台', options: platformOptions },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
];
const columns: Column<ChannelApp>[] = [
  { key: 'name', title: '应用名称', width: 180, fixed: 'left' },
  { key: 'platform', title: '平台', width: 120, value: (a) => channelAppPlatformNames[a.platform] },
  { key: 'bundle', title: '包名/AppID', width: 220 },
  { key: 'provider', title: '流量主', width: 160, value: (a) => a.provider_name || '自有流量' },
  { key: 'status', title: '状态', width: 90, render: (a) => <EnabledTag enabled={a.status === AdvertStatus.enabled} /> },
  { key: 'remark', title: '备注', width: 180, ellipsis: true, value: (a) => a.remark || '-', defaultHidden: true },
  { key: 'update_time', title: '更新时间', width: 170, value: (a) => formatDateTime(a.update_time) },
];

/** 新建应用 (the AppKey is generated) / 编辑应用 (the AppKey stays). */
function AppDialog({ editing, open, onClose }: { editing: ChannelApp | null; open: boolean; onClose: () => void }) {
  return (
    <FormDialog<Values>
      open={open}
      title={editing ? '编辑渠道应用' : '新建渠道应用'}
      name="adverting-channel-app"
      initialValues={editing ? { ...editing, provider: editing.provider || undefined } : { platform: 2 }}
      changes={reads}
      onClose={onClose}
      onSubmit={async (v) => {
        const body = { name: v.name.trim(), platform: v.platform, bundle: v.bundle.trim(), provider: v.provider || undefined, remark: v.remark?.trim() || undefined };
        if (editing) {
          await send(channelAppUpdate, { id: editing.id, ...body });
          return '已保存';
        }
        await send(channelAppCreate, body);
        return '已新建渠道应用，AppKey 可在详情中查看';
      }}
    >
      <Form.Item name="name" label="应用名称" rules={[{ required: true, whitespace: true, message: '请输入应用名称' }]}>
        <Input maxLength={40} showCount placeholder="如：智泊云停车" />
      </Form.Item>
      <Form.Item name="platform" label="平台" rules={[{ required: true, message: '请选择平台' }]}>
        <Select aria-label="平台" options={platformOptions} />
      </Form.Item>
      <Form.Item
        name="bundle"
        label="包名/AppID"
        extra="iOS Bundle ID、Android 包名、小程序 AppID 或 H5 域名；同一平台内不能重复"
        rules={[
          { required: true, whitespace: true, message: '请输入包名/AppID' },
          { pattern: /^[A-Za-z0-9][A-Za-z0-9._-]{1,99}$/, message: '2–100 位字母、数字、点、下划线或连字符，字母或数字开头' },
        ]}
      >
        <Input maxLength={100} placeholder="如：com.zhibo.park" />
      </Form.Item>
      <Form.Item name="provider" label="流量主" extra="不选为自有流量；只能选择启用的流量主">
        <RemoteSelect aria-label="流量主" source="adverting-provider" placeholder="选择流量主（选填）" />
      </Form.Item>
      <Form.Item name="remark" label="备注">
        <Input.TextArea maxLength={200} rows={2} />
      </Form.Item>
    </FormDialog>
  );
}

/** 渠道应用: the apps and mini programs asking for ads; 新建 and 编辑 in a dialog, 停用 asks first. */
export function ChannelAppListPage() {
  const gate = useGate();
  const navigate = useNavigate();
  const changed = useChanged(...reads);
  const [dialog, setDialog] = useState<{ editing: ChannelApp | null } | null>(null);
  const setStatus = async (a: ChannelApp, status: number) => {
    await send(channelAppStatus, { id: a.id, status });
    await changed(status === AdvertStatus.enabled ? '已启用' : '已停用，该应用不再获得广告');
  };
  const actions: RowAction<ChannelApp>[] = [
    { key: 'detail', label: '详情', onClick: (a) => navigate(`${CHANNEL_APP_DETAIL}?id=${a.id}`) },
    { key: 'edit', label: '编辑', permission: UPDATE, onClick: (a) => setDialog({ editing: a }) },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: UPDATE,
      when: (a) => a.status === AdvertStatus.enabled,
      confirm: (a) => `停用「${a.name}」后，该应用不再获得广告。确定停用吗？`,
      onClick: (a) => setStatus(a, AdvertStatus.disabled),
    },
    { key: 'enable', label: '启用', permission: UPDATE, when: (a) => a.status === AdvertStatus.disabled, onClick: (a) => setStatus(a, AdvertStatus.enabled) },
  ];
  return (
    <>
      <ListPage
        id="adverting-channel-app"
        call={channelAppList}
        rowKey="id"
        filters={filters}
        columns={columns}
        actions={actions}
        toolbar={() =>
          gate({ permission: ['adverting:config:channel_app:create'] }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setDialog({ editing: null })}>
              新建应用
            </Button>
          )
        }
      />
      <AppDialog open={dialog !== null} editing={dialog?.editing ?? null} onClose={() => setDialog(null)} />
    </>
  );
}

const fields: DetailField<ChannelApp>[] = [
  { key: 'name', label: '应用名称' },
  { key: 'platform', label: '平台', value: (a) => channelAppPlatformNames[a.platform] },
  { key: 'status', label: '状态', render: (a) => <EnabledTag enabled={a.status === AdvertStatus.enabled} /> },
  { key: 'bundle', label: '包名/AppID' },
  { key: 'app_key', label: '广告 AppKey', render: (a) => <CopyText text={a.app_key}>{a.app_key}</CopyText> },
  { key: 'provider', label: '流量主', value: (a) => a.provider_name || '自有流量' },
  { key: 'create_time', label: '创建时间', value: (a) => formatDateTime(a.create_time) },
  { key: 'update_time', label: '更新时间', value: (a) => formatDateTime(a.update_time) },
  { key: 'remark', label: '备注', span: 'filled' },
];

/** 渠道应用详情 (?id=): the app with its AppKey (copy), 编辑, 停用 / 启用 and its 操作记录. */
export function ChannelAppDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const changed = useChanged(...reads);
  const [editing, setEditing] = useState<ChannelApp | null>(null);
  const setStatus = async (status: number) => {
    await send(channelAppStatus, { id, status });
    await changed(status === AdvertStatus.enabled ? '已启用' : '已停用，该应用不再获得广告');
  };
  const actions: DetailAction<ChannelApp>[] = [
    { key: 'edit', label: '编辑', primary: true, permission: UPDATE, onClick: (a) => setEditing(a) },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: UPDATE,
      when: (a) => a.status === AdvertStatus.enabled,
      confirm: (a) => `停用「${a.name}」后，该应用不再获得广告。确定停用吗？`,
      onClick: () => setStatus(AdvertStatus.disabled),
    },
    { key: 'enable', label: '启用', permission: UPDATE, when: (a) => a.status === AdvertStatus.disabled, onClick: () => setStatus(AdvertStatus.enabled) },
  ];
  return (
    <>
      <DetailPage<ChannelApp>
        loadKey={[channelAppGet.path, id]}
        load={() => send(channelAppGet, { id })}
        title={(a) => `${a.name} · ${channelAppPlatformNames[a.platform] ?? ''}`}
        fields={fields}
        back={CHANNEL_APP_LIST}
        actions={actions}
        tabs={[
          {
            key: 'timeline',
            label: '操作记录',
            render: (a) => <AuditTimeline type="ad_channel_app" id={a.id} />,
          },
        ]}
      />
      <AppDialog open={editing !== null} editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
