import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, memberTypeDisable, memberTypeEnable, memberTypeGet } from '@console/contract';
import { Button, Empty, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { DetailPage, type DetailField } from '../../widgets/resource/detail-page';
import { AuditTimeline } from '../../widgets/timeline/record-timeline';
import { MemberTypeDialog } from './member-type-list-page';
import { MEMBER_LIST, packageDetail, PriceText, sectionPath, TYPE_LIST, TypeStatusTag, type MemberTypeDetail } from './shared';

const fields: DetailField<MemberTypeDetail>[] = [
  { key: 'business_name', label: '适用业务' },
  { key: 'package_count', label: '套餐数', value: (t) => `${t.package_count} 个` },
  { key: 'member_count', label: '生效中的会员', render: (t) => <Link to={`${MEMBER_LIST}?member_type=${t.id}&state=1`}>{t.member_count} 人</Link> },
  { key: 'create_time', label: '创建时间', value: (t) => formatDateTime(t.create_time) },
  { key: 'description', label: '说明', span: 'filled', value: (t) => t.description || '-' },
];

function Packages({ type }: { type: MemberTypeDetail }) {
  const navigate = useNavigate();
  const gate = useGate();
  return (
    <>
      {gate({ permission: ['user:member:type:create'] }) && (
        <Button style={{ marginBottom: 12 }} type="primary" icon={<PlusOutlined />} onClick={() => navigate(sectionPath('info', 'create', `type=${type.id}`))}>
          新建套餐
        </Button>
      )}
      <Table
        rowKey="uuid"
        size="middle"
        dataSource={type.packages}
        pagination={false}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="还没有套餐" /> }}
        columns={[
          { key: 'name', title: '套餐', width: 160, render: (_, p) => <Typography.Link onClick={() => navigate(packageDetail(p.uuid))}>{p.name}</Typography.Link> },
          { key: 'price', title: '最低售价', width: 120, render: (_, p) => (p.lowest_amount === null ? <Typography.Text type="secondary">未设价格</Typography.Text> : <PriceText amount={p.lowest_amount} />) },
          { key: 'members', title: '生效中的会员', width: 120, render: (_, p) => `${p.member_count} 人` },
          { key: 'status', title: '状态', width: 80, render: (_, p) => <TypeStatusTag status={p.status} /> },
          { key: 'description', title: '套餐介绍', ellipsis: true, render: (_, p) => p.description || '-' },
          { key: 'ops', title: '操作', width: 90, render: (_, p) => <Button type="link" size="small" onClick={() => navigate(packageDetail(p.uuid))}>详情</Button> },
        ]}
      />
    </>
  );
}

/** 会员类型详情 (?id=): the type, its packages and 操作记录. */
export default function MemberTypeDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const [editing, setEditing] = useState<MemberTypeDetail | null>(null);
  const UPDATE = ['user:member:type:update'];
  return (
    <>
      <DetailPage<MemberTypeDetail>
        loadKey={[memberTypeGet.path, id]}
        load={() => send(memberTypeGet, { id })}
        title={(t) => (
          <Space wrap>
            {t.name}
            <TypeStatusTag status={t.status} />
          </Space>
        )}
        back={TYPE_LIST}
        fields={fields}
        actions={[
          { key: 'edit', label: '编辑', primary: true, permission: UPDATE, onClick: (t) => setEditing(t) },
          {
            key: 'disable',
            label: '停用',
            permission: UPDATE,
            when: (t) => t.status === 1,
            confirm: (t) => `停用「${t.name}」后用户不能再开通或续费它的套餐；已开通的会员到期前照常享有。确定停用吗？`,
            onClick: (t) => send(memberTypeDisable, { id: t.id }),
          },
          { key: 'enable', label: '启用', permission: UPDATE, when: (t) => t.status === 2, onClick: (t) => send(memberTypeEnable, { id: t.id }) },
        ]}
        tabs={[
          { key: 'packages', label: '套餐', render: (t) => <Packages type={t} /> },
          {
            key: 'timeline',
            label: '操作记录',
            render: (t) => <AuditTimeline type="member_type" id={t.id} />,
          },
        ]}
      />
      <MemberTypeDialog open={!!editing} editing={editing} onClose={() => setEditing(null)} />
    </>
  );
}
