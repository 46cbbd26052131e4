import {
  formatMoney, groupRechargeRuleGet, groupRechargeRuleList, rechargeRuleGet, rechargeRuleList, rechargeRuleStates, storedValueFlowKinds, storedValuePayTypes, storedValueStatuses,
} from '@console/contract';
import { Tag } from 'antd';
import { useLocation } from 'react-router';
import type { OptionItem } from '../../../widgets/resource/types';
import { GROUP_RECHARGE_RULE, RECHARGE_RULE } from './paths';

const options = (labels: Record<number, string>): OptionItem[] => Object.entries(labels).map(([value, label]) => ({ label, value: Number(value) }));
export const storedValueStatusOptions = options(storedValueStatuses);
export const payTypeOptions = options(storedValuePayTypes);
export const ruleStateOptions = options(rechargeRuleStates);

export const yuan = (fen: number) => `${formatMoney(fen)} 元`;
export const flowKindText = (kind: number) => storedValueFlowKinds[kind as keyof typeof storedValueFlowKinds] ?? String(kind);
export const payTypeText = (type: number | null) => (type === null ? '-' : (storedValuePayTypes[type as keyof typeof storedValuePayTypes] ?? String(type)));
export const tiersText = (tiers: readonly { amount: number; bonus: number }[]) => tiers.map((t) => `充 ${formatMoney(t.amount)} 送 ${formatMoney(t.bonus)}`).join('；');

export const StoredValueStatusTag = ({ status }: { status: number }) => (status === 1 ? <Tag color="success">正常</Tag> : <Tag>已停用</Tag>);

const stateColours: Record<number, string> = { 1: 'default', 2: 'success', 3: 'default', 4: 'warning' };
export const RuleStateTag = ({ state }: { state: number }) => <Tag color={stateColours[state]}>{rechargeRuleStates[state as keyof typeof rechargeRuleStates] ?? state}</Tag>;

/** A signed amount: 入账 green with +, 出账 as is. */
export const SignedAmount = ({ fen }: { fen: number }) => <span style={{ color: fen >= 0 ? '#389e0d' : undefined }}>{fen >= 0 ? `+${formatMoney(fen)}` : formatMoney(fen)}</span>;

/**
 * The rule pages serve the merchant (its own, with 新建 and 停用/启用) and the group (its members', read only, with
 * 所属商户): each its calls and paths.
 */
export function useRulePlatform() {
  const group = useLocation().pathname.startsWith('/group/');
  return group
    ? { group, list: groupRechargeRuleList, get: groupRechargeRuleGet, paths: { ...GROUP_RECHARGE_RULE, create: undefined } }
    : { group, list: rechargeRuleList, get: rechargeRuleGet, paths: RECHARGE_RULE as { list: string; detail: string; create: string | undefined } };
}
