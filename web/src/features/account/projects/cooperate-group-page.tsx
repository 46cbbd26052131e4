import { cooperateList, cooperateProject, formatDateTime, type CallReply } from '@console/contract';
import { Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { CallTable } from '../../../widgets/resource/call-table';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { kindName } from '../merchants/shared';
import { periodText, PROJECT_DETAIL, ProjectStatusTag, relationName } from './shared';

type Row = CallReply<typeof cooperateList>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '合作商户', placeholder: '商户名称或商户号' },
  {
    kind: 'select',
    key: 'granted',
    label: '授权情况',
    options: [{ label: '仅互有授权的', value: 1 }],
  },
];

const columns: Column<Row>[] = [
  { key: 'name', title: '合作商户', width: 220, fixed: 'left', value: (row) => row.name },
  { key: 'merchant', title: '商户号', width: 100 },
  { key: 'kind', title: '商户类型', width: 100, value: (row) => kindName(row.kind) },
  { key: 'relation', title: '合作关系', width: 120, render: (row) => (row.relation ? <Tag color="blue">{relationName(row.relation)}</Tag> : <Tag color="warning">已无直接关系</Tag>) },
  { key: 'granted_out', title: '我授权给对方', width: 120, value: (row) => `${row.granted_out} 个项目` },
  { key: 'granted_in', title: '对方授权给我', width: 120, value: (row) => `${row.granted_in} 个项目` },
  { key: 'last_grant_time', title: '最近授权', width: 170, value: (row) => (row.last_grant_time ? formatDateTime(row.last_grant_time) : '-') },
];

function CooperationProjects({ merchant }: { merchant: Row }) {
  const navigate = useNavigate();
  if (merchant.granted_in + merchant.granted_out === 0) {
    return <Typography.Text type="secondary">双方暂未互相授权项目。可在「项目列表」中点击「授权」把项目授权给{merchant.name}。</Typography.Text>;
  }
  return (
    <CallTable
      id="cooperate-projects"
      call={cooperateProject}
      query={{ merchant: merchant.merchant }}
      rowKey="grant_id"
      columns={[
        {
          key: 'name',
          title: '项目名称',
          width: 220,
          render: (p) => (
            <Typography.Link onClick={() => navigate(`${PROJECT_DETAIL}?id=${p.id}`)} ellipsis>
              {p.name}
            </Typography.Link>
          ),
        },
        { key: 'code', title: '项目编码', width: 110 },
        { key: 'direction', title: '方向', width: 130, render: (p) => (p.direction === 'out' ? <Tag color="green">我授权给对方</Tag> : <Tag color="geekblue">对方授权给我</Tag>) },
        { key: 'owner', title: '所属商户', width: 180, value: (p) => p.merchant_name },
        { key: 'type_name', title: '项目类型', width: 120 },
        { key: 'region_name', title: '所在地区', width: 180, ellipsis: true, value: (p) => p.region_name || '-' },
        { key: 'period', title: '项目周期', width: 200, value: periodText },
        { key: 'status', title: '状态', width: 80, render: (p) => <ProjectStatusTag status={p.status} /> },
        { key: 'grant_time', title: '授权时间', width: 170, value: (p) => formatDateTime(p.grant_time) },
      ]}
    />
  );
}

/**
 * 合作集团: the merchants the caller cooperates with — its group or partner, its members or customers, and any
 * merchant it shares a project grant with — with the projects authorised each way (expand a row).
 */
export default function CooperateGroupPage() {
  return (
    <Space direction="vertical" size={12} style={{ width: '100%' }}>
      <ListPage id="cooperate-group" call={cooperateList} rowKey="merchant" filters={filters} columns={columns} expand={(row) => <CooperationProjects merchant={row} />} />
    </Space>
  );
}
