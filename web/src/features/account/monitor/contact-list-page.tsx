import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, maskPhone, monitorContactDelete, monitorContactDisable, monitorContactEnable, monitorContactList, MonitorContactStatus, type CallReply } from '@console/contract';
import { Button, Space, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { CONTACT_CREATE, CONTACT_EDIT, ContactStatusTag, DISABLED_MEANS, monitorReads, statusOptions } from './shared';

type Row = CallReply<typeof monitorContactList>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'name', label: '姓名', maxLength: 20 },
  { kind: 'text', key: 'mobile', label: '手机号', maxLength: 11 },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
  { kind: 'remote', key: 'group', label: '联系人组', source: 'monitor-contact-group', placeholder: '选择联系人组' },
];

const columns: Column<Row>[] = [
  { key: 'name', title: '姓名', width: 140, fixed: 'left' },
  { key: 'mobile', title: '手机号', width: 130, value: (row) => maskPhone(row.mobile) },
  { key: 'email', title: '邮箱', width: 220, ellipsis: true, value: (row) => row.email || '-' },
  { key: 'groups', title: '所属联系人组', width: 260, render: (row) => (row.groups.length ? row.groups.map((g) => <Tag key={g.id}>{g.name}</Tag>) : '-') },
  { key: 'status', title: '状态', width: 150, render: (row) => <ContactStatusTag status={row.status} /> },
  { key: 'remark', title: '备注', width: 200, ellipsis: true, value: (row) => row.remark || '-' },
  { key: 'create_time', title: '创建时间', width: 170, value: (row) => formatDateTime(row.create_time), defaultHidden: true },
  { key: 'update_time', title: '更新时间', width: 170, value: (row) => formatDateTime(row.update_time) },
];

const groupsText = (row: Row) => row.groups.map((g) => `「${g.name}」`).join('、');

/**
 * 告警联系人: the people the merchant's alarms go to, searched by name, mobile, status or group; 停用 keeps a
 * contact in its groups but stops its alarms; 删除 says which groups it leaves (the server refuses otherwise).
 */
export default function ContactListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  // Groups show their members and how many receive alarms: they change with every contact change.
  const changed = useChanged(...monitorReads);

  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: ['merchant:monitor:contact:update'], onClick: (row) => navigate(`${CONTACT_EDIT}?id=${row.id}`) },
    {
      key: 'disable',
      label: '停用',
      permission: ['merchant:monitor:contact:update'],
      when: (row) => row.status === MonitorContactStatus.enabled,
      confirm: (row) => `停用「${row.name}」后，${row.groups.length ? `它仍在联系人组${groupsText(row)}中，但` : ''}不再接收任何告警。确定停用吗？`,
      onClick: async (row) => {
        await send(monitorContactDisable, { id: row.id });
        await changed('已停用，该联系人不再接收告警');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: ['merchant:monitor:contact:update'],
      when: (row) => row.status === MonitorContactStatus.disabled,
      onClick: async (row) => {
        await send(monitorContactEnable, { id: row.id });
        await changed('已启用，该联系人恢复接收所属组的告警');
      },
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['merchant:monitor:contact:delete'],
      confirm: (row) =>
        row.groups.length
          ? `「${row.name}」在联系人组${groupsText(row)}中，删除后将移出${row.groups.length > 1 ? '这些组' : '该组'}（组本身保留）。确定删除吗？`
          : `删除「${row.name}」后不能恢复（操作日志保留）。确定删除吗？`,
      onClick: async (row) => {
        // The confirmation named the groups it leaves; one shown in no group but added to one since is refused (1409).
        await send(monitorContactDelete, { id: row.id, leave_groups: row.groups.length ? 1 : undefined });
        await changed('已删除');
      },
    },
  ];

  return (
    <ListPage
      id="monitor-contact"
      call={monitorContactList}
      rowKey="id"
      filters={filters}
      columns={columns}
      actions={actions}
      toolbar={() => (
        <Space size="middle">
          {gate({ permission: ['merchant:monitor:contact:create'] }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(CONTACT_CREATE)}>
              新建联系人
            </Button>
          )}
          <span style={{ color: 'var(--ant-color-text-secondary, rgba(0,0,0,0.65))' }}>{DISABLED_MEANS}。</span>
        </Space>
      )}
    />
  );
}
