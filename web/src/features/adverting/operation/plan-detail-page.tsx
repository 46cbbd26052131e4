import { AdPlanKind, AdPlanStatus, adPlanStatus, adPlanSubmit, AD_PLAN_EDITABLE } from '@console/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import type { DetailAction } from '../../../widgets/resource/detail-page';
import { useChanged } from '../../../widgets/resource/use-changed';
import { PlanDetail } from './plan-detail';
import { planPath, planReads, type Plan } from './shared';

const UPDATE = ['adverting:operation:delivery:update'];

/** 投放计划详情 (?id=): the plan, 编辑, 提交审核, 暂停, 恢复, 结束, 复制 and its 操作记录. */
function PlanDetailPage({ kind }: { kind: 1 | 2 }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const id = Number(params.get('id'));
  const changed = useChanged(...planReads);
  const move = async (status: number, said: string) => {
    await send(adPlanStatus, { id, status });
    await changed(said);
  };
  const actions: DetailAction<Plan>[] = [
    { key: 'edit', label: '编辑', primary: true, permission: UPDATE, when: (p) => AD_PLAN_EDITABLE.includes(p.status), onClick: (p) => navigate(`${planPath(p.kind, 'edit')}?id=${p.id}`) },
    {
      key: 'submit',
      label: '提交审核',
      permission: UPDATE,
      when: (p) => AD_PLAN_EDITABLE.includes(p.status),
      confirm: (p) => `提交「${p.name}」审核？审核期间不能编辑。`,
      onClick: async () => {
        await send(adPlanSubmit, { id });
        await changed('已提交审核');
      },
    },
    {
      key: 'pause',
      label: '暂停',
      permission: UPDATE,
      when: (p) => p.status === AdPlanStatus.running,
      confirm: (p) => `暂停「${p.name}」后广告停止展示，可随时恢复。确定暂停吗？`,
      onClick: () => move(AdPlanStatus.paused, '已暂停投放'),
    },
    { key: 'resume', label: '恢复投放', permission: UPDATE, when: (p) => p.status === AdPlanStatus.paused, onClick: () => move(AdPlanStatus.running, '已恢复投放') },
    {
      key: 'end',
      label: '结束投放',
      danger: true,
      permission: UPDATE,
      when: (p) => p.status === AdPlanStatus.running || p.status === AdPlanStatus.paused,
      confirm: (p) => `结束「${p.name}」后不能恢复投放（可复制为新计划）。确定结束吗？`,
      onClick: () => move(AdPlanStatus.ended, '已结束投放'),
    },
    { key: 'copy', label: '复制', permission: ['adverting:operation:delivery:create'], onClick: (p) => navigate(`${planPath(p.kind, 'copy')}?id=${p.id}`) },
  ];
  return <PlanDetail id={id} back={planPath(kind, 'list')} actions={actions} />;
}

export const InternalPlanDetailPage = () => <PlanDetailPage kind={AdPlanKind.internal} />;
export const ExternalPlanDetailPage = () => <PlanDetailPage kind={AdPlanKind.external} />;
