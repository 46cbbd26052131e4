import { adSpaceAnalysis, adSpaceSceneNames, formatMoney, type CallReply } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Space, Table } from 'antd';
import { useState } from 'react';
import { send } from '../../../lib/request';
import { ErrorPanel } from '../../../shell/layout/error-panel';
import { RemoteSelect } from '../../../widgets/remote-select/remote-select';
import { StatisticCards, type StatisticItem } from '../../../widgets/statistic-cards/statistic-cards';
import { PeriodPicker, pointLabel, usePeriod } from '../../dashboards/period';
import { ctrText, DailyMoneyAndTraffic } from '../../dashboards/traffic';

type SpaceRow = CallReply<typeof adSpaceAnalysis>['spaces'][number];
const count = (n: number) => n.toLocaleString('zh-CN');

/** 广告位分析: the range's shows, clicks and revenue of all spaces or one, by day, and the spaces ranked by revenue. */
export default function SpaceAnalysisPage() {
  const [period, setPeriod] = usePeriod(30);
  const [space, setSpace] = useState<number>();
  const query = useQuery({
    queryKey: [adSpaceAnalysis.path, period, space],
    queryFn: () => send(adSpaceAnalysis, { ...period, ...(space ? { space } : {}) }, { silent: true }),
    placeholderData: keepPreviousData,
  });
  if (query.error) return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />;
  const d = query.data;
  const t = d?.total;
  const cards: StatisticItem[] = [
    { key: 'revenue', title: '广告收入', value: t?.revenue, format: 'money' },
    { key: 'exposures', title: '展示量', value: t?.exposures },
    { key: 'clicks', title: '点击量', value: t?.clicks },
    { key: 'ctr', title: '点击率', value: t ? ctrText(t.clicks, t.exposures) : undefined },
    { key: 'ecpm', title: '千次展示收入', value: t && t.exposures ? Math.round((t.revenue * 1000) / t.exposures) : undefined, format: 'money' },
    { key: 'internal', title: '内部广告展示占比', value: t ? (t.exposures ? `${((t.internal_exposures / t.exposures) * 100).toFixed(1)}%` : '-') : undefined },
  ];
  const days = d?.days ?? [];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="space-analysis">
      <Card size="small">
        <PeriodPicker
          value={period}
          onChange={setPeriod}
          fallback={30}
          extra={<RemoteSelect aria-label="广告位" source="adverting-space" placeholder="全部广告位" allowClear value={space} onChange={(v) => setSpace(v ? Number(v) : undefined)} style={{ width: 240 }} />}
        />
      </Card>
      <StatisticCards data-testid="space-analysis-cards" items={cards} loading={query.isLoading} span={{ xs: 12, sm: 8, xl: 4 }} />
      <DailyMoneyAndTraffic
        x={days.map((p) => pointLabel(p.day))}
        money={{ title: '每日广告收入', name: '广告收入', values: days.map((p) => p.revenue) }}
        shows={days.map((p) => p.exposures)}
        clicks={days.map((p) => p.clicks)}
        names={['展示量', '点击量']}
        testIds={['space-revenue-chart', 'space-traffic-chart']}
      />
      <Card title="广告位排行" size="small">
        <Table<SpaceRow>
          rowKey="id"
          size="small"
          loading={query.isLoading}
          pagination={false}
          dataSource={d?.spaces ?? []}
          locale={{ emptyText: '还没有广告位' }}
          scroll={{ x: 900 }}
          columns={[
            { key: 'name', title: '广告位', render: (_, s) => `${s.name}（${s.code}）` },
            { key: 'scene', title: '场景', render: (_, s) => adSpaceSceneNames[s.scene] ?? s.scene },
            { key: 'provider', title: '流量主', render: (_, s) => s.provider_name || '自有流量' },
            { key: 'exposures', title: '展示量', align: 'right', render: (_, s) => count(s.exposures) },
            { key: 'clicks', title: '点击量', align: 'right', render: (_, s) => count(s.clicks) },
            { key: 'ctr', title: '点击率', align: 'right', render: (_, s) => ctrText(s.clicks, s.exposures) },
            { key: 'revenue', title: '广告收入', align: 'right', render: (_, s) => formatMoney(s.revenue, { symbol: true }) },
          ]}
        />
      </Card>
    </Space>
  );
}
