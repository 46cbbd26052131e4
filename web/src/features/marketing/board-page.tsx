import { bonusAnalysisStatistics, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Empty, Space, Tooltip, Typography } from 'antd';
import { send } from '../../lib/request';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { StatisticCards, type StatisticItem } from '../../widgets/statistic-cards/statistic-cards';
import { ACTIVITY_LIST, GRANT_LIST, REWARD_AUDIT } from './shared';

type Statistics = CallReply<typeof bonusAnalysisStatistics>;

/** 近 30 天每日发放: one bar a day, its height relative to the busiest day. */
export function DailyBars({ days }: { days: Statistics['days'] }) {
  const max = Math.max(0, ...days.map((d) => d.granted));
  if (max === 0) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="近 30 天还没有发放" />;
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end', gap: 4, height: 160, padding: '8px 0' }} aria-label="近 30 天每日发放">
      {days.map((d) => (
        <Tooltip key={d.day} title={`${d.day}：发放 ${d.granted} 份`}>
          <div
            data-testid="daily-bar"
            style={{ flex: 1, minWidth: 4, height: `${Math.max(2, (d.granted / max) * 100)}%`, background: d.granted ? '#1677ff' : '#f0f0f0', borderRadius: 2 }}
          />
        </Tooltip>
      ))}
    </div>
  );
}

/** 营销看板: running activities, grants today and over 30 days, merchants taking part, stock left, rewards to audit. */
export default function BoardPage() {
  const { data, isLoading, error, refetch } = useQuery({ queryKey: [bonusAnalysisStatistics.path], queryFn: () => send(bonusAnalysisStatistics, undefined, { silent: true }) });
  if (error) return <ErrorPanel error={error} onRetry={() => void refetch()} />;
  const items: StatisticItem[] = [
    { key: 'running', title: '进行中的活动', value: data?.running, suffix: data ? `/ ${data.events}` : undefined, to: `${ACTIVITY_LIST}?status=1` },
    { key: 'today', title: '今日发放', value: data?.granted_today, suffix: '份', to: GRANT_LIST },
    { key: 'month', title: '近 30 天发放', value: data?.granted_30_days, suffix: '份', to: GRANT_LIST },
    { key: 'players', title: '近 30 天参与商户', value: data?.players_30_days, suffix: '家' },
    { key: 'stock', title: '剩余库存', value: data?.stock_remaining, suffix: '份' },
    { key: 'audit', title: '待审核奖品', value: data?.pending_audit, suffix: '个', to: `${REWARD_AUDIT}?audit_status=0`, permission: ['bonus:partner:value:audit'] },
  ];
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <StatisticCards items={items} loading={isLoading} data-testid="marketing-cards" span={{ xs: 24, sm: 12, lg: 8, xxl: 4 }} />
      <Card title="近 30 天每日发放" loading={isLoading}>
        {data && <DailyBars days={data.days} />}
        {data && (
          <Typography.Text type="secondary">
            {data.days[0]?.day} 至 {data.days[data.days.length - 1]?.day}（北京时间）
          </Typography.Text>
        )}
      </Card>
    </Space>
  );
}
