import { adProviderDataList, formatMoney, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Space, Typography } from 'antd';
import { send } from '../../../lib/request';
import { ListPage, listKey, type ListContext } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';
import { ctrText } from '../../dashboards/traffic';

type Row = CallReply<typeof adProviderDataList>['row'][number];
const money = (fen: number) => formatMoney(fen, { symbol: true });
const count = (n: number) => n.toLocaleString('zh-CN');

const filters: FilterField[] = [
  { kind: 'dateRange', key: 'day', keys: ['start_date', 'end_date'], label: '日期' },
  { kind: 'remote', key: 'provider', label: '流量主', source: 'adverting-provider' },
];

const columns: Column<Row>[] = [
  { key: 'day', title: '日期', width: 120, fixed: 'left' },
  { key: 'provider_name', title: '流量主', width: 180 },
  { key: 'space_count', title: '广告位数', width: 100 },
  { key: 'exposures', title: '展示量', width: 120, value: (r) => count(r.exposures) },
  { key: 'clicks', title: '点击量', width: 110, value: (r) => count(r.clicks) },
  { key: 'ctr', title: '点击率', width: 100, value: (r) => ctrText(r.clicks, r.exposures) },
  { key: 'internal_exposures', title: '内部广告展示量', width: 140, value: (r) => count(r.internal_exposures) },
  { key: 'revenue', title: '广告收入', width: 140, value: (r) => money(r.revenue) },
];

/** The range's sums above the table (the list's own reply, the same cache entry). */
function Summary({ query }: Pick<ListContext<Row>, 'query'>) {
  const data = useQuery({ queryKey: listKey(adProviderDataList, query), queryFn: () => send(adProviderDataList, query as never, { silent: true }) }).data;
  if (!data) return null;
  return (
    <Space size={24} data-testid="provider-data-summary">
      <Typography.Text>展示量合计 {count(data.summary.exposures)}</Typography.Text>
      <Typography.Text>点击量合计 {count(data.summary.clicks)}</Typography.Text>
      <Typography.Text>广告收入合计 {money(data.summary.revenue)}</Typography.Text>
    </Space>
  );
}

/** 广告数据: each traffic provider's shows, clicks and ad revenue by day (the last 30 days unless a range is chosen). */
export default function ProviderAdDataPage() {
  return <ListPage id="adverting-provider-data" call={adProviderDataList} rowKey="day" filters={filters} columns={columns} toolbar={({ query }) => <Summary query={query} />} />;
}
