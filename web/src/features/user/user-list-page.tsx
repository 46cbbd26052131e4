import { formatDateTime, userList, type CallReply } from '@console/contract';
import { Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../widgets/resource/types';
import { userDetail, userStatusOptions, UserStatusTag } from './shared';
import { BlockDialog, type BlockTarget } from './block-dialog';

type Row = CallReply<typeof userList>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'mobile', label: '手机号', placeholder: '完整号码或尾号（至少 4 位）', maxLength: 11 },
  { kind: 'text', key: 'plate', label: '车牌', placeholder: '车牌的一部分', maxLength: 10 },
  { kind: 'text', key: 'nickname', label: '昵称', maxLength: 30 },
  { kind: 'select', key: 'status', label: '状态', options: userStatusOptions },
];

/** 用户检索: the platform's app users by mobile (whole or its end), plate, nickname and status; mobiles masked. */
export default function UserListPage() {
  const navigate = useNavigate();
  const [blocking, setBlocking] = useState<BlockTarget | null>(null);
  const columns: Column<Row>[] = [
    { key: 'nickname', title: '昵称', width: 130, fixed: 'left', render: (r) => <Typography.Link onClick={() => navigate(userDetail(r.id))}>{r.nickname || '（未设置）'}</Typography.Link> },
    { key: 'mobile', title: '手机号', width: 130 },
    { key: 'plates', title: '车牌', width: 200, render: (r) => (r.plates.length ? <Space size={4} wrap>{r.plates.map((p) => <Tag key={p}>{p}</Tag>)}</Space> : '-') },
    { key: 'member_count', title: '生效中的会员', width: 120, value: (r) => `${r.member_count} 个` },
    { key: 'status', title: '状态', width: 90, render: (r) => <UserStatusTag status={r.status} /> },
    { key: 'register_time', title: '注册时间', width: 170, value: (r) => formatDateTime(r.register_time) },
  ];
  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', onClick: (r) => navigate(userDetail(r.id)) },
    { key: 'block', label: '封禁', danger: true, permission: ['user:user:update'], when: (r) => r.status === 1, onClick: (r) => setBlocking({ ...r, action: 'block' }) },
    { key: 'unblock', label: '解封', permission: ['user:user:update'], when: (r) => r.status === 2, onClick: (r) => setBlocking({ ...r, action: 'unblock' }) },
  ];
  return (
    <>
      <ListPage id="user-list" call={userList} rowKey="id" filters={filters} columns={columns} actions={actions} />
      <BlockDialog target={blocking} onClose={() => setBlocking(null)} />
    </>
  );
}
