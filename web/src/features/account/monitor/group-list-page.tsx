import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, maskPhone, monitorGroupDelete, monitorGroupList, monitorGroupMemberList, type CallReply } from '@console/contract';
import { Button, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { CallTable } from '../../../widgets/resource/call-table';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { ContactStatusTag, DISABLED_MEANS, GROUP_CREATE, GROUP_EDIT, MemberTags, monitorReads } from './shared';

type Row = CallReply<typeof monitorGroupList>['row'][number];
type Member = CallReply<typeof monitorGroupMemberList>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'name', label: '组名称', maxLength: 30 },
  { kind: 'remote', key: 'contact', label: '含联系人', source: 'monitor-contact', placeholder: '姓名或手机号' },
];

/** 3 人，2 人接收告警 — the difference being the disabled members; a group nobody in receives anything is a warning. */
const MemberCount = ({ row }: { row: Row }) => {
  if (row.member_count === 0) return <>0 人</>;
  if (row.enabled_count === row.member_count) return <>{row.member_count} 人</>;
  if (row.enabled_count === 0) return <Typography.Text type="warning">{row.member_count} 人，无人接收告警</Typography.Text>;
  return <>{`${row.member_count} 人，${row.enabled_count} 人接收告警`}</>;
};

const columns: Column<Row>[] = [
  { key: 'name', title: '组名称', width: 180, fixed: 'left' },
  { key: 'member_count', title: '成员数', width: 170, render: (row) => <MemberCount row={row} /> },
  { key: 'members', title: '成员', width: 340, render: (row) => <MemberTags members={row.members} /> },
  { key: 'remark', title: '备注', width: 200, ellipsis: true, value: (row) => row.remark || '-' },
  { key: 'create_time', title: '创建时间', width: 170, value: (row) => formatDateTime(row.create_time), defaultHidden: true },
  { key: 'update_time', title: '更新时间', width: 170, value: (row) => formatDateTime(row.update_time) },
];

const memberColumns: Column<Member>[] = [
  { key: 'name', title: '姓名', width: 140 },
  { key: 'mobile', title: '手机号', width: 130, value: (m) => maskPhone(m.mobile) },
  { key: 'email', title: '邮箱', width: 220, ellipsis: true, value: (m) => m.email || '-' },
  { key: 'status', title: '状态', width: 150, render: (m) => <ContactStatusTag status={m.status} /> },
  { key: 'join_time', title: '加入时间', width: 170, value: (m) => formatDateTime(m.join_time) },
];

/** A group's members in joining order, under its row. */
const Members = ({ row }: { row: Row }) => (
  <div style={{ padding: '4px 0' }}>
    <CallTable id="monitor-group-member" call={monitorGroupMemberList} query={{ group: row.id }} rowKey="id" columns={memberColumns} />
  </div>
);

/**
 * 告警联系人组: the groups alarms are addressed to, with their members (expand a row for their details); 删除 keeps
 * the contacts. Disabled members stay listed, struck through: they receive nothing.
 */
export default function GroupListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(...monitorReads);

  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: ['merchant:monitor:group:update'], onClick: (row) => navigate(`${GROUP_EDIT}?id=${row.id}`) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['merchant:monitor:group:delete'],
      confirm: (row) =>
        row.member_count
          ? `删除联系人组「${row.name}」后，组内 ${row.member_count} 位联系人不会被删除，但不再通过该组接收告警。确定删除吗？`
          : `确定删除联系人组「${row.name}」吗？`,
      onClick: async (row) => {
        await send(monitorGroupDelete, { id: row.id });
        await changed('已删除，组内联系人保留');
      },
    },
  ];

  return (
    <ListPage
      id="monitor-contact-group"
      call={monitorGroupList}
      rowKey="id"
      filters={filters}
      columns={columns}
      actions={actions}
      expand={(row) => <Members row={row} />}
      toolbar={() => (
        <Space size="middle">
          {gate({ permission: ['merchant:monitor:group:create'] }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(GROUP_CREATE)}>
              新建联系人组
            </Button>
          )}
          <Typography.Text type="secondary">告警发给组内启用的联系人；{DISABLED_MEANS}（名字划线）。</Typography.Text>
        </Space>
      )}
    />
  );
}
