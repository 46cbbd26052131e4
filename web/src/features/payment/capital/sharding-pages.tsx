import { formatDateTime, formatRatio, shardingTradeGet, shardingTradeList } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Descriptions, Drawer, Skeleton, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { businessOptions, businessText, merchantFilter, yuan } from '../trades/shared';
import { useCapitalPlatform } from './platform';
import { shardingStateOptions, ShardingStateTag, type ShardingRecordRow } from './shared';

const receiverFilter: FilterField = { kind: 'remote', key: 'receiver', label: '接收方', source: 'merchant-below', placeholder: '接收方商户名称或商户号' };

const filters = (showsMerchant: boolean): FilterField[] => [
  { kind: 'text', key: 'no', label: '单号', placeholder: '分账单号或交易单号（开头）', maxLength: 64 },
  { kind: 'dateRange', key: 'days', keys: ['start_date', 'end_date'], label: '结算日期' },
  { kind: 'select', key: 'state', label: '分账状态', options: shardingStateOptions },
  ...(showsMerchant ? [merchantFilter, receiverFilter] : []),
  { kind: 'select', key: 'business', label: '业务类型', options: businessOptions },
];

const columns = (open: (r: ShardingRecordRow) => void, showsMerchant: boolean): Column<ShardingRecordRow>[] => [
  { key: 'record_no', title: '分账单号', width: 210, fixed: 'left', render: (r) => <a onClick={() => open(r)}>{r.record_no}</a> },
  { key: 'trade_no', title: '交易单号', width: 200 },
  { key: 'merchant_name', title: '分账方', width: 150, ellipsis: true, defaultHidden: !showsMerchant },
  { key: 'receiver_name', title: '接收方', width: 160, ellipsis: true },
  { key: 'business', title: '业务类型', width: 100, value: (r) => businessText(r.business) },
  { key: 'trade_amount', title: '交易金额', width: 110, value: (r) => yuan(r.trade_amount) },
  { key: 'ratio', title: '分账比例', width: 90, value: (r) => formatRatio(r.ratio) },
  { key: 'amount', title: '分账金额', width: 110, value: (r) => yuan(r.amount) },
  { key: 'state', title: '分账状态', width: 100, render: (r) => <ShardingStateTag state={r.state} /> },
  { key: 'settle_date', title: '结算日期', width: 110 },
  { key: 'finish_time', title: '分账完成时间', width: 170, value: (r) => (r.finish_time ? formatDateTime(r.finish_time) : '-') },
];

/**
 * 分账记录: the shares of settled trades per receiver (近 30 天 by default, at most 92), newest settle day first; 详情
 * in a drawer, or a page where the platform has one (结算中心).
 */
export default function ShardingListPage() {
  const { platform, paths, showsMerchant } = useCapitalPlatform();
  const navigate = useNavigate();
  const [open, setOpen] = useState<number | null>(null);
  const shownFilters = useMemo(() => filters(showsMerchant), [showsMerchant]);
  const openDetail = (r: ShardingRecordRow) => (paths.shardingDetail ? navigate(`${paths.shardingDetail}?id=${r.id}`) : setOpen(r.id));
  return (
    <>
      <ListPage
        id={`${platform}-sharding-record-list`}
        call={shardingTradeList}
        rowKey="id"
        filters={shownFilters}
        columns={columns(openDetail, showsMerchant)}
        actions={[{ key: 'detail', label: '详情', onClick: openDetail }]}
        visibleFilters={3}
      />
      <Drawer open={open !== null} onClose={() => setOpen(null)} title="分账详情" width={720} styles={{ wrapper: { maxWidth: '100vw' } }}>
        {open !== null && <ShardingView id={open} />}
      </Drawer>
    </>
  );
}

function ShardingView({ id }: { id: number }) {
  const detail = useQuery({ queryKey: [shardingTradeGet.path, id], queryFn: () => send(shardingTradeGet, { id }, { silent: true }) });
  if (detail.isPending) return <Skeleton active />;
  if (detail.error) return <ErrorPanel error={detail.error} onRetry={() => void detail.refetch()} />;
  const r = detail.data;
  return (
    <>
      {r.reason && <Alert type={r.state === -1 ? 'error' : 'info'} showIcon message={r.reason} style={{ marginBottom: 16 }} />}
      <Descriptions
        column={{ xs: 1, sm: 2 }}
        bordered
        size="small"
        items={[
          { key: 'record_no', label: '分账单号', children: <Typography.Text copyable>{r.record_no}</Typography.Text> },
          { key: 'state', label: '分账状态', children: <ShardingStateTag state={r.state} /> },
          { key: 'merchant', label: '分账方', children: `${r.merchant_name}（${r.merchant}）` },
          { key: 'receiver', label: '接收方', children: `${r.receiver_name}（${r.receiver}）` },
          { key: 'trade_no', label: '交易单号', children: r.trade_no },
          { key: 'business', label: '业务类型', children: businessText(r.business) },
          { key: 'rule', label: '分账规则', children: r.rule_name },
          { key: 'settle_date', label: '结算日期（交易日）', children: r.settle_date },
          { key: 'trade_amount', label: '交易金额', children: yuan(r.trade_amount) },
          { key: 'ratio', label: '分账比例', children: formatRatio(r.ratio) },
          { key: 'amount', label: '分账金额', children: <strong data-testid="sharding-amount">{yuan(r.amount)}</strong> },
          { key: 'create_time', label: '生成时间', children: formatDateTime(r.create_time) },
          { key: 'finish_time', label: '分账完成时间', children: r.finish_time ? formatDateTime(r.finish_time) : '-' },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        分账金额 = 交易金额 × 分账比例，向下取整到分，余下的留在商户。
      </Typography.Paragraph>
    </>
  );
}

/** 分账详情 (`/settlement/sharding/detail?id=`). */
export function ShardingDetailPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { paths } = useCapitalPlatform();
  const id = Number(params.get('id'));
  return (
    <Card title="分账详情" extra={<Button onClick={() => navigate(paths.shardings)}>返回</Button>}>
      {id > 0 ? <ShardingView id={id} /> : <Typography.Text type="secondary">缺少分账记录 ID</Typography.Text>}
    </Card>
  );
}
