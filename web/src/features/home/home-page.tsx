import { calls } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { send } from '../../lib/request';
import { drawerKeys, todoSources, useTodos } from '../../shell/drawers/api';
import { useSession } from '../../shell/session/store';
import { useTheme } from '../../shell/theme/theme-context';

function StatisticCard({ title, value, loading }: { title: string; value: number | undefined; loading: boolean }) {
  return (
    <Col xs={24} sm={12} lg={6}>
      <Card>
        <Statistic title={title} value={value ?? 0} loading={loading} />
      </Card>
    </Col>
  );
}

const todoTitles: Record<(typeof todoSources)[number]['name'], string> = { payment: '支付待办', parking: '停车待办', energy: '充电待办' };

/**
 * `/home/index` and `/group/home/index`: titled with the site name, statistic cards of real data the user
 * may see. The to-do cards share their queries with the header's to-do drawer.
 */
export function HomePage() {
  const theme = useTheme();
  const user = useSession((s) => s.user)!;
  const permissions = useSession((s) => s.permissions);
  const canMessage = permissions.has('universal:message:basic');
  const unread = useQuery({
    queryKey: [...drawerKeys.messagesAll, 'unread-count'],
    queryFn: async () => (await send(calls.messageList, { page_index: 1, page_size: 10, read_status: 0 })).paging_header.total_count,
    enabled: canMessage,
  });
  const announcements = useQuery({
    queryKey: drawerKeys.announcements,
    queryFn: () => send(calls.announcementList, { page_index: 1, page_size: 10 }),
    enabled: canMessage,
  });
  const todos = useTodos(permissions);

  return (
    <>
      <Typography.Title level={4} data-testid="home-title">
        {theme.siteName}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        欢迎，{user.name}（{user.merchant_name}）
      </Typography.Paragraph>
      <Row gutter={[16, 16]} data-testid="home-cards">
        {canMessage && <StatisticCard title="未读消息" value={unread.data} loading={unread.isLoading} />}
        {canMessage && <StatisticCard title="平台公告" value={announcements.data?.paging_header.total_count} loading={announcements.isLoading} />}
        {todoSources.map((source, index) =>
          source.permissions.some((code) => permissions.has(code)) ? (
            <StatisticCard key={source.name} title={todoTitles[source.name]} value={todos[index]?.data?.data.total_count} loading={!!todos[index]?.isLoading} />
          ) : null,
        )}
      </Row>
    </>
  );
}
