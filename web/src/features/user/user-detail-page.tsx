import { formatDateTime, formatMoney, memberList, userGet, type CallReply } from '@console/contract';
import { Space, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { CallTable } from '../../widgets/resource/call-table';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { AuditTimeline } from '../../widgets/timeline/record-timeline';
import { BlockDialog, type BlockTarget } from './block-dialog';
import { memberDetail, MemberStateTag, USER_LIST, UserStatusTag } from './shared';

type User = CallReply<typeof userGet>;

const fields: DetailField<User>[] = [
  { key: 'mobile', label: '手机号' },
  { key: 'plates', label: '车牌', render: (u) => (u.plates.length ? <Space size={4} wrap>{u.plates.map((p) => <Tag key={p}>{p}</Tag>)}</Space> : '未绑定') },
  { key: 'member_count', label: '生效中的会员', value: (u) => `${u.member_count} 个` },
  { key: 'register_time', label: '注册时间', value: (u) => formatDateTime(u.register_time) },
  { key: 'block_reason', label: '封禁原因', when: (u) => u.status === 2, value: (u) => u.block_reason },
  { key: 'block_time', label: '封禁时间', when: (u) => u.status === 2, value: (u) => formatDateTime(u.block_time) },
];

function Members({ user }: { user: User }) {
  const navigate = useNavigate();
  return (
    <CallTable
      id="user-member-list"
      call={memberList}
      query={{ user: user.id }}
      rowKey="id"
      columns={[
        { key: 'member_no', title: '会员号', width: 140 },
        { key: 'type_name', title: '会员类型', width: 120 },
        { key: 'package_name', title: '套餐', width: 110 },
        { key: 'end_time', title: '到期时间', width: 170, value: (m) => formatDateTime(m.end_time) },
        { key: 'state', title: '状态', width: 90, render: (m) => <MemberStateTag state={m.state} /> },
        { key: 'paid_amount', title: '累计实付', width: 110, value: (m) => formatMoney(m.paid_amount, { symbol: true }) },
      ]}
      actions={[{ key: 'detail', label: '详情', onClick: (m) => navigate(memberDetail(m.id)) }]}
    />
  );
}

/** 用户详情 (?id=): the user with the whole mobile, plates, its members, 封禁 / 解封 and 操作记录. */
export default function UserDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [blocking, setBlocking] = useState<BlockTarget | null>(null);
  return (
    <>
      <DetailPage<User>
        loadKey={[userGet.path, id]}
        load={() => send(userGet, { id })}
        title={(u) => (
          <Space wrap>
            {u.nickname || '未设置昵称'}
            <UserStatusTag status={u.status} />
          </Space>
        )}
        back={USER_LIST}
        fields={fields}
        actions={[
          { key: 'block', label: '封禁', danger: true, permission: ['user:user:update'], when: (u) => u.status === 1, onClick: (u) => setBlocking({ ...u, action: 'block' }) },
          { key: 'unblock', label: '解封', permission: ['user:user:update'], when: (u) => u.status === 2, onClick: (u) => setBlocking({ ...u, action: 'unblock' }) },
        ]}
        tabs={[
          { key: 'members', label: '会员', render: (u) => <Members user={u} /> },
          {
            key: 'timeline',
            label: '操作记录',
            render: (u) => <AuditTimeline type="app_user" id={u.id} />,
          },
        ]}
      />
      <BlockDialog target={blocking} onClose={() => setBlocking(null)} />
    </>
  );
}
