import { energyTransferStates } from '@console/contract';
import { Tag, Typography } from 'antd';
import type { OptionItem } from '../../widgets/resource/types';

// 对账 (energy-ops slice): the payout state's labels and tag, shared by 结算单 and 打款记录.
// docs/decisions.md, "Energy reconciliation: settlement statements and transfers".

export const transferStateOptions: OptionItem[] = [0, 2, 1, -1, -2].map((value) => ({ value, label: energyTransferStates[value as keyof typeof energyTransferStates] }));

const colours: Record<number, string> = { 0: 'gold', 2: 'processing', 1: 'success', [-1]: 'error', [-2]: 'volcano' };
export const TransferStateTag = ({ state }: { state: number }) => (
  <Tag color={colours[state]}>{energyTransferStates[state as keyof typeof energyTransferStates] ?? state}</Tag>
);

/** The payout account as the bank statement names it: bank, holder and the masked number; none yet: 未设置提现账户. */
export const AccountText = ({ r }: { r: { bank_name: string; account_name: string; account_no: string } }) =>
  r.account_no ? (
    <span>
      {r.bank_name} · {r.account_name} · {r.account_no}
    </span>
  ) : (
    <Typography.Text type="secondary">未设置提现账户</Typography.Text>
  );

/** A statement's day as its users say it: 2026-11-01（周日）. */
export const periodText = (day: string) => `${day}（周${'日一二三四五六'[new Date(`${day}T12:00:00+08:00`).getUTCDay()]}）`;
