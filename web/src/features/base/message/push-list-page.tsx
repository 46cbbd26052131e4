import { PlusOutlined } from '@ant-design/icons';
import { formatDateTime, messagePushList, type CallReply } from '@console/contract';
import { Button, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { useGate } from '../../../shell/session/gate';
import { ImportButton } from '../../../widgets/import/import-dialog';
import { ListPage } from '../../../widgets/resource/list-page';
import type { Column, FilterField } from '../../../widgets/resource/types';

type Row = CallReply<typeof messagePushList>['row'][number];

/** The import template of message pushes (server: batch.templates.ts). */
export const MESSAGE_PUSH_TEMPLATE = 'base.message.push';

const filters: FilterField[] = [
  { kind: 'text', key: 'title', label: '标题' },
  { kind: 'remote', key: 'user_id', label: '接收商户', source: 'merchant' },
  { kind: 'select', key: 'read_status', label: '阅读状态', options: [{ label: '未读', value: 0 }, { label: '已读', value: 1 }] },
  { kind: 'dateRange', key: 'create', keys: ['start_date', 'end_date'], label: '推送日期' },
];

const columns: Column<Row>[] = [
  { key: 'merchant', title: '接收商户', width: 220, value: (row) => `${row.merchant_name}（${row.merchant}）` },
  { key: 'title', title: '标题', width: 240, ellipsis: true },
  { key: 'body', title: '内容', width: 260, ellipsis: true, defaultHidden: true },
  { key: 'link', title: '链接', width: 180, ellipsis: true },
  { key: 'read_status', title: '阅读状态', width: 100, render: (row) => (row.read_status === 0 ? <Tag color="warning">未读</Tag> : <Tag color="success">已读</Tag>) },
  { key: 'sender_name', title: '推送人', width: 110 },
  { key: 'create_time', title: '推送时间', width: 170, value: (row) => formatDateTime(row.create_time) },
];

/** 消息推送: what the platform pushed to merchants' message centres, with their read state; push one or import many. */
export default function PushListPage() {
  const gate = useGate();
  const navigate = useNavigate();
  return (
    <ListPage
      id="message-push"
      call={messagePushList}
      rowKey="id"
      filters={filters}
      columns={columns}
      toolbar={() => (
        <>
          {gate({ permission: ['base:message:create'] }) && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/base/services/message/push/add')}>
              推送消息
            </Button>
          )}
          <ImportButton uuid={MESSAGE_PUSH_TEMPLATE} permission={['base:message:create']} product={['ALL']} />
        </>
      )}
    />
  );
}
