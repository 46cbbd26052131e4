import { announcementList, messageList } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { send } from '../../lib/request';
import { drawerKeys, todoSources, useTodos } from '../../shell/drawers/api';
import { useSession } from '../../shell/session/store';
import { useTheme } from '../../shell/theme/theme-context';
import { StatisticCards, type StatisticItem } from '../../widgets/statistic-cards/statistic-cards';

const MESSAGE_PERMISSION = 'universal:message:basic';

const todoTitles: Record<(typeof todoSources)[number]['name'], string> = { payment: '支付待办', parking: '停车待办', energy: '充电待办' };

/**
 * `/home/index` and `/group/home/index`: titled with the site name, statistic cards of real data the user
 * may see. The to-do cards share their queries with the header's to-do drawer.
 */
export function HomePage() {
  const theme = useTheme();
  const user = useSession((s) => s.user)!;
  const permissions = useSession((s) => s.permissions);
  const canMessage = permissions.has(MESSAGE_PERMISSION);
  const unread = useQuery({
    queryKey: [...drawerKeys.messagesAll, 'unread-count'],
    queryFn: async () => (await send(messageList, { page_index: 1, page_size: 10, read_status: 0 })).paging_header.total_count,
    enabled: canMessage,
  });
  const announcements = useQuery({
    queryKey: drawerKeys.announcements,
    queryFn: () => send(announcementList, { page_index: 1, page_size: 10 }),
    enabled: canMessage,
  });
  const todos = useTodos(permissions);
  const cards: StatisticItem[] = [
    { key: 'unread', title: '未读消息', value: unread.data ?? 0, loading: unread.isLoading, permission: [MESSAGE_PERMISSION] },
    { key: 'announcements', title: '平台公告', value: announcements.data?.paging_header.total_count ?? 0, loading: announcements.isLoading, permission: [MESSAGE_PERMISSION] },
    ...todoSources.map((source, index) => ({
      key: source.name,
      title: todoTitles[source.name],
      value: todos[index]?.data?.data.total_count ?? 0,
      loading: !!todos[index]?.isLoading,
      permission: source.permissions,
    })),
  ];

  return (
    <>
      <Typography.Title level={4} data-testid="home-title">
        {theme.siteName}
      </Typography.Title>
      <Typography.Paragraph type="secondary">
        欢迎，{user.name}（{user.merchant_name}）
      </Typography.Paragraph>
      <StatisticCards data-testid="home-cards" items={cards} />
    </>
  );
}
