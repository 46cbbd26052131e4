import { PlusOutlined } from '@ant-design/icons';
import { adSpaceSceneNames, ExpansionStatus, expansionDemandList, formatDateTime, type CallReply } from '@console/contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { QUICK_PLAN } from '../operation/paths';
import { DEMAND_AUDIT, DEMAND_CREATE, DEMAND_DETAIL, DEMAND_EDIT, demandStatusOptions, DemandStatusTag, yuan } from './shared';

type Row = CallReply<typeof expansionDemandList>['row'][number];

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '需求名称', maxLength: 40 },
  { kind: 'remote', key: 'advertiser', label: '广告主', source: 'adverting-advertiser' },
  { kind: 'select', key: 'status', label: '状态', options: demandStatusOptions },
];

export const scenesText = (scenes: readonly number[]) => scenes.map((s) => adSpaceSceneNames[s] ?? s).join('、');
export const regionsText = (names: readonly string[]) => (names.length ? names.join('、') : '全国');

const columns: Column<Row>[] = [
  { key: 'title', title: '需求名称', width: 200, fixed: 'left' },
  { key: 'advertiser', title: '广告主', width: 200, value: (r) => r.advertiser_name },
  { key: 'regions', title: '投放地域', width: 160, ellipsis: true, value: (r) => regionsText(r.region_names) },
  { key: 'scenes', title: '投放场景', width: 200, ellipsis: true, value: (r) => scenesText(r.scenes) },
  { key: 'daily_shows', title: '期望日展示量', width: 130, value: (r) => r.daily_shows.toLocaleString('zh-CN') },
  { key: 'budget', title: '预算', width: 130, value: (r) => yuan(r.budget) },
  { key: 'period', title: '投放周期', width: 210, value: (r) => `${r.start_date} 至 ${r.end_date}` },
  { key: 'status', title: '状态', width: 90, render: (r) => <DemandStatusTag status={r.status} /> },
  { key: 'create_time', title: '提交时间', width: 170, value: (r) => formatDateTime(r.create_time) },
];

/** 拓量需求: the advertisers' requests for more traffic; 审核 while 待审核, 编辑 until approved. */
export default function DemandListPage() {
  const gate = useGate();
  const navigate = useNavigate();
  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', permission: ['adverting:operation:expansion:list'], onClick: (r) => navigate(`${DEMAND_DETAIL}?id=${r.id}`) },
    { key: 'audit', label: '审核', permission: ['adverting:operation:expansion:audit'], when: (r) => r.status === ExpansionStatus.pending, onClick: (r) => navigate(`${DEMAND_AUDIT}?id=${r.id}`) },
    { key: 'edit', label: '编辑', permission: ['adverting:operation:expansion:update'], when: (r) => r.status !== ExpansionStatus.approved, onClick: (r) => navigate(`${DEMAND_EDIT}?id=${r.id}`) },
    {
      key: 'quick-plan',
      label: '快速建计划',
      permission: ['adverting:operation:delivery:create'],
      when: (r) => r.status === ExpansionStatus.approved,
      onClick: (r) => navigate(`${QUICK_PLAN}?id=${r.id}`),
    },
  ];
  return (
    <ListPage
      id="adverting-expansion-demand"
      call={expansionDemandList}
      rowKey="id"
      filters={filters}
      columns={columns}
      actions={actions}
      toolbar={() =>
        gate({ permission: ['adverting:operation:expansion:create'] }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(DEMAND_CREATE)}>
            新建拓量需求
          </Button>
        )
      }
    />
  );
}
