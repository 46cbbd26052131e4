import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, presetRoleDelete, presetRoleList, products, type CallReply } from '@console/contract';
import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';

type Row = CallReply<typeof presetRoleList>['row'][number];

export const PRESET_ROLE_LIST = '/account/preset-role/list';
export const PRESET_ROLE_ADD = '/account/preset-role/add';
export const PRESET_ROLE_EDIT = '/account/preset-role/edit';

const productLabel = (code: string) => products.find((p) => p.code === code)?.label ?? code;

const filters: FilterField[] = [{ kind: 'text', key: 'name', label: '预设角色名称' }];

const columns: Column<Row>[] = [
  { key: 'name', title: '预设角色名称', width: 160 },
  { key: 'description', title: '描述', width: 240, ellipsis: true, value: (row) => row.description || '-' },
  { key: 'products', title: '适用产品', width: 260, render: (row) => (row.products.length ? row.products.map((p) => <Tag key={p}>{productLabel(p)}</Tag>) : <Tag color="blue">所有商户</Tag>) },
  { key: 'permission_count', title: '权限数', width: 80 },
  { key: 'status', title: '状态', width: 80, render: (row) => (row.status === 1 ? <Tag color="success">启用</Tag> : <Tag>停用</Tag>) },
  { key: 'update_time', title: '更新时间', width: 170, value: (row) => formatDateTime(row.update_time) },
];

/** 预设角色: the platform's role templates merchants start their roles from. */
export default function PresetRoleListPage() {
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(presetRoleList);
  const actions: RowAction<Row>[] = [
    { key: 'edit', label: '编辑', permission: ['merchant:preset:role:update'], onClick: (row) => navigate(`${PRESET_ROLE_EDIT}?id=${row.id}`) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['merchant:preset:role:update'],
      confirm: (row) => `确定删除预设角色「${row.name}」吗？已由它创建的角色不受影响。`,
      onClick: async (row) => {
        await send(presetRoleDelete, { id: row.id });
        await changed('已删除');
      },
    },
  ];
  return (
    <ListPage
      id="account-preset-role"
      call={presetRoleList}
      rowKey="id"
      filters={filters}
      columns={columns}
      actions={actions}
      toolbar={() =>
        gate({ permission: ['merchant:preset:role:create'] }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(PRESET_ROLE_ADD)}>
            新增预设角色
          </Button>
        )
      }
    />
  );
}
