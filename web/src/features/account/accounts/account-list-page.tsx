import { PlusOutlined } from '@ant-design/icons';
import { departmentBranch, formatDateTime, managerDelete, managerDisable, managerEnable, managerList, managerUpdate, maskPhone, ManagerStatus, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Form, Input, Modal, Radio, Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { useSession } from '../../../shell/session/store';
import { formRule } from '../../../widgets/resource/form-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import { ListPage } from '../../../widgets/resource/list-page';
import { EnabledTag } from '../../../widgets/status-tag/enabled-tag';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { ACCOUNT_ADD, ACCOUNT_EDIT, departmentOptions, generatePassword, showPasswordOnce } from './shared';

type Row = CallReply<typeof managerList>['row'][number];

const statusOptions = [
  { label: '启用', value: ManagerStatus.enabled },
  { label: '停用', value: ManagerStatus.disabled },
];

export const AccountStatusTag = ({ status }: { status: number }) => <EnabledTag enabled={status === ManagerStatus.enabled} />;

const columns: Column<Row>[] = [
  { key: 'account', title: '登录账号', width: 160, ellipsis: true },
  {
    key: 'name',
    title: '姓名',
    width: 140,
    render: (row) => (
      <Space size={4}>
        {row.name}
        {row.identity === 'superuser' && <Tag color="gold">主账号</Tag>}
      </Space>
    ),
  },
  { key: 'mobile', title: '手机号', width: 130, value: (row) => maskPhone(row.mobile) || '-' },
  { key: 'department_name', title: '部门', width: 140, value: (row) => row.department_name || '-' },
  { key: 'roles', title: '角色', width: 220, render: (row) => (row.roles.length ? row.roles.map((role) => <Tag key={role.id}>{role.name}</Tag>) : '-') },
  { key: 'status', title: '状态', width: 80, render: (row) => <AccountStatusTag status={row.status} /> },
  { key: 'create_time', title: '创建时间', width: 170, value: (row) => formatDateTime(row.create_time) },
  { key: 'update_time', title: '更新时间', width: 170, value: (row) => formatDateTime(row.update_time), defaultHidden: true },
];

/** 重置密码: typed by the administrator (password rule) or generated here and shown once. */
function ResetPasswordModal({ row, onClose }: { row: Row | null; onClose: () => void }) {
  const [form] = Form.useForm<{ mode: 'generate' | 'manual'; password?: string }>();
  const mode = Form.useWatch('mode', form);
  const [saving, setSaving] = useState(false);
  const { message, modal } = App.useApp();
  const changed = useChanged();
  const submit = async () => {
    if (!row) return;
    const values = await form.validateFields();
    const password = values.mode === 'manual' ? values.password!.trim() : generatePassword();
    setSaving(true);
    try {
      await send(managerUpdate, { id: row.id, password });
      message.success('密码已重置，该账号需重新登录');
      void changed();
      if (values.mode === 'generate') showPasswordOnce(modal, row.account, password, '新密码');
      onClose();
    } catch {
      // Shown by the request layer.
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal title={`重置密码：${row?.account ?? ''}`} open={!!row} onCancel={onClose} onOk={() => void submit()} confirmLoading={saving} okText="重置" destroyOnHidden>
      <Form form={form} name="account-reset-password" layout="vertical" initialValues={{ mode: 'generate' }} preserve={false}>
        <Form.Item name="mode" label="新密码">
          <Radio.Group options={[{ label: '系统生成', value: 'generate' }, { label: '手动设置', value: 'manual' }]} />
        </Form.Item>
        {mode === 'manual' && (
          <Form.Item name="password" label="密码" rules={[{ required: true, message: '请输入新密码' }, formRule('password')]}>
            <Input.Password maxLength={20} autoComplete="new-password" placeholder="8-20 位，含字母和非字母字符" />
          </Form.Item>
        )}
        <p style={{ color: 'var(--ant-color-text-secondary, #888)', margin: 0 }}>重置后该账号的所有登录会话立即失效。</p>
      </Form>
    </Modal>
  );
}

/** 子账号: the merchant's accounts with their departments, roles and status. */
export default function AccountListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const [resetting, setResetting] = useState<Row | null>(null);
  const branch = useQuery({ queryKey: [departmentBranch.path], queryFn: () => send(departmentBranch, {}, { silent: true }), staleTime: 60_000 });

  const filters = useMemo<FilterField[]>(
    () => [
      { kind: 'text', key: 'name', label: '姓名' },
      { kind: 'text', key: 'mobile', label: '手机号', maxLength: 11 },
      { kind: 'select', key: 'department', label: '部门', options: departmentOptions(branch.data?.row ?? []) },
      { kind: 'select', key: 'status', label: '状态', options: statusOptions },
      { kind: 'text', key: 'account', label: '登录账号' },
    ],
    [branch.data],
  );

  const changed = useChanged(managerList);
  // One's own account is changed in 账号设置: no 停用, 重置密码 or 删除 on its own row (the server refuses them too).
  const self = useSession((s) => s.user?.manager_id);
  const others = (row: Row) => row.id !== self;

  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: ['merchant:manager:update'], onClick: (row) => navigate(`${ACCOUNT_EDIT}?id=${row.id}`) },
    {
      key: 'disable',
      label: '停用',
      permission: ['merchant:manager:update'],
      when: (row) => others(row) && row.status === ManagerStatus.enabled,
      confirm: (row) => `确定停用账号「${row.account}」吗？停用后该账号立即退出登录且不能再登录。`,
      onClick: async (row) => {
        await send(managerDisable, { id: row.id });
        await changed('已停用');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: ['merchant:manager:update'],
      when: (row) => row.status === ManagerStatus.disabled,
      confirm: (row) => `确定启用账号「${row.account}」吗？`,
      onClick: async (row) => {
        await send(managerEnable, { id: row.id });
        await changed('已启用');
      },
    },
    { key: 'reset', label: '重置密码', permission: ['merchant:manager:update'], when: others, onClick: (row) => setResetting(row) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['merchant:manager:update'],
      when: others,
      confirm: (row) => `确定删除账号「${row.account}」吗？删除后不可恢复。`,
      onClick: async (row) => {
        await send(managerDelete, { id: row.id });
        await changed('已删除');
      },
    },
  ];

  return (
    <>
      <ListPage
        id="account-sub-account"
        call={managerList}
        rowKey="id"
        filters={filters}
        columns={columns}
        actions={actions}
        toolbar={() =>
          gate({ permission: ['merchant:manager:create'] }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ACCOUNT_ADD)}>
              新增子账号
            </Button>
          )
        }
      />
      <ResetPasswordModal row={resetting} onClose={() => setResetting(null)} />
    </>
  );
}
