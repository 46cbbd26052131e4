import {
  adBillingUnit,
  adPlanAuditList,
  adPlanGet,
  adPlanList,
  adPlanStatusNames,
  AdPlanStatus,
  adPlanStatus,
  adPlanSubmit,
  AD_PLAN_EDITABLE,
  formatMoney,
  type CallReply,
} from '@console/contract';
import { Tag } from 'antd';
import { send } from '../../../lib/request';
import type { RowAction } from '../../../widgets/resource/types';

export * from './paths';

export type Plan = CallReply<typeof adPlanGet>;

/** What shows plans (the two lists, the audit queue, the record). */
export const planReads = [adPlanList, adPlanAuditList, adPlanGet] as const;

const statusColors: Record<number, string> = {
  [AdPlanStatus.draft]: 'default',
  [AdPlanStatus.pending]: 'processing',
  [AdPlanStatus.rejected]: 'error',
  [AdPlanStatus.running]: 'success',
  [AdPlanStatus.paused]: 'warning',
  [AdPlanStatus.ended]: 'default',
};
export const PlanStatusTag = ({ status }: { status: number }) => <Tag color={statusColors[status]}>{adPlanStatusNames[status] ?? status}</Tag>;

/** `¥35.00 元/千次展示`, or - for an internal plan (no bid). */
export const bidText = (p: Pick<Plan, 'bidding' | 'bid_price'>) => (p.bidding ? `${formatMoney(p.bid_price, { symbol: true })} ${adBillingUnit[p.bidding] ?? ''}`.trim() : '-');
export const budgetText = (fen: number) => (fen ? formatMoney(fen, { symbol: true }) : '不限');
export const datesText = (p: Pick<Plan, 'start_date' | 'end_date'>) => `${p.start_date} 至 ${p.end_date}`;
export const spacesText = (p: Pick<Plan, 'spaces'>) => p.spaces.map((s) => s.name).join('、') || '-';

const UPDATE = ['adverting:operation:delivery:update'];

/**
 * 提交审核, 暂停, 恢复 and 结束, each asking first but 恢复: the plan lists' row actions and the detail page's actions.
 * `changed` says what happened and refreshes the plans.
 */
export function planMoves<R extends { id: number; name: string; status: number }>(changed: (said: string) => Promise<unknown>): RowAction<R>[] {
  const move = async (row: R, status: number, said: string) => {
    await send(adPlanStatus, { id: row.id, status });
    await changed(said);
  };
  return [
    {
      key: 'submit',
      label: '提交审核',
      permission: UPDATE,
      when: (r) => AD_PLAN_EDITABLE.includes(r.status),
      confirm: (r) => `提交「${r.name}」审核？审核期间不能编辑。`,
      onClick: async (r) => {
        await send(adPlanSubmit, { id: r.id });
        await changed('已提交审核');
      },
    },
    {
      key: 'pause',
      label: '暂停',
      permission: UPDATE,
      when: (r) => r.status === AdPlanStatus.running,
      confirm: (r) => `暂停「${r.name}」后广告停止展示，可随时恢复。确定暂停吗？`,
      onClick: (r) => move(r, AdPlanStatus.paused, '已暂停投放'),
    },
    { key: 'resume', label: '恢复', permission: UPDATE, when: (r) => r.status === AdPlanStatus.paused, onClick: (r) => move(r, AdPlanStatus.running, '已恢复投放') },
    {
      key: 'end',
      label: '结束',
      danger: true,
      permission: UPDATE,
      when: (r) => r.status === AdPlanStatus.running || r.status === AdPlanStatus.paused,
      confirm: (r) => `结束「${r.name}」后不能恢复投放（可复制为新计划）。确定结束吗？`,
      onClick: (r) => move(r, AdPlanStatus.ended, '已结束投放'),
    },
  ];
}
