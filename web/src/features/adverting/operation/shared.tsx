import {
  adBillingUnit,
  adPlanAuditList,
  adPlanGet,
  adPlanList,
  adPlanStatusNames,
  AdPlanStatus,
  formatMoney,
  type CallReply,
} from '@console/contract';
import { Tag } from 'antd';

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
