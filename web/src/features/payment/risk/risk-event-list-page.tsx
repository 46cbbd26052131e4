import { formatDateTime, riskEventList, riskEventTypeList, riskEventTypeText, RiskEventStatus, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Space, Tag, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { send } from '../../../lib/request';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField, RowAction } from '../../../widgets/resource/types';
import { yuan } from '../trades/shared';
import { RISK_AUDIT, RISK_EVENT_AUDIT, riskLevelOptions, RiskLevelTag, riskStatusOptions, RiskStatusTag, riskTypeOptions } from './shared';

type Row = CallReply<typeof riskEventList>['row'][number];

const filters: FilterField[] = [
  { kind: 'select', key: 'status', label: '处理状态', options: riskStatusOptions },
  { kind: 'select', key: 'type', label: '风险类型', options: riskTypeOptions },
  { kind: 'remote', key: 'merchant', label: '商户', source: 'merchant', placeholder: '商户名称或商户号' },
  { kind: 'select', key: 'level', label: '风险等级', options: riskLevelOptions },
];

const columns = (open: (r: Row) => void): Column<Row>[] => [
  { key: 'event_no', title: '事件编号', width: 170, render: (r) => <Typography.Link onClick={() => open(r)}>{r.event_no}</Typography.Link> },
  { key: 'merchant', title: '商户', width: 190, value: (r) => `${r.merchant_name}（${r.merchant}）` },
  { key: 'type', title: '风险类型', width: 120, value: (r) => riskEventTypeText(r.type) },
  { key: 'level', title: '风险等级', width: 90, render: (r) => <RiskLevelTag level={r.level} /> },
  { key: 'description', title: '事件描述', width: 260, ellipsis: true },
  { key: 'amount', title: '涉及金额', width: 120, value: (r) => (r.amount ? yuan(r.amount) : '-') },
  { key: 'trade_no', title: '关联交易', width: 200, value: (r) => r.trade_no || '-' },
  { key: 'status', title: '处理状态', width: 110, render: (r) => <RiskStatusTag status={r.status} /> },
  { key: 'occur_time', title: '发生时间', width: 170, value: (r) => formatDateTime(r.occur_time) },
  { key: 'auditor', title: '处理人', width: 170, value: (r) => (r.audit_time ? `${r.auditor} · ${formatDateTime(r.audit_time)}` : '-'), defaultHidden: true },
];

/** The pending events per type above the list: a tag per type that has any. */
function PendingTypes() {
  const types = useQuery({ queryKey: [riskEventTypeList.path], queryFn: () => send(riskEventTypeList, {}, { silent: true }) });
  const waiting = (types.data?.row ?? []).filter((t) => t.pending > 0);
  if (!types.data) return null;
  return (
    <Space size={[4, 4]} wrap data-testid="risk-pending">
      <Typography.Text type="secondary">待处理：</Typography.Text>
      {waiting.length === 0 ? <Typography.Text type="secondary">无</Typography.Text> : waiting.map((t) => <Tag key={t.type} color="processing">{t.name} {t.pending}</Tag>)}
    </Space>
  );
}

/**
 * 风险事件: what the monitoring flagged on the customers' trades, newest first; 处理 (pending ones) and 查看 open the audit
 * page, which shows the event and takes the one review.
 */
export default function RiskEventListPage() {
  const navigate = useNavigate();
  const open = (r: Row) => navigate(`${RISK_EVENT_AUDIT}?id=${r.id}`);
  const actions: RowAction<Row>[] = [
    { key: 'audit', label: '处理', permission: RISK_AUDIT, when: (r) => r.status === RiskEventStatus.pending, onClick: open },
    { key: 'view', label: '查看', when: (r) => r.status !== RiskEventStatus.pending, onClick: open },
  ];
  return <ListPage id="payment-risk-event" call={riskEventList} rowKey="id" filters={filters} columns={columns(open)} actions={actions} toolbar={() => <PendingTypes />} />;
}
