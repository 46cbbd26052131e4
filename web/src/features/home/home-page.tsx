import { calls } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useEffect } from 'react';
import { send } from '../../lib/request';
import { useSession } from '../../shell/session/store';
import { applyDocumentTheme } from '../../shell/theme/theme';
import { useTheme } from '../../shell/theme/theme-context';

/** A statistic card backed by one call; shown only when the user holds one of its permissions. */
function StatisticCard({ title, load, enabled }: { title: string; load: () => Promise<number>; enabled: boolean }) {
  const query = useQuery({ queryKey: ['home', title], queryFn: load, enabled });
  if (!enabled) return null;
  return (
    <Col xs={24} sm={12} lg={6}>
      <Card>
        <Statistic title={title} value={query.data ?? 0} loading={query.isLoading} />
      </Card>
    </Col>
  );
}

const todoTotal = (load: () => Promise<{ data: { total_count: number } }>) => async () => (await load()).data.total_count;

/** `/home/index` and `/group/home/index`: titled with the site name, statistic cards of real data. */
export function HomePage() {
  const theme = useTheme();
  const user = useSession((s) => s.user)!;
  const can = useSession((s) => s.permissions);
  useEffect(() => applyDocumentTheme(theme), [theme]);
  const any = (...codes: string[]) => codes.some((code) => can.has(code));

  return (
    <>
      <Typography.Title level={4} data-testid="home-title">
        {theme.siteName}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        欢迎，{user.name}（{user.merchant_name}）
      </Typography.Paragraph>
      <Row gutter={[16, 16]} data-testid="home-cards">
        <StatisticCard
          title="未读消息"
          enabled={any('universal:message:basic')}
          load={async () => (await send(calls.messageList, { page_index: 1, page_size: 10, read_status: 0 })).paging_header.total_count}
        />
        <StatisticCard
          title="平台公告"
          enabled={any('universal:message:basic')}
          load={async () => (await send(calls.announcementList, { page_index: 1, page_size: 10 })).paging_header.total_count}
        />
        <StatisticCard title="停车待办" enabled={any('parking:parking:release:list')} load={todoTotal(() => send(calls.parkingTodoStatistics, {}))} />
        <StatisticCard title="支付待办" enabled={any('payment:partner:channel:apply:basic')} load={todoTotal(() => send(calls.paymentTodoStatistics, {}))} />
        <StatisticCard title="充电待办" enabled={any('energy:alarm:basic', 'energy:partner:alarm:basic')} load={todoTotal(() => send(calls.energyTodoStatistics, {}))} />
      </Row>
    </>
  );
}
