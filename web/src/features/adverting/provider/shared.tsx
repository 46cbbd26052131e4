import {
  adChannelBillConfirm,
  adChannelBillGet,
  adChannelBillList,
  adChannelBillSettle,
  adProviderDataList,
  ChannelBillStatus,
  channelBillStatusNames,
  type CallReply,
} from '@console/contract';
import { Form, Input, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { FormDialog } from '../../../widgets/resource/form-dialog';
import type { OptionItem, RowAction } from '../../../widgets/resource/types';
import { optionsOf } from '../config/shared';

export * from './paths';

export type Bill = CallReply<typeof adChannelBillList>['row'][number];
/** What a bill's moves change: the list, the detail and the ad data (nothing else reads them). */
export const billReads = [adChannelBillList, adChannelBillGet, adProviderDataList] as const;
export const billStatusOptions = optionsOf(channelBillStatusNames);
const billColours: Record<number, string> = { 0: 'orange', 1: 'blue', 2: 'green' };
export const BillStatusTag = ({ status }: { status: number }) => <Tag color={billColours[status]}>{channelBillStatusNames[status] ?? status}</Tag>;

/** The last 12 whole months, the latest first: the periods a bill can be for. */
export const periodOptions = (now = dayjs()): OptionItem[] =>
  Array.from({ length: 12 }, (_, i) => {
    const m = now.subtract(i + 1, 'month');
    return { label: m.format('YYYY 年 M 月'), value: m.format('YYYY-MM') };
  });
export const periodText = (period: string) => `${period.slice(0, 4)} 年 ${Number(period.slice(5))} 月`;

/** 确认 and 登记付款 of a bill (list rows and the detail alike); 登记付款 asks for the payment's number. */
export function useBillMoves<R extends { id: number; status: number; bill_no: string; amount: number }>(changed: (message: string) => Promise<unknown>) {
  const [settling, setSettling] = useState<R | null>(null);
  const actions: RowAction<R>[] = [
    {
      key: 'confirm',
      label: '确认',
      permission: ['adverting:provider:bill:settle'],
      when: (b) => b.status === ChannelBillStatus.unconfirmed,
      confirm: (b) => `确认账单 ${b.bill_no} 后金额不再随规则重算。确定确认吗？`,
      onClick: async (b) => {
        await send(adChannelBillConfirm, { id: b.id });
        await changed('账单已确认');
      },
    },
    { key: 'settle', label: '登记付款', permission: ['adverting:provider:bill:settle'], when: (b) => b.status === ChannelBillStatus.confirmed, onClick: (b) => setSettling(b) },
  ];
  const dialog = (
    <FormDialog<{ settle_no: string }>
      open={settling !== null}
      title={`登记付款 · ${settling?.bill_no ?? ''}`}
      name="adverting-bill-settle"
      okText="确认已付款"
      changes={billReads}
      onClose={() => setSettling(null)}
      onSubmit={async (v) => {
        await send(adChannelBillSettle, { id: settling!.id, settle_no: v.settle_no.trim() });
        return '已登记付款，账单已结算';
      }}
    >
      <Form.Item
        name="settle_no"
        label="付款流水号"
        extra="向流量主转账的银行或支付流水号；登记后账单为已结算，不能再修改"
        rules={[
          { required: true, whitespace: true, message: '请输入付款流水号' },
          { pattern: /^[A-Za-z0-9_-]{4,64}$/, message: '4–64 位字母、数字、下划线或连字符' },
        ]}
      >
        <Input maxLength={64} placeholder="如：TRF202611050001" />
      </Form.Item>
    </FormDialog>
  );
  return { actions, dialog };
}
