import { SendOutlined } from '@ant-design/icons';
import { formatDateTime, memberTypeList, userMessageList, userMessageRecipientList, userMessageSend, type CallReply } from '@console/contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Form, Input, Modal, Radio, Select, Typography, type FormInstance } from 'antd';
import { useState } from 'react';
import { send } from '../../lib/request';
import { useGate } from '../../shell/session/gate';
import { CallTable } from '../../widgets/resource/call-table';
import { FormDialog } from '../../widgets/resource/form-dialog';
import { ListPage } from '../../widgets/resource/list-page';
import type { Column, FilterField } from '../../widgets/resource/types';
import { messageTargetOptions } from './ops-shared';
import { UserPicker } from './user-picker';

type Row = CallReply<typeof userMessageList>['row'][number];
type Values = { title: string; content: string; target: number; user?: number; member_type?: number };

const filters: FilterField[] = [
  { kind: 'text', key: 'keywords', label: '标题', maxLength: 30 },
  { kind: 'select', key: 'target', label: '接收对象', options: messageTargetOptions },
];

const NO_GATEWAY = '本平台未接入短信或 APP 推送通道：消息写入用户的站内信收件箱，用户打开 APP 消息中心时看到；已读人数随用户阅读更新。';

/** The fields of 发送消息; which recipient field shows follows 接收对象. */
function SendFields({ form, open }: { form: FormInstance<Values>; open: boolean }) {
  const target = Form.useWatch('target', form);
  const types = useQuery({ queryKey: [memberTypeList.path, 'message-picker'], queryFn: () => send(memberTypeList, { status: 1, page_size: 100 }), enabled: open });
  return (
    <>
      <Alert style={{ marginBottom: 16 }} type="info" showIcon message={NO_GATEWAY} />
      <Form.Item name="target" label="接收对象" rules={[{ required: true, message: '请选择接收对象' }]}>
        <Radio.Group options={messageTargetOptions.map((o) => ({ value: o.value, label: o.label }))} />
      </Form.Item>
      {target === 1 && (
        <Form.Item name="user" label="接收用户" rules={[{ required: true, message: '请选择接收用户' }]}>
          <UserPicker />
        </Form.Item>
      )}
      {target === 3 && (
        <Form.Item name="member_type" label="会员类型" extra="发送给此类型当前生效中的会员（已合并的用户除外）" rules={[{ required: true, message: '请选择会员类型' }]}>
          <Select aria-label="会员类型" loading={types.isFetching} options={(types.data?.row ?? []).map((t) => ({ value: t.id, label: `${t.name}（生效中 ${t.member_count} 人）` }))} />
        </Form.Item>
      )}
      {target === 2 && <Alert style={{ marginBottom: 16 }} type="warning" showIcon message="将发送给全部状态为「正常」的用户，发送后不能撤回。" />}
      <Form.Item name="title" label="标题" rules={[{ required: true, whitespace: true, message: '请填写标题' }, { min: 2, message: '至少 2 个字' }]}>
        <Input maxLength={50} showCount />
      </Form.Item>
      <Form.Item name="content" label="内容" rules={[{ required: true, whitespace: true, message: '请填写内容' }, { min: 2, message: '至少 2 个字' }]}>
        <Input.TextArea rows={4} maxLength={1000} showCount />
      </Form.Item>
    </>
  );
}

/** 发送消息: title, content and who receives it (one user, every normal user, or a member type's live members). */
function SendDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <FormDialog<Values>
      open={open}
      title="发送站内消息"
      name="user-message-send"
      okText="发送"
      initialValues={{ target: 1 }}
      changes={[userMessageList]}
      onClose={onClose}
      onSubmit={async (v) => {
        const reply = await send(userMessageSend, {
          title: v.title.trim(),
          content: v.content.trim(),
          target: v.target,
          ...(v.target === 1 ? { user: v.user } : {}),
          ...(v.target === 3 ? { member_type: v.member_type } : {}),
        });
        return `已发送给 ${reply.recipient_count} 位用户`;
      }}
    >
      {(form) => <SendFields form={form} open={open} />}
    </FormDialog>
  );
}

/** A send's recipients with their read time. */
function Recipients({ row, onClose }: { row: Row | null; onClose: () => void }) {
  return (
    <Modal open={!!row} title={row ? `接收人 · ${row.title}` : ''} footer={null} width={720} onCancel={onClose} destroyOnHidden>
      {row && (
        <CallTable
          id="user-message-recipient-list"
          call={userMessageRecipientList}
          query={{ id: row.id }}
          rowKey="id"
          columns={[
            { key: 'nickname', title: '昵称', width: 140, value: (r) => r.nickname || '未设置昵称' },
            { key: 'mobile', title: '手机号', width: 140 },
            { key: 'read_time', title: '阅读状态', width: 200, value: (r) => (r.read_time ? `已读 · ${formatDateTime(r.read_time)}` : '未读') },
          ]}
        />
      )}
    </Modal>
  );
}

/** 站内消息: what was sent to app users (recorded with its recipients), and 发送消息. */
export default function MessagePage() {
  const gate = useGate();
  const [sending, setSending] = useState(false);
  const [viewing, setViewing] = useState<Row | null>(null);
  const columns: Column<Row>[] = [
    { key: 'title', title: '标题', width: 200, fixed: 'left', render: (r) => <Typography.Link onClick={() => setViewing(r)}>{r.title}</Typography.Link> },
    { key: 'content', title: '内容', width: 280, ellipsis: true },
    { key: 'target_name', title: '接收对象', width: 180 },
    { key: 'recipient_count', title: '接收 / 已读', width: 110, value: (r) => `${r.recipient_count} / ${r.read_count}` },
    { key: 'delivery_name', title: '投递状态', width: 230 },
    { key: 'operator_name', title: '发送人', width: 100 },
    { key: 'create_time', title: '发送时间', width: 170, value: (r) => formatDateTime(r.create_time) },
  ];
  return (
    <>
      <ListPage
        id="user-message-list"
        call={userMessageList}
        rowKey="id"
        filters={filters}
        columns={columns}
        actions={[{ key: 'recipients', label: '接收人', onClick: (r) => setViewing(r) }]}
        toolbar={() =>
          gate({ permission: ['user:message:create'] }) && (
            <Button type="primary" icon={<SendOutlined />} onClick={() => setSending(true)}>
              发送消息
            </Button>
          )
        }
      />
      <SendDialog open={sending} onClose={() => setSending(false)} />
      <Recipients row={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
