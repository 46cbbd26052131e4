import {
  advertiserFlowList,
  advertiserGet,
  advertiserList,
  AdvertiserStatus,
  depositMethodNames,
  expansionDemandGet,
  expansionDemandList,
  expansionStatusNames,
  formatMoney,
  fundFlowTypeNames,
  optionList,
  type CallReply,
} from '@console/contract';
import { Tag, Typography } from 'antd';
import type { OptionItem, RowAction } from '../../../widgets/resource/types';
import { optionsOf } from '../config/shared';

export * from './paths';

export type Advertiser = CallReply<typeof advertiserGet>;
export type FundFlow = CallReply<typeof advertiserFlowList>['row'][number];

export const advertiserStatusOptions: OptionItem[] = [
  { label: '正常', value: AdvertiserStatus.enabled },
  { label: '停用', value: AdvertiserStatus.disabled },
];
export const depositMethodOptions = optionsOf(depositMethodNames);
export const flowTypeOptions = optionsOf(fundFlowTypeNames);
export const demandStatusOptions = optionsOf(expansionStatusNames);

export const AdvertiserStatusTag = ({ status }: { status: number }) => (status === AdvertiserStatus.enabled ? <Tag color="success">正常</Tag> : <Tag>停用</Tag>);
const demandColours: Record<number, string> = { 0: 'processing', 1: 'success', 2: 'error' };
export const DemandStatusTag = ({ status }: { status: number }) => <Tag color={demandColours[status]}>{expansionStatusNames[status] ?? status}</Tag>;

export const yuan = (fen: number) => formatMoney(fen, { symbol: true });
/** A flow's amount with its sign: income green, spend as it is. */
export const SignedAmount = ({ fen }: { fen: number }) => (
  <Typography.Text type={fen > 0 ? 'success' : undefined}>{fen > 0 ? `+${yuan(fen)}` : yuan(fen)}</Typography.Text>
);

/** What an account's change makes stale (lists, records, the pickers). */
export const advertiserReads = [advertiserList, advertiserGet, advertiserFlowList, optionList] as const;
export const demandReads = [expansionDemandList, expansionDemandGet] as const;

/** `CPM ¥35.00/千次展示 · CPC ¥0.80/次点击 · 日预算 ¥3,000.00` (0: 不出价 / 不限). */
export const pricesText = (p: { cpm_price: number; cpc_price: number; daily_budget: number }) =>
  [
    p.cpm_price ? `CPM ${yuan(p.cpm_price)}/千次展示` : 'CPM 不出价',
    p.cpc_price ? `CPC ${yuan(p.cpc_price)}/次点击` : 'CPC 不出价',
    `日预算 ${p.daily_budget ? yuan(p.daily_budget) : '不限'}`,
  ].join(' · ');

/** 停用 (asks first: no deliveries, no recharges, the balance kept) and 恢复, on the list and the detail page alike. */
export function statusActions<R extends { id: number; name: string; status: number; balance: number }>(set: (row: R, status: number) => Promise<unknown>): RowAction<R>[] {
  return [
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: ['adverting:advertiser:update'],
      when: (r) => r.status === AdvertiserStatus.enabled,
      confirm: (r) => `停用「${r.name}」后不再为它投放广告，也不能充值；余额 ${yuan(r.balance)} 保留，可再恢复。确定停用吗？`,
      onClick: (r) => set(r, AdvertiserStatus.disabled),
    },
    { key: 'enable', label: '恢复', permission: ['adverting:advertiser:update'], when: (r) => r.status === AdvertiserStatus.disabled, onClick: (r) => set(r, AdvertiserStatus.enabled) },
  ];
}
