import { PlusOutlined, OrderedListOutlined } from '@ant-design/icons';
import { formatDateTime, projectDelete, projectDisable, projectEnable, projectGet, projectList, ProjectStatus, type CallReply } from '@console/contract';
import { Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { periodText, ProjectGrantDialog, useProjectPaths, ProjectStatusTag, statusOptions, typeOptions, type GrantTarget } from './shared';

type Row = CallReply<typeof projectList>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '项目', placeholder: '项目名称或编码' },
  { kind: 'select', key: 'type', label: '项目类型', options: typeOptions },
  { kind: 'select', key: 'status', label: '状态', options: statusOptions },
];

/**
 * 项目列表: the merchant's own projects in their order, with their grants to cooperating merchants and their access
 * control; 授权 picks a cooperating merchant; 授权详情 manages both.
 */
export default function ProjectListPage() {
  const navigate = useNavigate();
  const paths = useProjectPaths();
  const gate = useGate();
  const [granting, setGranting] = useState<GrantTarget | null>(null);
  const changed = useChanged(projectList, projectGet);

  const columns: Column<Row>[] = [
    {
      key: 'name',
      title: '项目名称',
      width: 220,
      fixed: 'left',
      render: (row) => (
        <Typography.Link onClick={() => navigate(`${paths.detail}?id=${row.id}`)} ellipsis>
          {row.name}
        </Typography.Link>
      ),
    },
    { key: 'code', title: '项目编码', width: 120 },
    { key: 'type_name', title: '项目类型', width: 120 },
    { key: 'region_name', title: '所在地区', width: 190, ellipsis: true, value: (row) => row.region_name || '-' },
    { key: 'address', title: '详细地址', width: 200, ellipsis: true, value: (row) => row.address || '-', defaultHidden: true },
    { key: 'period', title: '项目周期', width: 210, value: periodText },
    { key: 'contact', title: '联系人', width: 150, value: (row) => `${row.contact_name} ${row.contact_mobile}`.trim() || '-', defaultHidden: true },
    { key: 'grant_count', title: '授权商户', width: 90, value: (row) => (row.grant_count ? `${row.grant_count} 个` : '-') },
    { key: 'acl_count', title: '访问控制', width: 100, value: (row) => (row.acl_count ? `${row.acl_count} 项` : '全员可见') },
    { key: 'sort', title: '排序', width: 70 },
    { key: 'status', title: '状态', width: 80, render: (row) => <ProjectStatusTag status={row.status} /> },
    { key: 'create_time', title: '创建时间', width: 170, value: (row) => formatDateTime(row.create_time), defaultHidden: true },
  ];

  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '授权详情', onClick: (row) => navigate(`${paths.detail}?id=${row.id}`) },
    { key: 'edit', label: '编辑', permission: ['merchant:project:update'], onClick: (row) => navigate(`${paths.edit}?id=${row.id}`) },
    { key: 'grant', label: '授权', permission: ['merchant:project:grant'], when: (row) => row.status === ProjectStatus.enabled, onClick: (row) => setGranting(row) },
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: ['merchant:project:update'],
      when: (row) => row.status === ProjectStatus.enabled,
      confirm: (row) => `停用「${row.name}」后，它不再出现在项目选择中，也不能再授权（已有授权保留）。确定停用吗？`,
      onClick: async (row) => {
        await send(projectDisable, { id: row.id });
        await changed('已停用');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: ['merchant:project:update'],
      when: (row) => row.status === ProjectStatus.disabled,
      onClick: async (row) => {
        await send(projectEnable, { id: row.id });
        await changed('已启用');
      },
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: ['merchant:project:update'],
      confirm: (row) =>
        row.grant_count > 0
          ? `「${row.name}」已授权给 ${row.grant_count} 个合作商户，须先在授权详情中取消授权才能删除。仍要尝试删除吗？`
          : `删除「${row.name}」后不能恢复（操作记录保留）。确定删除吗？`,
      onClick: async (row) => {
        await send(projectDelete, { id: row.id });
        await changed('已删除');
      },
    },
  ];

  return (
    <>
      <ListPage
        id={`${paths.id}-list`}
        call={projectList}
        rowKey="id"
        filters={filters}
        columns={columns}
        actions={actions}
        toolbar={() => (
          <Space>
            {gate({ permission: ['merchant:project:create'] }) && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(paths.create)}>
                新建项目
              </Button>
            )}
            {paths.sort && gate({ permission: ['merchant:project:update'] }) && (
              <Button icon={<OrderedListOutlined />} onClick={() => navigate(paths.sort!)}>
                项目排序
              </Button>
            )}
          </Space>
        )}
      />
      <ProjectGrantDialog target={granting} onClose={() => setGranting(null)} />
    </>
  );
}
