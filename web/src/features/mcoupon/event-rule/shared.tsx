import {
  CouponEventType, couponEventTypes, EventRecordStatus, eventRecordStatuses, EventRuleStatus, eventRuleStatuses, eventRuleDelete, eventRuleDisable, eventRuleEnable, eventRuleGet,
  eventRuleList, formatDateTime, eventRecordList, type CallReply,
} from '@console/contract';
import { Tag, Tooltip, Typography } from 'antd';
import { send } from '../../../lib/request';
import type { Column, RowAction } from '../../../widgets/resource/types';
import { useChanged } from '../../../widgets/resource/use-changed';
import { money } from '../purchase/shared';

export type EventRule = CallReply<typeof eventRuleList>['row'][number];
export type EventRecord = CallReply<typeof eventRecordList>['row'][number];

export const CREATE = ['parking:mcoupon:event:rule:create'];
export const UPDATE = ['parking:mcoupon:event:rule:update'];
export const DELETE = ['parking:mcoupon:event:rule:delete'];

export const eventTypeOptions = Object.values(CouponEventType).map((value) => ({ label: couponEventTypes[value], value }));
export const ruleStatusOptions = [EventRuleStatus.enabled, EventRuleStatus.disabled].map((value) => ({ label: eventRuleStatuses[value], value }));
export const recordStatusOptions = [EventRecordStatus.granted, EventRecordStatus.skipped].map((value) => ({ label: eventRecordStatuses[value], value }));

export const eventTypeText = (type: number) => couponEventTypes[type as keyof typeof couponEventTypes] ?? String(type);
export const limitText = (limit: number) => (limit === 0 ? '不限' : `${limit} 张`);
export const couponText = (r: { coupon_name: string; coupon_value_text: string }) => `${r.coupon_name}（${r.coupon_value_text}）`;
export const periodText = (r: { start_date: string; end_date: string }) => `${r.start_date} 至 ${r.end_date}`;
export const conditionText = (r: { event_type: number; min_amount: number }) =>
  r.event_type === CouponEventType.payment && r.min_amount > 0 ? `${eventTypeText(r.event_type)}满 ${money(r.min_amount)}` : eventTypeText(r.event_type);

export const RuleStatusTag = ({ status }: { status: number }) => (
  <Tag color={status === EventRuleStatus.enabled ? 'success' : 'default'}>{eventRuleStatuses[status as 0 | 1] ?? status}</Tag>
);

export const RecordStatusTag = ({ record }: { record: EventRecord }) =>
  record.status === EventRecordStatus.granted ? (
    <Tag color="success">已发放 {record.grant_count} 张</Tag>
  ) : (
    <Tooltip title={record.reason}>
      <Tag color="warning">未发放</Tag>
    </Tooltip>
  );

/** 事件发放记录's columns; the rule column is left out on a rule's own detail page. */
export const recordColumns = (withRule = true): Column<EventRecord>[] => [
  { key: 'create_time', title: '事件时间', width: 170, fixed: 'left', value: (r) => formatDateTime(r.create_time) },
  { key: 'plate', title: '车牌号', width: 120, render: (r) => <Typography.Text strong>{r.plate}</Typography.Text> },
  { key: 'event_type', title: '触发事件', width: 100, value: (r) => eventTypeText(r.event_type) },
  { key: 'source_no', title: '事件单号', width: 170, value: (r) => r.source_no || '-' },
  { key: 'amount', title: '缴费金额', width: 110, value: (r) => (r.amount === null ? '-' : money(r.amount)) },
  ...(withRule ? [{ key: 'rule_name', title: '事件规则', width: 180, ellipsis: true } satisfies Column<EventRecord>] : []),
  { key: 'coupon_name', title: '优惠券', width: 180, ellipsis: true },
  { key: 'status', title: '结果', width: 120, render: (r) => <RecordStatusTag record={r} /> },
  { key: 'reason', title: '未发放原因', width: 260, ellipsis: true, value: (r) => r.reason || '-' },
];

/** 启用, 停用 and 删除 (only a disabled rule) of a rule: the same on the list's rows and the detail page. */
export function useRuleActions<Row extends { id: number; name: string; status: number }>(afterDelete?: () => void): RowAction<Row>[] {
  const changed = useChanged(eventRuleList, eventRuleGet);
  // A deleted rule must not be asked for again (a kept-alive detail page would answer 1404).
  const removed = useChanged(eventRuleList);
  return [
    {
      key: 'disable',
      label: '停用',
      danger: true,
      permission: UPDATE,
      when: (r) => r.status === EventRuleStatus.enabled,
      confirm: (r) => `停用后「${r.name}」不再因事件发券（可再启用）。确定停用吗？`,
      onClick: async (r) => {
        await send(eventRuleDisable, { id: r.id });
        await changed('已停用');
      },
    },
    {
      key: 'enable',
      label: '启用',
      permission: UPDATE,
      when: (r) => r.status === EventRuleStatus.disabled,
      onClick: async (r) => {
        await send(eventRuleEnable, { id: r.id });
        await changed('已启用');
      },
    },
    {
      key: 'delete',
      label: '删除',
      danger: true,
      permission: DELETE,
      when: (r) => r.status === EventRuleStatus.disabled,
      confirm: (r) => `确定删除事件规则「${r.name}」吗？已有的发放记录保留。`,
      onClick: async (r) => {
        await send(eventRuleDelete, { id: r.id });
        await removed('已删除');
        afterDelete?.();
      },
    },
  ];
}
