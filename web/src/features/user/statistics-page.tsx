import { memberAnalysisStatistics } from '@console/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Space } from 'antd';
import { send } from '../../lib/request';
import { ErrorPanel } from '../../shell/layout/error-panel';
import { Chart, RankList } from '../../widgets/chart';
import { StatisticCards, type StatisticItem } from '../../widgets/statistic-cards/statistic-cards';
import { changeOf, PeriodPicker, pointLabel, usePeriod, yuan } from '../dashboards/period';
import { MEMBER_LIST, USER_LIST } from './shared';

/**
 * 会员 › 统计 (/user/statistics): users and members now; over the period (last 30 days by default) new users, new
 * members, renewals and member revenue with 环比, by day (a single day by the hour), and the member types ranked by
 * revenue. `plus/member/analysis/statistics`; docs/decisions.md, "会员续费、权益、兑换码、库存与统计".
 */
export default function UserStatisticsPage() {
  const [period, setPeriod] = usePeriod(30);
  const query = useQuery({
    queryKey: [memberAnalysisStatistics.path, period],
    queryFn: () => send(memberAnalysisStatistics, period, { silent: true }),
    placeholderData: keepPreviousData,
  });
  if (query.error) return <ErrorPanel error={query.error} onRetry={() => void query.refetch()} />;
  const d = query.data;
  const loading = query.isLoading;
  const revenue = d ? d.totals.open_amount + d.totals.renewal_amount : undefined;
  const previousRevenue = d ? d.previous.open_amount + d.previous.renewal_amount : undefined;
  const nowCards: StatisticItem[] = [
    { key: 'users', title: '用户总数', value: d?.now.users, suffix: d ? `人 · 已封禁 ${d.now.blocked_users}` : '人', to: USER_LIST },
    { key: 'members', title: '会员总数', value: d?.now.members, suffix: '个', to: MEMBER_LIST },
    { key: 'active', title: '生效中的会员', value: d?.now.active_members, suffix: '个', to: `${MEMBER_LIST}?state=1` },
    { key: 'member-users', title: '会员用户', value: d?.now.member_users, suffix: '人' },
  ];
  const cards: StatisticItem[] = [
    { key: 'revenue', title: '会员收入', value: revenue, format: 'money', trend: changeOf(revenue, previousRevenue) },
    { key: 'open', title: '开通收入', value: d?.totals.open_amount, format: 'money', trend: changeOf(d?.totals.open_amount, d?.previous.open_amount) },
    { key: 'renewal', title: '续费收入', value: d?.totals.renewal_amount, format: 'money', suffix: d ? `· ${d.totals.renewals} 笔` : undefined, trend: changeOf(d?.totals.renewal_amount, d?.previous.renewal_amount) },
    { key: 'new-users', title: '新增用户', value: d?.totals.new_users, suffix: '人', trend: changeOf(d?.totals.new_users, d?.previous.new_users) },
    { key: 'new-members', title: '新开通会员', value: d?.totals.new_members, suffix: '个', trend: changeOf(d?.totals.new_members, d?.previous.new_members) },
    { key: 'renewals', title: '续费笔数', value: d?.totals.renewals, suffix: '笔', trend: changeOf(d?.totals.renewals, d?.previous.renewals) },
  ];
  const points = d?.points ?? [];
  const x = points.map((p) => pointLabel(p.x));
  const byHour = d?.unit === 'hour';
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }} data-testid="user-statistics">
      <Card size="small">
        <PeriodPicker value={period} onChange={setPeriod} fallback={30} />
      </Card>
      <StatisticCards data-testid="user-now" items={nowCards} loading={loading} span={{ xs: 12, sm: 12, xl: 6 }} />
      <StatisticCards data-testid="user-cards" items={cards} loading={loading} span={{ xs: 12, sm: 8, xl: 4 }} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card title={byHour ? '分时会员收入' : '每日会员收入'} loading={loading}>
            <Chart
              data-testid="user-revenue"
              kind="stacked"
              x={x}
              series={[
                { name: '开通收入', values: points.map((p) => p.open_amount), format: yuan },
                { name: '续费收入', values: points.map((p) => p.renewal_amount), format: yuan },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title="会员类型排行（收入）" loading={loading}>
            <RankList
              data-testid="user-types"
              items={(d?.types ?? []).map((t) => ({ key: String(t.member_type), label: `${t.type_name} · 开通 ${t.new_members} · 续费 ${t.renewals}`, value: t.amount }))}
              format={yuan}
            />
          </Card>
        </Col>
        <Col xs={24}>
          <Card title={byHour ? '分时新增' : '每日新增'} loading={loading}>
            <Chart
              data-testid="user-growth"
              kind="line"
              x={x}
              series={[
                { name: '新增用户', values: points.map((p) => p.new_users), format: (v) => `${v} 人` },
                { name: '新开通会员', values: points.map((p) => p.new_members), format: (v) => `${v} 个` },
                { name: '续费', values: points.map((p) => p.renewals), format: (v) => `${v} 笔` },
              ]}
            />
          </Card>
        </Col>
      </Row>
    </Space>
  );
}
