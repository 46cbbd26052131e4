import { AdPlanKind, AD_PLAN_EDITABLE } from '@console/contract';
import { useNavigate, useSearchParams } from 'react-router';
import type { DetailAction } from '../../../widgets/resource/detail-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import { PlanDetail } from './plan-detail';
import { planMoves, planPath, planReads, type Plan } from './shared';

/** 投放计划详情 (?id=): the plan, 编辑, 提交审核, 暂停, 恢复, 结束, 复制 and its 操作记录. */
function PlanDetailPage({ kind }: { kind: 1 | 2 }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const changed = useChanged(...planReads);
  const actions: DetailAction<Plan>[] = [
    {
      key: 'edit',
      label: '编辑',
      primary: true,
      permission: ['adverting:operation:delivery:update'],
      when: (p) => AD_PLAN_EDITABLE.includes(p.status),
      onClick: (p) => navigate(`${planPath(p.kind, 'edit')}?id=${p.id}`),
    },
    ...planMoves<Plan>(changed),
    { key: 'copy', label: '复制', permission: ['adverting:operation:delivery:create'], onClick: (p) => navigate(`${planPath(p.kind, 'copy')}?id=${p.id}`) },
  ];
  return <PlanDetail id={id} back={planPath(kind, 'list')} actions={actions} />;
}

export const InternalPlanDetailPage = () => <PlanDetailPage kind={AdPlanKind.internal} />;
export const ExternalPlanDetailPage = () => <PlanDetailPage kind={AdPlanKind.external} />;
