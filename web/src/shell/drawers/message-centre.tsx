import { formatDateTime } from '@console/contract';
import { Badge, Drawer, Empty, List, Pagination, Select, Space, Spin, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useSession } from '../session/store';
import { MESSAGE_PAGE_SIZE, useAnnouncements, useMarkRead, useMessages } from './api';

type Kind = 'message' | 'announcement';
const ANNOUNCEMENTS_SHOWN = 5;

/**
 * The message centre (document 1 §2): messages or platform announcements. Clicking an unread message marks
 * it read, opens its link in a new tab and reloads the list; switching kind resets page, size and switch;
 * closing returns to messages.
 */
export function MessageCentre({ open, onClose }: { open: boolean; onClose: () => void }) {
  const user = useSession((s) => s.user)!;
  const [kind, setKind] = useState<Kind>('message');
  const [page, setPage] = useState({ index: 1, size: MESSAGE_PAGE_SIZE });
  const [unreadOnly, setUnreadOnly] = useState(false);

  const messages = useMessages(
    { page_index: page.index, page_size: page.size, app_id: user.app_id, user_id: user.merchant, user_type: 2, ...(unreadOnly ? { read_status: 0 } : {}) },
    open && kind === 'message',
  );
  const announcements = useAnnouncements(open && kind === 'announcement');
  const markRead = useMarkRead();

  const switchKind = (next: Kind) => {
    setKind(next);
    setPage({ index: 1, size: MESSAGE_PAGE_SIZE });
    setUnreadOnly(false);
  };

  const openMessage = (message: { id: number; link: string; read_status: number }) => {
    // Opened synchronously so that the browser allows the new tab.
    if (message.link) window.open(message.link, '_blank', 'noopener');
    if (message.read_status === 0) markRead.mutate([message.id]);
  };

  const rows = messages.data?.row ?? [];
  const shown = (announcements.data?.row ?? []).slice(0, ANNOUNCEMENTS_SHOWN);

  return (
    <Drawer
      open={open}
      onClose={onClose}
      afterOpenChange={(visible) => !visible && switchKind('message')}
      width="30%"
      styles={{ wrapper: { minWidth: 360 }, body: { paddingTop: 8 } }}
      title={
        <Select<Kind>
          value={kind}
          onChange={switchKind}
          variant="borderless"
          style={{ width: 140, fontWeight: 600 }}
          options={[
            { value: 'message', label: '消息' },
            { value: 'announcement', label: '平台公告' },
          ]}
          data-testid="message-kind"
        />
      }
      extra={
        kind === 'message' && (
          <Space>
            <Typography.Text type="secondary">只看未读</Typography.Text>
            <Switch
              size="small"
              checked={unreadOnly}
              onChange={(checked) => {
                setUnreadOnly(checked);
                setPage((p) => ({ ...p, index: 1 }));
              }}
              data-testid="unread-only"
            />
          </Space>
        )
      }
    >
      {kind === 'message' ? (
        <Spin spinning={messages.isFetching && !messages.isPlaceholderData && rows.length === 0}>
          {rows.length === 0 && !messages.isLoading ? (
            <Empty description="暂无内容" image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <List
              data-testid="message-list"
              dataSource={rows}
              renderItem={(message) => (
                <List.Item
                  key={message.id}
                  onClick={() => openMessage(message)}
                  style={{ cursor: message.link || message.read_status === 0 ? 'pointer' : 'default' }}
                  data-unread={message.read_status === 0}
                >
                  <List.Item.Meta
                    title={
                      <Space>
                        {message.read_status === 0 && <Badge status="error" />}
                        <Typography.Text strong={message.read_status === 0}>{message.title}</Typography.Text>
                      </Space>
                    }
                    description={
                      <>
                        {message.body && <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 4 }}>{message.body}</Typography.Paragraph>}
                        <Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatDateTime(message.create_time, { seconds: false })}</Typography.Text>
                      </>
                    }
                  />
                </List.Item>
              )}
            />
          )}
          {(messages.data?.paging_header.total_count ?? 0) > 0 && (
            <Pagination
              size="small"
              style={{ marginTop: 12, textAlign: 'right' }}
              current={page.index}
              pageSize={page.size}
              total={messages.data?.paging_header.total_count}
              showSizeChanger={false}
              showTotal={(total) => `共 ${total} 条`}
              onChange={(index) => setPage((p) => ({ ...p, index }))}
            />
          )}
        </Spin>
      ) : (
        <Spin spinning={announcements.isLoading}>
          {shown.length === 0 && !announcements.isLoading ? (
            <Empty description="暂无内容" image={Empty.PRESENTED_IMAGE_SIMPLE} />
          ) : (
            <List
              data-testid="announcement-list"
              dataSource={shown}
              renderItem={(item) => (
                <List.Item key={item.id} style={{ cursor: 'pointer' }} onClick={() => window.open(`/base/services/announcement/notice/detail?id=${item.id}`, '_blank', 'noopener')}>
                  <List.Item.Meta
                    title={
                      <Space wrap>
                        {item.tags.map((tag) => (
                          <Tag key={tag.id} color={tag.color === 1 ? 'error' : 'warning'}>
                            {tag.name}
                          </Tag>
                        ))}
                        <Typography.Text>{item.title}</Typography.Text>
                      </Space>
                    }
                    description={<Typography.Text type="secondary" style={{ fontSize: 12 }}>{formatDateTime(item.publish_time, { seconds: false })}</Typography.Text>}
                  />
                </List.Item>
              )}
            />
          )}
          {(announcements.data?.paging_header.total_count ?? 0) > ANNOUNCEMENTS_SHOWN && (
            <div style={{ textAlign: 'center', marginTop: 12 }}>
              <a href="/base/services/announcement/merchant/notice/list" target="_blank" rel="noopener">
                查看更多
              </a>
            </div>
          )}
        </Spin>
      )}
    </Drawer>
  );
}
