import { Badge, Button, Card, Drawer, Empty, List, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useSession } from '../session/store';
import { todoSources, useTodos } from './api';

/**
 * Where 去处理 goes for each group (document 1 §2); the energy alarm console depends on the platform kind (the platform
 * operator's is the partner's: it reads every merchant's alarms there).
 */
function targetOf(name: string, products: ReadonlySet<string>, row: { start_time?: string; end_time?: string }) {
  if (name === 'parking') return '/parking-merchant/parking-manage/release?review_status=0';
  if (name === 'payment') return '/service/payment/channel-apply?abnormal=1';
  const base = products.has('energy:group:platform')
    ? '/group/energy/console/alarm'
    : products.has('energy:partner:platform') || products.has('ALL')
      ? '/energy/console/alarm'
      : '/energy/merchant/console/alarm';
  const query = new URLSearchParams({ process: '0', ...(row.start_time ? { start_time: row.start_time } : {}), ...(row.end_time ? { end_time: row.end_time } : {}) });
  return `${base}?${query}`;
}

/** 待办事项: the groups 支付, 停车, 充电 from the three statistics calls, with links to handle them. */
export function TodoDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  const permissions = useSession((s) => s.permissions);
  const products = useSession((s) => s.products);
  const results = useTodos(permissions);
  const groups = todoSources
    .map((source, index) => ({ source, data: results[index]?.data?.data, allowed: source.permissions.some((code) => permissions.has(code)) }))
    .filter((group) => group.allowed);

  return (
    <Drawer open={open} onClose={onClose} title="待办事项" width={420} styles={{ wrapper: { maxWidth: '100vw' } }}>
      {groups.length === 0 ? (
        <Empty description="暂无待办事项" image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Space direction="vertical" style={{ width: '100%' }} size="middle" data-testid="todo-groups">
          {groups.map(({ source, data }) => (
            <Card
              key={source.name}
              size="small"
              title={
                <Space>
                  {data?.title ?? ''}
                  <Badge count={data?.total_count ?? 0} overflowCount={99} showZero color={data?.total_count ? undefined : '#d9d9d9'} />
                </Space>
              }
              loading={!data}
            >
              <List
                size="small"
                dataSource={data?.rows ?? []}
                renderItem={(row) => (
                  <List.Item
                    key={row.dimension}
                    actions={[
                      <Link key="go" to={targetOf(source.name, products, row)} onClick={onClose}>
                        <Button type="link" size="small" style={{ padding: 0 }}>
                          去处理
                        </Button>
                      </Link>,
                    ]}
                  >
                    <Typography.Text>{row.name}</Typography.Text>
                    <Typography.Text strong style={{ marginLeft: 8 }} data-testid={`todo-${row.dimension}`}>
                      {row.count}
                    </Typography.Text>
                  </List.Item>
                )}
              />
            </Card>
          ))}
        </Space>
      )}
    </Drawer>
  );
}
