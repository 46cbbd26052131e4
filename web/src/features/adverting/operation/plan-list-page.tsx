import { PlusOutlined } from '@ant-design/icons';
import { AdPlanKind, adPlanList, adPlanStatusNames, AdPlanStatus, adPlanDelete, AD_PLAN_EDITABLE, formatDateTime, type CallReply } from '@console/contract';
import { Button } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { useGate } from '../../../shell/session/gate';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { optionsOf } from '../config/shared';
import { bidText, budgetText, datesText, planMoves, planPath, planReads, PlanStatusTag, spacesText } from './shared';

type Row = CallReply<typeof adPlanList>['row'][number];

const UPDATE = ['adverting:operation:delivery:update'];
const CREATE = ['adverting:operation:delivery:create'];

const filters = (external: boolean): FilterField[] => [
  { kind: 'text', key: 'name', label: '计划名称', maxLength: 40 },
  ...(external ? [{ kind: 'text', key: 'advertiser_name', label: '广告主', maxLength: 40 } as FilterField] : []),
  { kind: 'select', key: 'status', label: '状态', options: optionsOf(adPlanStatusNames) },
  { kind: 'remote', key: 'space', label: '广告位', source: 'adverting-space', placeholder: '选择广告位' },
];

const columns = (external: boolean): Column<Row>[] => [
  { key: 'name', title: '计划名称', width: 200, fixed: 'left' },
  ...(external ? [{ key: 'advertiser_name', title: '广告主', width: 190 } as Column<Row>] : []),
  { key: 'spaces', title: '广告位', width: 200, ellipsis: true, value: spacesText },
  { key: 'material_name', title: '素材', width: 180, ellipsis: true, value: (r) => r.material_name || '-' },
  { key: 'dates', title: '投放日期', width: 220, value: datesText },
  ...(external
    ? [
        { key: 'bid_price', title: '出价', width: 170, value: bidText } as Column<Row>,
        { key: 'daily_budget', title: '日预算', width: 120, value: (r: Row) => budgetText(r.daily_budget) } as Column<Row>,
      ]
    : []),
  { key: 'targeting_name', title: '定向包', width: 150, value: (r) => r.targeting_name || '不定向', defaultHidden: !external },
  { key: 'status', title: '状态', width: 100, render: (r) => <PlanStatusTag status={r.status} /> },
  { key: 'creator_name', title: '创建人', width: 110, defaultHidden: true },
  { key: 'update_time', title: '更新时间', width: 170, value: (r) => formatDateTime(r.update_time) },
];

// Built once per kind: the list reads its filters from the address, memoised on these arrays.
const views = {
  [AdPlanKind.internal]: { filters: filters(false), columns: columns(false), fixedQuery: { kind: AdPlanKind.internal } },
  [AdPlanKind.external]: { filters: filters(true), columns: columns(true), fixedQuery: { kind: AdPlanKind.external } },
};

/** 投放计划 (内部计划 or 外部计划): the plans with 详情, 编辑, 提交审核, 暂停, 恢复, 结束, 复制 and 删除 (a draft). */
function PlanListPage({ kind }: { kind: 1 | 2 }) {
  const navigate = useNavigate();
  const gate = useGate();
  const changed = useChanged(...planReads);
  const external = kind === AdPlanKind.external;
  const actions: RowAction<Row>[] = [
    { key: 'detail', label: '详情', onClick: (r) => navigate(`${planPath(kind, 'detail')}?id=${r.id}`) },
    { key: 'edit', label: '编辑', permission: UPDATE, when: (r) => AD_PLAN_EDITABLE.includes(r.status), onClick: (r) => navigate(`${planPath(kind, 'edit')}?id=${r.id}`) },
    ...planMoves<Row>(changed),
    { key: 'copy', label: '复制', permission: CREATE, onClick: (r) => navigate(`${planPath(kind, 'copy')}?id=${r.id}`) },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: UPDATE,
      when: (r) => r.status === AdPlanStatus.draft,
      confirm: (r) => `删除草稿「${r.name}」后不能恢复。确定删除吗？`,
      onClick: async (r) => {
        await send(adPlanDelete, { id: r.id });
        await changed('已删除');
      },
    },
  ];
  return (
    <ListPage
      id={external ? 'adverting-plan-external' : 'adverting-plan-internal'}
      call={adPlanList}
      fixedQuery={views[kind].fixedQuery}
      rowKey="id"
      filters={views[kind].filters}
      columns={views[kind].columns}
      actions={actions}
      toolbar={() =>
        gate({ permission: CREATE }) && (
          <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(planPath(kind, 'create'))}>
            {external ? '新建外部计划' : '新建内部计划'}
          </Button>
        )
      }
    />
  );
}

export const InternalPlanListPage = () => <PlanListPage kind={AdPlanKind.internal} />;
export const ExternalPlanListPage = () => <PlanListPage kind={AdPlanKind.external} />;
