import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, managerList, roleDelete, roleList, type CallReply } from '@console/contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';

type Row = CallReply<typeof roleList>['row'][number];

export const ROLE_LIST = '/account/role-permission/role/list';
export const ROLE_ADD = '/account/role-permission/role/add';
export const ROLE_EDIT = '/account/role-permission/role/edit';

const filters: FilterField[] = [{ kind: 'text', key: 'name', label: '角色名称' }];

const columns: Column<Row>[] = [
  { key: 'name', title: '角色名称', width: 180, ellipsis: true },
  { key: 'description', title: '角色描述', width: 260, ellipsis: true, value: (row) => row.description || '-' },
  { key: 'permission_count', title: '权限数', width: 90 },
  { key: 'manager_count', title: '账号数', width: 90 },
  { key: 'create_time', title: '创建时间', width: 170, value: (row) => formatDateTime(row.create_time) },
  { key: 'update_time', title: '更新时间', width: 170, value: (row) => formatDateTime(row.update_time), defaultHidden: true },
];

/** 角色: the merchant's own roles (a role is managed by its merchant only). */
export default function RoleListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(roleList, managerList);

  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: ['merchant:role:update'], onClick: (row) => navigate(`${ROLE_EDIT}?id=${row.id}`) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['merchant:role:update'],
      confirm: (row) =>
        row.manager_count > 0
          ? `角色「${row.name}」目前有 ${row.manager_count} 个账号持有，删除后这些账号将失去该角色的权限（保留其他角色）。确定删除吗？`
          : `确定删除角色「${row.name}」吗？删除后不可恢复。`,
      onClick: async (row) => {
        const reply = await send(roleDelete, { id: row.id });
        await changed(reply.detached_managers > 0 ? `已删除，${reply.detached_managers} 个账号已解除该角色` : '已删除');
      },
    },
  ];

  return (
    <ListPage
      id="account-role"
      call={roleList}
      rowKey="id"
      filters={filters}
      columns={columns}
      actions={actions}
      toolbar={() =>
        gate({ permission: ['merchant:role:create'] }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ROLE_ADD)}>
            新增角色
          </Button>
        )
      }
    />
  );
}
